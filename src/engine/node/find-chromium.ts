import fs from 'node:fs';

/**
 * The Chromium the tests drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else undefined (Playwright then uses its own browser, where one is installed).
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string => Boolean(candidate) && fs.existsSync(candidate!));
}

export const HOW_TO_GET_CHROMIUM = [
  'The end-to-end tests need Chromium, and none was found.',
  '  Debian/Ubuntu:  sudo apt-get install -y chromium',
  '  Elsewhere:      npx playwright install chromium',
  '  Or point to one: CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n');
