import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const projectRoot = path.resolve(import.meta.dirname, '../..');
/** What `npm run check`, `npm run new` and `npm run build` read: the site (content/ and public/) and the engine; node_modules is linked, not copied. */
const SITE = ['content', 'public'];
const ENGINE = ['scripts', 'src', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'];

/** The content check's small fixture site (content/ and public/, every reference resolving), for tests of the engine. */
export const FIXTURE_SITE = path.join(projectRoot, 'tests/fixtures/check-ok');

export interface CopyOptions {
  /**
   * A folder holding content/ and public/ (FIXTURE_SITE, or the folder of bilingualContent()), copied in place of
   * the project's own: a test of the commands runs them on a few pages, not on today's content/, whose next correct
   * edit (a guide moved, renamed or retitled) must not fail it, and whose size must not set its time.
   */
  site?: string;
}

/** A throw-away copy of the project, so tests (and the authoring screenshots) can change content/ and run the real commands on it. */
export function copyProject(folderPrefix = 'edtech-project-', options: CopyOptions = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
  // mkdtemp makes a folder only its owner may enter; a real web server's workers (www-data) serve the copy's dist/ (editor-edits.test.ts).
  fs.chmodSync(root, 0o755);
  for (const entry of SITE) fs.cpSync(path.join(options.site ?? projectRoot, entry), path.join(root, entry), { recursive: true });
  for (const entry of ENGINE) fs.cpSync(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

/** Runs a project script (`scripts/<name>.ts`) in `root`, as `npm run` would. */
export function runScript(root: string, script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}`, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, GITHUB_ACTIONS: '', FORCE_COLOR: '0', ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
