/**
 * `npx tsx scripts/screenshots.ts`: pictures of the built site for editors, in
 * docs/screenshots/: a long guide, a landing page and the home page, at phone
 * (375 px) and desktop (1280 px) width, in light and dark. Build first; the
 * site is served by scripts/serve.ts on $PORT (4404 unless set).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './find-chromium.ts';

const PAGES = { guide: '/mfa/mfahelp/mfahelp_backup', landing: '/mfa', home: '/' };
const WIDTHS = { phone: { width: 375, height: 800 }, desktop: { width: 1280, height: 900 } };
const SCHEMES = ['light', 'dark'] as const;
const port = Number(process.env.PORT ?? 4404);
const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'docs/screenshots');

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/serve.ts')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
try {
  await waitForServer(`http://127.0.0.1:${port}/`);
  const browser = await chromium.launch({ executablePath: findChromium() });
  for (const scheme of SCHEMES) {
    for (const [widthName, viewport] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport, colorScheme: scheme });
      for (const [pageName, route] of Object.entries(PAGES)) {
        await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
        // The first screenful is what a reader judges the page by; the whole guide would be a metre long.
        await page.screenshot({ path: path.join(outDir, `${pageName}-${widthName}-${scheme}.png`) });
      }
      await page.close();
    }
  }
  await browser.close();
} finally {
  server.kill();
}
