/**
 * `npm run typecheck`: the four TypeScript programs, each with its own types, so an import from the wrong side fails:
 *  - tsconfig.json: everything (tests and tools included) with both the browser's and Node's types;
 *  - tsconfig.browser.json: the page's code alone (src/browser/, every block's *.browser.ts), without Node's types;
 *  - tsconfig.node.json: the build side (with the render and the blocks' definitions and components) and the commands alone, without the browser's;
 *  - tsconfig.worker.json: the offline worker with a service worker's types.
 * They run on TypeScript 7, the native compiler (package `typescript-native`): the four took 160 s of CPU on TypeScript
 * 6 and take 11 s on 7. TypeScript 6 stays only because typescript-eslint reads code through its JavaScript API.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules/typescript-native/bin/tsc');
const programs = ['tsconfig.json', 'tsconfig.browser.json', 'tsconfig.node.json', 'tsconfig.worker.json'];

let failed = 0;
for (const program of programs) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', program], { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${program}: ${result.status === 0 ? 'no errors' : 'errors above'} (${seconds} s)`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
