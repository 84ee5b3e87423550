import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { routeFromFile } from '../../routing.ts';

/**
 * Pages an editor moved or renamed by hand (`git mv`, or moving the file),
 * as git sees them: the route a file had, and the route it has now. The check
 * asks only when a link leads nowhere, so its hint can say where the page
 * went, instead of the nearest address, which is often its Spanish twin.
 * Found from the changes not yet committed (a staged rename; a file gone and a
 * new one with the same title) and the renames of recent commits (a pull
 * request that moved a page). Outside a git checkout: none.
 */

/** How far back a committed rename is remembered: a pull request's commits, with room to spare. */
const RECENT_COMMITS = 200;

const git = (args: string[], cwd: string) => {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], { cwd, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return result.status === 0 ? result.stdout : undefined;
};

const titleOf = (source: string | undefined) => /^title:\s*(.+?)\s*$/m.exec(source ?? '')?.[1]?.replace(/^["']|["']$/g, '');

export function movedPages(contentDir: string): Map<string, string> {
  const moved = new Map<string, string>();
  const root = git(['rev-parse', '--show-toplevel'], contentDir)?.trim();
  if (!root) return moved;
  /** A path git names (from the repository's root) as a route, when it is a page of content/. */
  const routeOf = (repositoryPath: string) => {
    const relative = path.relative(contentDir, path.join(root, repositoryPath)).split(path.sep).join('/');
    return relative.endsWith('.mdx') && !relative.startsWith('..') ? routeFromFile(relative) : undefined;
  };
  const record = (from: string, to: string) => {
    const [old, now] = [routeOf(from), routeOf(to)];
    if (old && now && old !== now && !moved.has(old)) moved.set(old, now);
  };

  // Not committed yet: "R  new\0old\0" for a staged rename; " D old" and "?? new" for a file moved without git.
  const status = git(['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.'], contentDir)?.split('\0') ?? [];
  const gone: string[] = [];
  const added: string[] = [];
  for (let index = 0; index < status.length; index++) {
    const entry = status[index]!;
    const [code, file] = [entry.slice(0, 2), entry.slice(3)];
    if (code.startsWith('R')) record(status[++index]!, file);
    else if (code.includes('D')) gone.push(file);
    else if (code === '??' || code.startsWith('A')) added.push(file);
  }
  for (const file of gone) {
    const title = titleOf(git(['show', `HEAD:${file}`], root));
    const twin = title && added.find((candidate) => titleOf(readFile(path.join(root, candidate))) === title);
    if (twin) record(file, twin);
  }

  // Committed: each rename of the recent history, newest first ("R095\0old\0new\0").
  const log = git(['log', '-M', '--diff-filter=R', '--name-status', '-z', '--format=', '-n', String(RECENT_COMMITS), '--', '.'], contentDir)?.split('\0') ?? [];
  for (let index = 0; index + 2 < log.length; index += 3) {
    const [code, from, to] = [log[index]!.trim(), log[index + 1]!, log[index + 2]!];
    if (code.startsWith('R')) record(from, to);
  }
  // A page moved twice leads to where it is now.
  for (const [from, to] of moved) {
    let now = to;
    for (let steps = 0; moved.has(now) && steps < 10; steps++) now = moved.get(now)!;
    moved.set(from, now);
  }
  return moved;
}

function readFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
