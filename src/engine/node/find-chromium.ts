import fs from 'node:fs';

const firstFound = (candidates: (string | undefined)[]) => candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!));

/** Debian's Chromium, the browser readers have (`apt-get install chromium`). */
const FULL_BROWSER = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The Chromium that tests and tools drive (Playwright: the end-to-end tests, the
 * handout PDFs, a change's screenshots): $CHROMIUM_PATH, else Debian's headless
 * shell (package chromium-headless-shell: the same engine without the browser's
 * window, what Playwright itself runs headless), else Debian's full Chromium,
 * else undefined (Playwright then uses its own browser, where one is installed).
 * The shell opens a page in 70 ms here, the full browser in 290 ms: with a new page for
 * each of about 180 tests, the end-to-end tests took 234 s instead of 298–325 s.
 */
export function findChromium(): string | undefined {
  return firstFound([process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', ...FULL_BROWSER]);
}

/**
 * The full Chromium, for measuring what a reader's or an editor's browser does (Lighthouse,
 * the first press on a throttled phone, a save in `npm run dev` on screen): $CHROMIUM_PATH, else Debian's, else undefined.
 */
export function findFullChromium(): string | undefined {
  return firstFound([process.env.CHROMIUM_PATH, ...FULL_BROWSER]);
}

export const HOW_TO_GET_CHROMIUM = [
  'The end-to-end tests need Chromium, and none was found.',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium-headless-shell   (or chromium)',
  '  Elsewhere:      npx playwright install chromium',
  '  Or point to one: CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n');
