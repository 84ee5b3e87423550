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
  // CPU time of the whole process (worker threads and the bundler's own threads included): on a busy machine it
  // says what the build costs, where the wall clock says also how long it waited for a core.
  const { user, system } = process.cpuUsage();
  console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s, ${((user + system) / 1e6).toFixed(1)} s of CPU (${steps})`);
} catch (error) {
  console.error(`\nBuild failed.\n${(error as Error).message}`);
  process.exit(1);
}
