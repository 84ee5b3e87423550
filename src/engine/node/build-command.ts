import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from './project-root.ts';

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
