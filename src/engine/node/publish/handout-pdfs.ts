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
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type { HandoutPdf } from '../../pages.ts';
import { findChromium } from '../find-chromium.ts';
import { loadContentGraph, type ContentGraph } from '../graph/content-graph.ts';
import { bilingualHandouts } from '../render/page-handouts.ts';
import { buildSite, CONTENT_DIR, DEFAULT_OUT_DIR, type BuildOptions } from './build-site.ts';
import { serveBuiltSite } from './static-server.ts';
import { projectRoot } from '../project.ts';

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

/** One handout as the office's PDF prints it, from its address on the built site, in a page of the caller's. */
export async function printHandout(page: Page, url: string): Promise<Buffer> {
  await page.goto(url, { waitUntil: 'networkidle' });
  // Anyone prints it, any day: the date and the school are left to write in.
  // A string, run in the page: this file is Node's side and knows no `document`.
  await page.evaluate("document.querySelectorAll('.written-in').forEach((written) => written.remove())");
  return page.pdf({ format: 'Letter', preferCSSPageSize: true, printBackground: false });
}

async function printAll(browser: Browser, siteUrl: (address: string) => string, jobs: readonly HandoutJob[], folder: string): Promise<Map<string, HandoutPdf>> {
  const made = new Map<string, HandoutPdf>();
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const job of jobs) {
    const pdf = await printHandout(page, siteUrl(job.address));
    const file = pdfFileOf(job.key);
    fs.writeFileSync(path.join(folder, file), pdf);
    made.set(job.key, { href: `/${PDF_FOLDER}/${file}`, pages: pdfPageCount(pdf), bytes: pdf.length });
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
