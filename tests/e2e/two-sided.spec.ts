/**
 * The office's PDF to print on both sides (src/engine/node/publish/handout-pdfs.ts printTwoSided): every guide of
 * a packet starts on the front of a sheet, an odd page, and a page is blank only where it moves a guide there.
 * One packet per language, printed as `npm run handouts` prints it: the main language's smallest packet, and the
 * second language's smallest in two languages (its guides carry the "screens may be in English" note, and each
 * is followed by its twin). The guides are found by their titles, from content/, in each page's text (pdftotext).
 */
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { openHandout, pdfPagesText, printTwoSided } from '../../src/engine/node/publish/handout-pdfs.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { expect, test } from './fixtures.ts';
import { hasPoppler } from './printing.ts';
import { allPages, graph, SITE, uiText } from './site.ts';

const [main, second] = SITE.languages.map((language) => language.code);

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A language's ready-made packet with the fewest guides: the quickest to print. */
const smallestPacket = (lang: string) =>
  allPages.filter((page) => page.lang === lang && page.frontmatter.packet).sort((a, b) => a.frontmatter.packet!.guides.length - b.frontmatter.packet!.guides.length)[0]!;

/** A packet's guides in print order, from its header; in two languages each followed by its twin. */
function guidesOf(packet: GraphPage, both: boolean): GraphPage[] {
  return packet.frontmatter.packet!.guides.flatMap((route) => {
    const guide = graph.byPath.get(route)!;
    const twin = both ? SITE.languages.map(({ code }) => guide.twins[code]).find((key) => key && key !== guide.key) : undefined;
    return twin ? [guide, graph.byKey.get(twin)!] : [guide];
  });
}

const cases = [
  { name: 'the main language\'s smallest packet', packet: () => smallestPacket(main!), both: false },
  { name: 'the second language\'s smallest packet in two languages', packet: () => smallestPacket(second!), both: true },
];

test.beforeEach(() => {
  test.skip(!hasPoppler('pdftotext'), 'no pdftotext (poppler-utils): the printed pages cannot be read');
});

test('the packets to print exist in content/', () => {
  expect(second, 'a second language').toBeDefined();
  for (const { packet } of cases) expect(packet(), 'a ready-made packet').toBeDefined();
});

for (const { name, packet, both } of cases) {
  test(`${name}: each guide starts on the front of a sheet, a blank page only before one`, async ({ page, baseURL }) => {
    const shown = packet();
    const guides = guidesOf(shown, both);
    await openHandout(page, `${baseURL}${pageHref(both ? bilingualRoute(shown.path) : shown.path)}`);
    const printed = await printTwoSided(page);
    expect(printed, 'a packet prints its guides').toBeDefined();
    expect(printed!.starts, 'one start per guide of the packet').toHaveLength(guides.length);
    // The one-sided print's cover ends on page 1, so its first guide would start on a back: the check has work to do.
    expect(printed!.starts.some((start) => start % 2 === 0), `guides printed on one side start on ${printed!.starts.join(' ')}`).toBe(true);
    const texts = pdfPagesText(printed!.pdf!).map(oneLine);

    // A guide's first page starts with its title, after the note on the screens' language where it has one.
    const notes = SITE.languages.map(({ code }) => oneLine(uiText(guides.find((guide) => guide.lang === code) ?? shown, 'screensLanguage')));
    const startsWithTitle = (text: string, title: string) => [text, ...notes.filter((note) => text.startsWith(note)).map((note) => text.slice(note.length).trim())].some((rest) => rest.startsWith(oneLine(title)));
    const starts: number[] = [];
    for (const guide of guides) {
      const after = starts.at(-1) ?? 1;
      const found = texts.findIndex((text, index) => index + 1 > after && startsWithTitle(text, guide.frontmatter.title)) + 1;
      expect(found, `"${guide.frontmatter.title}" (${guide.path}) starts a page after page ${after}`).toBeGreaterThan(0);
      starts.push(found);
    }
    expect(starts.filter((start) => start % 2 === 0), `guides start on pages ${starts.join(' ')} of ${texts.length}`).toEqual([]);

    // Each blank page comes just before a guide's first page, and only there.
    const blanks = texts.flatMap((text, index) => (text === '' ? [index + 1] : []));
    expect(blanks, `blank pages, with guides starting on ${starts.join(' ')}`).toEqual(starts.filter((start) => texts[start - 2] === '').map((start) => start - 1));
    expect(blanks).toHaveLength(printed!.blankBefore.length);
  });
}
