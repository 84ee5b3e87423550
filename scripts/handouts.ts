/**
 * `npm run handouts`: builds the site with a PDF of every printable page and
 * packet, in each language and in both, in dist/pdf/, each page linking its
 * own (src/engine/node/publish/handout-pdfs.ts); prints each PDF's sheets and size.
 */
import { buildHandouts } from '../src/engine/node/publish/handout-pdfs.ts';

try {
  const { pdfs, seconds } = await buildHandouts({ quiet: true });
  const width = Math.max(...[...pdfs.keys()].map((key) => key.length));
  for (const [key, pdf] of [...pdfs].sort(([a], [b]) => a.localeCompare(b))) console.log(`${key.padEnd(width)}  ${String(pdf.pages).padStart(3)} sheets  ${(pdf.bytes / 1000).toFixed(0).padStart(5)} KB  ${pdf.href}`);
  console.log(`\n${pdfs.size} PDFs in dist/pdf/ in ${seconds.toFixed(1)} s; each printable page links its own.`);
} catch (error) {
  console.error(`\nThe handouts could not be made.\n${(error as Error).message}`);
  process.exit(1);
}
