/**
 * `npm run handouts`: builds the site with a PDF of every printable page and
 * packet, in each language and in both, in dist/pdf/, each page linking its
 * own (src/engine/node/publish/handout-pdfs.ts); prints each PDF's pages and size, and those of a handout's
 * PDF to print on both sides where it has blank pages.
 */
import type { PdfFile } from '../src/engine/page-types.ts';
import { buildHandouts } from '../src/engine/node/publish/handout-pdfs.ts';

try {
  const { pdfs, seconds } = await buildHandouts({ quiet: true });
  const width = Math.max(...[...pdfs.keys()].map((key) => key.length));
  const line = (file: PdfFile) => `${String(file.pages).padStart(3)} pages  ${(file.bytes / 1000).toFixed(0).padStart(5)} KB  ${file.href}`;
  for (const [key, pdf] of [...pdfs].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${key.padEnd(width)}  ${line(pdf)}`);
    if (pdf.twoSided && pdf.twoSided.href !== pdf.href) console.log(`${'  on both sides'.padEnd(width)}  ${line(pdf.twoSided)}`);
  }
  const twoSided = [...pdfs.values()].filter((pdf) => pdf.twoSided);
  const blanks = twoSided.filter((pdf) => pdf.twoSided!.href !== pdf.href).length;
  console.log(`\n${pdfs.size + blanks} PDFs in dist/pdf/ in ${seconds.toFixed(1)} s; each printable page links its own.`);
  console.log(`${twoSided.length} handouts of several guides print on both sides; ${blanks} of them with blank pages, in a PDF of their own.`);
} catch (error) {
  console.error(`\nThe handouts could not be made.\n${(error as Error).message}`);
  process.exit(1);
}
