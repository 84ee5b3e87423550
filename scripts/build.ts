/**
 * `npm run build`: checks content/ and builds the site into dist/, all or nothing
 * (src/engine/node/publish/build-site.ts). `--quiet` prints warnings only, without
 * Vite's list of every file written (the benchmark's thousands).
 */
import { buildSite } from '../src/engine/node/publish/build-site.ts';

const started = performance.now();
try {
  const timings = await buildSite({ quiet: process.argv.includes('--quiet') });
  const steps = Object.entries(timings).map(([step, seconds]) => `${step} ${seconds.toFixed(1)} s`).join(', ');
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps})`);
} catch (error) {
  console.error(`\nBuild failed.\n${(error as Error).message}`);
  process.exit(1);
}
