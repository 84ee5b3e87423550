import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { routeOfPageFile } from '../../../urls.ts';
import { pageFiles } from '../../publish/html-files.ts';

/** What a reader gets of a built page: its title, its headings and its words, without the chrome or the build's own marks. */
export interface PageContent {
  title: string;
  headings: string[];
  /** The text of each paragraph, step, list item, table cell or heading, in order. */
  blocks: string[];
  /** Where each block stands, when in a tab or a question (`the tab "Step 2: Set up MFA"`); '' elsewhere. */
  places: string[];
  words: string[];
  /** Where its links lead and which pictures it shows (hashes of built files taken out). */
  links: string[];
  images: string[];
  printable: boolean;
}

/**
 * The parts of a page's <main> that are not what its file says: the Back and
 * Print bar, the trail, "On this page", Copy link, the printed header and
 * footer (QR code), the list of the section's other guides, "Last updated"
 * (a date of the build's), when its facts were checked (sources.yaml's), icons and words only screen readers hear.
 */
const CHROME = [
  '.subnav',
  '.breadcrumbs',
  '.on-this-page',
  '.copy-link',
  '.print-header',
  '.print-footer',
  '.section-guides',
  '.page-meta',
  '.facts-checked',
  '.visually-hidden',
  'svg',
  '[aria-hidden="true"]',
  'script',
  'template',
].join(', ');
const BLOCKS = 'p, li, td, th, dt, dd, pre, figcaption, summary, blockquote';
/** `/assets/guide-3f9a1c2b.png` and `/assets/guide.png` are the same picture to a reader: the build's hash is left out. */
const withoutHash = (address: string) => address.replace(/(\/assets\/.+)-[A-Za-z0-9_-]{8}(\.[a-z0-9]+)$/, '$1$2');

export function readPage(html: string): PageContent {
  // A space between elements, so the words of two blocks never run together.
  const { document } = parseHTML(html.replace(/></g, '> <'));
  const main = document.querySelector('main');
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const printable = document.querySelector('button[data-control="print"]') !== null;
  for (const element of [...(main?.querySelectorAll(CHROME) ?? [])]) element.remove();
  /** The tab or question a block stands in, named as the reader sees it. */
  // What it needs of an element, typed by itself: linkedom's elements, not the browser's (tsconfig.node.json has no DOM types).
  type Block = { closest(selectors: string): { querySelector(selectors: string): { textContent: string | null } | null } | null };
  const placeOf = (block: Block) => {
    const tab = block.closest('.tabs__panel')?.querySelector('.tabs__panel-label')?.textContent;
    if (tab) return `the tab "${squash(tab)}"`;
    const question = block.closest('.accordion__item')?.querySelector('.accordion__trigger')?.textContent;
    return question ? `the question "${squash(question)}"` : '';
  };
  // A block's own words: a list item that holds a list keeps its first line, and the inner list's items count on their own.
  const read = [...(main?.querySelectorAll(BLOCKS) ?? [])]
    .map((block) => {
      const own = block.cloneNode(true) as typeof block;
      for (const inner of [...own.querySelectorAll(BLOCKS)]) inner.remove();
      return { text: squash(own.textContent), place: placeOf(block) };
    })
    .filter((block) => block.text);
  return {
    title: squash(document.querySelector('h1')?.textContent),
    headings: [...(main?.querySelectorAll('h2, h3') ?? [])].map((heading) => squash(heading.textContent)),
    blocks: read.map((block) => block.text),
    places: read.map((block) => block.place),
    words: squash(main?.textContent).split(' ').filter(Boolean),
    links: [...(main?.querySelectorAll('a[href]') ?? [])].map((link) => withoutHash(link.getAttribute('href')!)).filter((href) => !href.startsWith('#')),
    images: [...(main?.querySelectorAll('img[src]') ?? [])].map((image) => `${withoutHash(image.getAttribute('src')!)}${image.getAttribute('alt') ? ` ("${squash(image.getAttribute('alt'))}")` : ''}`),
    printable,
  };
}

const routeOf = (dist: string, file: string) => routeOfPageFile(path.relative(dist, file).split(path.sep).join('/'));

export function readSite(dist: string): Map<string, PageContent> {
  return new Map(pageFiles(dist).map((file) => [routeOf(dist, file), readPage(fs.readFileSync(file, 'utf8'))]));
}
