import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * "Last updated" and the sitemap's lastmod: the date of the last commit that
 * changed each file, from one `git log` over content/. A shallow clone (the
 * default of actions/checkout and of Azure's generated workflow) knows only its
 * newest commit, which would date every page today; then, as outside a git
 * checkout, no date comes from git and each page falls back to its header's
 * `reviewed` date, and `fallback` says why. A file changed since the last
 * commit (edited, added, moved and not committed yet) changed today: that is
 * the date an editor's own preview and a translation's "outdated since" show.
 */
export interface GitDates {
  /** YYYY-MM-DD by absolute file path; files git does not know are absent. */
  dates: Map<string, string>;
  /** Set when git gave no dates: why, for the build's log. */
  fallback?: string;
}

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });

export function gitDates(contentDir: string, today: Date = new Date()): GitDates {
  let repository: string[];
  try {
    repository = git(['rev-parse', '--show-toplevel', '--is-shallow-repository'], contentDir).trim().split('\n');
  } catch {
    return { dates: new Map(), fallback: 'content/ is not in a git checkout' };
  }
  const [root = '', shallow] = repository;
  if (shallow === 'true') return { dates: new Map(), fallback: 'the git clone is shallow (it has only the newest commits; clone with the whole history, for GitHub Actions: fetch-depth: 0)' };

  // -z: every name exactly as it is, ending in NUL (git would otherwise quote and escape "Guía.mdx").
  // The output is "\x01YYYY-MM-DD\0", then "\n" and the commit's names, each ending in "\0".
  const dates = new Map<string, string>();
  let date = '';
  for (const entry of git(['-c', 'core.quotePath=false', 'log', '-z', '--format=%x01%cs', '--name-only', '--', '.'], contentDir).split('\0')) {
    if (entry.startsWith('\x01')) date = entry.slice(1);
    else if (entry.replace(/^\n/, '')) {
      const file = path.join(root, entry.replace(/^\n/, ''));
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  // Not committed yet: " M name", "?? name", "R  new\0old" (-z: names as they are, the old name of a rename after its own NUL).
  const status = git(['-c', 'core.quotePath=false', 'status', '--porcelain=v1', '-z', '--untracked-files=all', '--', '.'], contentDir).split('\0');
  for (let index = 0; index < status.length; index++) {
    const entry = status[index]!;
    if (entry.length < 4) continue;
    if (entry[0] === 'R' || entry[0] === 'C') index++;
    if (!entry.slice(0, 2).includes('D')) dates.set(path.join(root, entry.slice(3)), today.toISOString().slice(0, 10));
  }
  return { dates };
}
