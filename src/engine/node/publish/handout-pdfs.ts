/**
 * `npm run handouts`: a PDF of every printable page and every family packet,
 * in each language and in both, so a liaison can send a handout by email or
 * text. Made by Chromium's own print from the built site (print.css applies,
 * as in the print tests), then the site is built again with a "Download PDF
 * (n pages, size)" link beside each page's Print button, and the PDFs in
 * dist/pdf/. A plain `npm run build` has neither.
 *
 * A PDF is printed for anyone, later: its date and school lines are left to
 * write in. Every handout is a page the build wrote (a packet in two languages too), so none waits for a script.
 *
 * A handout of several guides has a second PDF for two-sided printing, in which each guide starts on the front of
 * a sheet. Chromium prints no `break-before: right`, so the pages are counted instead: a print with a word marking
 * each guide's title, read back with pdftotext (poppler-utils), tells the page each guide starts on, and a blank
 * page goes before each that would start on a back.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { HandoutPdf } from '../../page-types.ts';
import { findChromium } from '../find-chromium.ts';
import { loadContentGraph, type ContentGraph } from '../graph/content-graph.ts';
import { bilingualHandouts } from '../render/page-handouts.ts';
import { buildSite, CONTENT_DIR, DEFAULT_OUT_DIR, type BuildOptions } from './build-site.ts';
import { serveBuiltSite } from './static-server.ts';
import { projectRoot } from '../project-root.ts';

/** Where the PDFs are served from: /pdf/es-mfa-mfa_authsetup.pdf. */
export const PDF_FOLDER = 'pdf';

/** A handout to print: the key its page knows it by (its route, or its handout in two languages), and the address that shows it. */
export interface HandoutJob {
  key: string;
  /** Its address on the site. */
  address: string;
}

/** A flat file name from the handout's route: `/es/mfa/mfa_authsetup/both` is `es-mfa-mfa_authsetup-both.pdf`. */
export const pdfFileOf = (key: string): string => `${key.replace(/^\//, '').replace(/\//g, '-') || 'home'}.pdf`;

/** Every handout of the site: each printable page, each guide in two languages, each packet in two languages (made by the builder). */
export function handoutJobs(graph: ContentGraph): HandoutJob[] {
  const pages = graph.pages.filter((page) => page.frontmatter.printable).map((page) => ({ key: page.path, address: page.path }));
  // Packets in two languages too: the build writes them (page-handouts.ts bilingualHandouts).
  const both = bilingualHandouts(graph).map(({ route }) => ({ key: route, address: route }));
  return [...pages, ...both];
}

/** Pages in a PDF file, counted from its page objects (as tests/e2e/print.spec.ts does). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

/** Opens a handout as the office's PDF prints it, from its address on the built site, in a page of the caller's. */
export async function openHandout(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Anyone prints it, any day: the date and the school are left to write in.
  // A string, run in the page: this file is Node's side and knows no `document`.
  await page.evaluate("document.querySelectorAll('.written-in').forEach((written) => written.remove())");
}

/** Chromium's print of the open page, as every PDF here is printed: Letter, unless print.css says otherwise. */
const printPdf = (page: Page): Promise<Buffer> => page.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: false });

/** One handout as the office's PDF prints it, from its address on the built site, in a page of the caller's. */
export async function printHandout(page: Page, url: string): Promise<Buffer> {
  await openHandout(page, url);
  return printPdf(page);
}

/** A PDF's text, page by page (pdftotext, of poppler-utils, ends each page with a form feed). */
export function pdfPagesText(pdf: Buffer): string[] {
  let text: string;
  try {
    text = execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    throw new Error(`pdftotext could not read a printed handout (${(error as Error).message.split('\n')[0]}).\nThe PDFs for two-sided printing count pages with it: install poppler-utils (sudo apt-get install poppler-utils) and run npm run handouts again.`);
  }
  const pages = text.split('\f');
  return pages.at(-1)?.trim() === '' ? pages.slice(0, -1) : pages;
}

/** The word that marks each guide's title in the print that counts pages; placed absolutely, it moves nothing. */
const START_MARK = 'handoutguidestartmark';

/** Marks each guide's title, in the page (a string: this file knows no `document`). */
const MARK_GUIDES = `[...document.querySelectorAll('.handout-guide__title')].map((title, index) => {
  title.style.position = 'relative';
  const mark = document.createElement('span');
  mark.className = '${START_MARK}';
  mark.textContent = '${START_MARK}' + index + 'x';
  mark.style.cssText = 'position: absolute; left: 0; top: 0; font-size: 6pt';
  title.append(mark);
}).length`;

const UNMARK_GUIDES = `document.querySelectorAll('.${START_MARK}').forEach((mark) => {
  mark.parentElement.style.removeProperty('position');
  mark.remove();
})`;

/**
 * The guides that would start on the back of a sheet (an even page), given the page each starts on when printed on
 * one side: each gets a blank page before it, which moves every later guide one page on.
 */
export function guidesAfterABlankPage(starts: readonly number[]): number[] {
  const before: number[] = [];
  for (const [index, start] of starts.entries()) if ((start + before.length) % 2 === 0) before.push(index);
  return before;
}

/** A handout of several guides for two-sided printing: where its guides start printed on one side, and the PDF. */
export interface TwoSidedPrint {
  /** The page each guide starts on printed on one side, from 1. */
  starts: number[];
  /** The guides (from 0) with a blank page before them. */
  blankBefore: number[];
  /** The PDF with those blank pages; none when no guide needs one, and the handout's own PDF serves both ways. */
  pdf?: Buffer;
}

/**
 * The open handout for two-sided printing, each guide from the front of a sheet: its pages counted in a print with
 * each guide's title marked, then, where a guide would start on a back, a blank page before it (print.css
 * `.blank-page`; before the "screens may be in English" note, which starts the first guide's sheet) and a print
 * again. Undefined for a page that holds no guides of its own (a single guide prints as one).
 */
export async function printTwoSided(page: Page): Promise<TwoSidedPrint | undefined> {
  const guides = Number(await page.evaluate(MARK_GUIDES));
  if (guides === 0) return undefined;
  const counted = await printPdf(page);
  await page.evaluate(UNMARK_GUIDES);
  const texts = pdfPagesText(counted);
  const starts = Array.from({ length: guides }, (_, index) => texts.findIndex((text) => text.includes(`${START_MARK}${index}x`)) + 1);
  const lost = starts.findIndex((start) => start === 0);
  if (lost >= 0) throw new Error(`${page.url()}: guide ${lost + 1} of ${guides} was not found in the printed pages, so the PDF for two-sided printing cannot be made.`);
  const blankBefore = guidesAfterABlankPage(starts);
  if (blankBefore.length === 0) return { starts, blankBefore };
  await page.evaluate(`(${JSON.stringify(blankBefore)}).forEach((index) => {
    const guide = document.querySelectorAll('.handout-guide')[index];
    const note = guide.previousElementSibling;
    const blank = document.createElement('div');
    blank.className = 'blank-page';
    (note && note.classList.contains('handout-sections__note') ? note : guide).before(blank);
  })`);
  const pdf = await printPdf(page);
  const expected = pdfPageCount(counted) + blankBefore.length;
  if (pdfPageCount(pdf) !== expected) throw new Error(`${page.url()}: the PDF for two-sided printing has ${pdfPageCount(pdf)} pages, not ${expected}: a blank page changed how the guides fall on the pages.`);
  return { starts, blankBefore, pdf };
}

/** The file name of a handout's PDF for two-sided printing: `packets-new-family-two-sided.pdf`. */
const twoSidedFileOf = (key: string): string => pdfFileOf(key).replace(/\.pdf$/, '-two-sided.pdf');

async function printAll(browser: Browser, siteUrl: (address: string) => string, jobs: readonly HandoutJob[], folder: string): Promise<Map<string, HandoutPdf>> {
  const made = new Map<string, HandoutPdf>();
  const context = await browser.newContext();
  const page = await context.newPage();
  const write = (file: string, pdf: Buffer) => {
    fs.writeFileSync(path.join(folder, file), pdf);
    return { href: `/${PDF_FOLDER}/${file}`, pages: pdfPageCount(pdf), bytes: pdf.length };
  };
  for (const job of jobs) {
    await openHandout(page, siteUrl(job.address));
    const oneSided = write(pdfFileOf(job.key), await printPdf(page));
    const twoSided = await printTwoSided(page);
    made.set(job.key, twoSided ? { ...oneSided, twoSided: twoSided.pdf ? write(twoSidedFileOf(job.key), twoSided.pdf) : oneSided } : oneSided);
  }
  await context.close();
  return made;
}

export interface HandoutsResult {
  pdfs: Map<string, HandoutPdf>;
  seconds: number;
}

/** Builds the site, prints every handout, then builds the site again with the PDFs and their links. */
export async function buildHandouts(options: BuildOptions = {}): Promise<HandoutsResult> {
  const started = performance.now();
  const outDir = options.outDir ?? DEFAULT_OUT_DIR;
  await buildSite(options);
  const graph = await loadContentGraph({ contentDir: options.contentDir ?? CONTENT_DIR });
  const folder = fs.mkdtempSync(path.join(projectRoot, 'node_modules', '.cache', 'handouts-'));
  try {
    const site = await serveBuiltSite(outDir);
    const browser = await chromium.launch({ executablePath: findChromium() });
    let pdfs: Map<string, HandoutPdf>;
    try {
      pdfs = await printAll(browser, (address) => site.url(address), handoutJobs(graph), folder);
    } finally {
      await browser.close();
      await site.close();
    }
    await buildSite({ ...options, handouts: { folder, pdfs } });
    return { pdfs, seconds: (performance.now() - started) / 1000 };
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
