/**
 * Makes the pictures of content/README.md: builds blocks.mdx (every building block,
 * once) as a page of a throw-away copy of the project, serves it as a static host
 * would, and photographs each block with Playwright. Run after a block changes look:
 *   npx tsx docs/authoring/make-screenshots.ts
 */
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { serveBuiltSite } from '../../src/engine/node/publish/static-server.ts';
import { findChromium } from '../../src/engine/node/find-chromium.ts';
import { copyProject, runScript } from '../../tests/helpers/project-copy.ts';

const here = import.meta.dirname;
const ROUTE = '/authoring-blocks';
/** Wide enough for the page's text column, as on a laptop. */
const VIEWPORT = { width: 900, height: 900 };
/** Tall blocks are cut here: the picture shows what the block looks like, not all of it. */
const MAX_HEIGHT = 370;

const root = copyProject();
fs.copyFileSync(path.join(here, 'blocks.mdx'), path.join(root, `content${ROUTE}.mdx`));
const built = runScript(root, 'build.ts', [], { SITE_DIST: path.join(root, 'dist') });
if (built.status !== 0) throw new Error(`The build failed:\n${built.output}`);
const site = await serveBuiltSite(path.join(root, 'dist'));
try {
  const browser = await chromium.launch({ executablePath: findChromium() });
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.goto(site.url(ROUTE), { waitUntil: 'networkidle' });
  await page.locator('#shot-accordion ~ .accordion button').first().click(); // show one answer open

  const shots = await page.locator('h2[id^="shot-"]').evaluateAll((headings) =>
    headings.slice(0, -1).map((heading) => {
      // The block is everything between its heading and the next one.
      const parts: Element[] = [];
      for (let next = heading.nextElementSibling; next && !next.id.startsWith('shot-'); next = next.nextElementSibling) parts.push(next);
      const boxes = parts.map((part) => part.getBoundingClientRect());
      const top = Math.min(...boxes.map((box) => box.top)) + window.scrollY;
      const bottom = Math.max(...boxes.map((box) => box.bottom)) + window.scrollY;
      const left = Math.min(...boxes.map((box) => box.left));
      const right = Math.max(...boxes.map((box) => box.right));
      return { name: heading.id.replace('shot-', ''), x: left, y: top, width: right - left, height: bottom - top };
    }),
  );
  for (const { name, ...box } of shots) {
    const pad = 12;
    const clip = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: Math.min(box.height, MAX_HEIGHT) + 2 * pad };
    await page.screenshot({ path: path.join(here, `${name}.png`), clip, fullPage: true });
    console.log(`docs/authoring/${name}.png  ${Math.round(clip.width)}×${Math.round(clip.height)}`);
  }
  await browser.close();
} finally {
  await site.close();
  fs.rmSync(root, { recursive: true, force: true });
}
