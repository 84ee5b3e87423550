import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The project's folder (where package.json is): every path a command reads or writes by default starts here. */
export const projectRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * A folder in the system's temporary folder for files the project builds or
 * runs from (a copy of content/, the server bundle), with the project's
 * node_modules linked in, so that what is compiled there finds React. Never
 * inside node_modules: that folder may be a link to an install shared by
 * several checkouts, where two of them would write over each other. With
 * `name`, always the same folder for this project (a build that must be the
 * same each time); otherwise a new one. Delete it with fs.rmSync (the link
 * goes, not what it points to).
 */
export function workFolder(prefix: string, name?: string): string {
  const folder = name === undefined
    ? fs.mkdtempSync(path.join(os.tmpdir(), prefix))
    : path.join(os.tmpdir(), `${prefix}${crypto.createHash('sha256').update(projectRoot).digest('hex').slice(0, 12)}-${name}`);
  fs.mkdirSync(folder, { recursive: true });
  linkModules(folder);
  return folder;
}

/** Links the project's node_modules into `folder` (again, after a tool emptied it). */
export function linkModules(folder: string): void {
  const link = path.join(folder, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(projectRoot, 'node_modules'), link, 'dir');
}

/**
 * How many threads share the build's JavaScript work (making the content parts,
 * rendering the pages): one per core from four cores up, otherwise one. On two
 * cores a second thread made neither step faster (640 guides: their parts in
 * 10.8 s on two threads against 10.5 s on one, for 1.6 times the CPU): the two
 * threads slow each other down, and V8's own garbage-collection threads, which
 * the one thread's work needs, get no core.
 */
export function workThreads(): number {
  const cores = os.availableParallelism();
  return cores >= 4 ? cores : 1;
}

/**
 * The command that builds the site, as the `build` script of the project's
 * package.json in `root` writes it (`node <flags> --import tsx scripts/build.ts`),
 * with this Node: what every tool that builds in a process of its own runs (the
 * tests, the benchmark, the change preview), so all build as `npm run build`
 * does. `nodeFlags` come first (the benchmark's profiler); run it in `root`.
 */
export function buildCommand(options: { root?: string; nodeFlags?: readonly string[] } = {}): [string, ...string[]] {
  const root = options.root ?? projectRoot;
  const script = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.build ?? '';
  const [node, ...args] = script.trim().split(/\s+/);
  if (node !== 'node') throw new Error(`The build script of ${path.join(root, 'package.json')} should start with node: "${script}"`);
  return [process.execPath, ...(options.nodeFlags ?? []), ...args];
}
