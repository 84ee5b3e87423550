/**
 * Every built page (dist/, both languages) against its file in content/: what
 * the content says is what the page shows. Counts, titles, labels and addresses
 * are read from content/ here, never typed in, so adding a question, a card, a
 * staff member or a guide, or retitling one, keeps these tests green while a
 * page that drops or changes any of them fails. HTML-only checks live here, not
 * in the browser. npm test checks the pages the browser tests visit (checkedPages); TEST_PAGES=all every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import QRCode from 'qrcode';
import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy } from '../../src/engine/node/security-headers.ts';
import { isEnglishOnly } from '../../src/components/SmartLink.tsx';
import { pageFile, pageHref, printedAddress, publicAddress } from '../../src/engine/urls.ts';
import { textIn } from '../../src/engine/in-languages.ts';
import type { GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { noticesOn } from '../../src/engine/node/graph/notices-file.ts';
import { otherLanguage } from '../../src/engine/node/render/page-handouts.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { allPages, attribute, blocksOf, childBlocks, graph, projectRoot, site, testedPages, treeOf } from './content.ts';

const dist = path.join(projectRoot, process.env.SITE_DIST ?? 'dist');
const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function built(page: GraphPage): Document {
  const html = fs.readFileSync(path.join(dist, pageFile(page.path)), 'utf8');
  return parseHTML(html).document as unknown as Document;
}
const texts = (scope: ParentNode, selector: string) => [...scope.querySelectorAll(selector)].map((element) => squash(element.textContent));

/**
 * Whether an SVG drawing of a QR code, one rectangle per dark run of a row
 * (`M<x> <y>h<width>…`), shows exactly the modules of `text`'s QR code.
 */
function drawsQrCodeOf(svg: string, text: string): boolean {
  const dark = new Set<string>();
  for (const [, x, y, width] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let column = Number(x); column < Number(x) + Number(width); column++) dark.add(`${column},${y}`);
  }
  return (['L', 'M', 'Q', 'H'] as const).some((errorCorrectionLevel) => {
    const { size, data } = QRCode.create(text, { errorCorrectionLevel }).modules;
    const expected = new Set<string>();
    for (let index = 0; index < data.length; index++) if (data[index]) expected.add(`${index % size},${Math.floor(index / size)}`);
    return expected.size === dark.size && [...expected].every((module) => dark.has(module));
  });
}

/**
 * The pages SITE_PAGES names (addresses, comma-separated: the editor-edits proof checks the pages its edits changed),
 * else the pages the browser checks visit: a representative set of every kind of page and block in each language, and
 * the pages a change touches, so a change costs the same however many guides there are; every page with TEST_PAGES=all
 * (the deploy workflow, and the pull request's Content job).
 */
function checkedPages(): readonly GraphPage[] {
  const named = process.env.SITE_PAGES?.split(',');
  if (!named) return testedPages();
  const unknown = named.filter((route) => !graph.byPath.has(route));
  if (unknown.length > 0) throw new Error(`SITE_PAGES names addresses that are no page: ${unknown.join(', ')}`);
  return allPages.filter((page) => named.includes(page.path));
}

describe.each(checkedPages().map((page) => [page.path, page] as const))('%s', (_route, page) => {
  const document = built(page);
  // What the page's own file says; the guides a packet holds are checked against theirs (handouts.test.ts).
  const main = document.querySelector('main')!.cloneNode(true) as Element;
  main.querySelector('.handout-sections')?.remove();
  const header = page.frontmatter;

  test('language, title, heading, description and addresses come from its file', () => {
    expect(document.documentElement.getAttribute('lang')).toBe(page.lang);
    expect(texts(document, 'title')).toEqual([page.documentTitle]);
    expect(texts(document, 'h1')).toEqual([squash(header.title)]);
    const meta = (name: string) => document.querySelector(`meta[name="${name}"], meta[property="${name}"]`)?.getAttribute('content');
    expect(squash(meta('description'))).toBe(squash(header.description));
    expect(meta('og:description')).toBe(meta('description'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(publicAddress(site.siteUrl, page.path));
  });

  test('its security policy allows only the frames content/ embeds, and it has no inline script', () => {
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(
      contentSecurityPolicy(graph.frameOrigins, { forMetaTag: true }),
    );
    expect(document.querySelectorAll('script:not([src]):not([type="application/json"])').length).toBe(0);
  });

  test('Back to its parent when it has one; Print when it is printable', () => {
    const back = document.querySelector('.subnav__back');
    if (header.parent) expect(back?.getAttribute('href')).toBe(pageHref(header.parent));
    else expect(back).toBeNull();
    expect(document.querySelectorAll('.subnav button[data-control="print"]').length).toBe(header.printable ? 1 : 0);
  });

  test('every tab set shows its tabs, in order, each with a panel', () => {
    const tabSets = blocksOf(page, 'Tabs');
    const lists = [...main.querySelectorAll('[role="tablist"]')];
    expect(lists.length).toBe(tabSets.length);
    tabSets.forEach((tabs, index) => {
      const labels = childBlocks(tabs, 'Tab').map((tab) => squash(attribute(tab, 'label')));
      const buttons = [...lists[index]!.querySelectorAll('[role="tab"]')];
      expect(buttons.map((button) => squash(button.textContent))).toEqual(labels);
      for (const button of buttons) expect(document.getElementById(button.getAttribute('aria-controls')!)?.getAttribute('role')).toBe('tabpanel');
    });
  });

  test('every question is shown, in order, with its answer in the HTML', () => {
    const questions = blocksOf(page, 'AccordionItem').map((item) => squash(attribute(item, 'title')));
    const triggers = [...main.querySelectorAll('.accordion__trigger')];
    expect(triggers.map((trigger) => squash(trigger.textContent))).toEqual(questions);
    for (const trigger of triggers) expect(squash(document.getElementById(trigger.getAttribute('aria-controls')!)?.textContent)).not.toBe('');
  });

  test('every card is shown, in order, with its link', () => {
    const cards = blocksOf(page, 'Card');
    expect(texts(main, '.card__title')).toEqual(cards.map((card) => squash(attribute(card, 'title'))));
    const shown = [...main.querySelectorAll('.card')];
    cards.forEach((card, index) => {
      const href = attribute(card, 'href');
      if (!href) return;
      const links = [...shown[index]!.querySelectorAll('a')].map((link) => link.getAttribute('href'));
      expect(links).toContain(href.startsWith('/') ? pageHref(href.split('#')[0]!) + (href.includes('#') ? `#${href.split('#')[1]}` : '') : href);
    });
  });

  test('the staff directory shows everyone in staff.yaml, with their names and titles in the page\'s language', () => {
    const directories = blocksOf(page, 'StaffDirectory').length;
    const mainLang = site.languages[0]!.code;
    expect(texts(main, '.staff-card__name')).toEqual(directories > 0 ? graph.staff!.map((member) => squash(textIn(member.name, page.lang, mainLang))) : []);
    expect(texts(main, '.staff-card__title')).toEqual(directories > 0 ? graph.staff!.map((member) => squash(textIn(member.title, page.lang, mainLang))) : []);
  });

  test('the footer names the school system in the page\'s language, and its edit link says whom it is for', () => {
    const footer = document.querySelector('.site-footer');
    if (!footer) return; // bare pages
    expect(squash(footer.textContent)).toContain(squash(site.names[page.lang]?.name ?? site.name));
    const edit = footer.querySelector('.site-footer__edit a');
    expect(edit?.getAttribute('href')).toBe(`${site.repository.url}/edit/${site.repository.branch}/${page.file}`);
    expect(squash(edit?.textContent)).toContain(squash(page.locale.ui.editPage));
    expect(main.querySelector(`a[href^="${site.repository.url}"]`), 'no edit link in the page itself').toBeNull();
  });

  test('its footer says "Something wrong on this page?" with an email to the office (or its form) that names the page, beside the editors\' link', () => {
    const report = document.querySelector('.site-footer__report a');
    if (!document.querySelector('.site-footer')) return; // bare pages
    const address = publicAddress(site.siteUrl, page.path);
    const href = report?.getAttribute('href') ?? '';
    const { form, pageParameter } = site.reportProblem;
    if (form && pageParameter) expect(new URL(href).searchParams.get(pageParameter)).toBe(address);
    else {
      expect(href.startsWith(`mailto:${site.office.email}?`)).toBe(true);
      const field = (name: string) => decodeURIComponent(new RegExp(`[?&]${name}=([^&]*)`).exec(href)?.[1] ?? '');
      expect(field('subject')).toContain(page.frontmatter.title);
      expect(field('body')).toContain(address);
      expect(field('body')).toContain(page.frontmatter.title);
    }
    expect(squash(report?.textContent)).toBe(squash(page.locale.ui.reportLink));
    expect(report?.closest('.site-footer__page')?.querySelector('.site-footer__edit a')).not.toBeNull();
  });

  test('the notices of notices.yaml for it stand at the top, in its language, hidden until they start, printed only when marked', () => {
    const expected = page.frontmatter.layout === 'bare' ? [] : noticesOn(page, graph.notices, { languages: site.languages, siteUrl: site.siteUrl, links: site.links, exists: (route) => graph.byPath.has(route), now: graph.madeAt });
    const shown = [...main.querySelectorAll('[data-notice]')];
    expect(shown.map((notice) => notice.getAttribute('data-notice'))).toEqual(expected.map((notice) => notice.id));
    expected.forEach((notice, index) => {
      const element = shown[index]!;
      expect(squash(element.querySelector('.callout__kind + span')?.textContent)).toBe(squash(notice.pieces.map((piece) => piece.text).join('')));
      expect(element.hasAttribute('hidden')).toBe(notice.from !== undefined);
      expect(element.classList.contains('site-notice--screen')).toBe(!notice.print);
      expect(element.getAttribute('data-notice-until')).toBe(notice.until);
      if (notice.textLang) expect(element.querySelector(`[lang="${notice.textLang}"]`)).not.toBeNull();
    });
    if (shown.length > 0) expect(main.querySelector('article > :first-child')?.classList.contains('site-notices')).toBe(true);
  });

  test('every embedded page is framed as written, sandboxed, with a plain link beside it', () => {
    const embedded = blocksOf(page, 'EmbeddedPage');
    const frames = [...main.querySelectorAll('iframe')];
    expect(frames.length).toBe(embedded.length);
    embedded.forEach((element, index) => {
      const frame = frames[index]!;
      expect(frame.getAttribute('src')).toBe(attribute(element, 'src'));
      expect(frame.getAttribute('title')).toBe(attribute(element, 'title'));
      if (attribute(element, 'height')) expect(frame.getAttribute('height')).toBe(attribute(element, 'height'));
      expect(frame.getAttribute('sandbox')).not.toMatch(/allow-top-navigation/);
      expect(main.querySelector(`a[href="${attribute(element, 'src')}"][target="_blank"]`)).not.toBeNull();
    });
  });

  test('each English screen label written "**Label** (en español: **Etiqueta**)" is marked lang="en", and nothing else is', () => {
    // The labels of the page as the content graph holds it (a <SiteSetting> has left out what does not apply).
    const labels: string[] = [];
    const wordsOf = (node: object): string => ('value' in node ? String(node.value) : 'children' in node ? (node.children as object[]).map(wordsOf).join('') : '');
    const collect = (node: object) => {
      if (!('children' in node)) return;
      const children = node.children as { type: string; value?: string }[];
      children.forEach((child, index) => {
        if (child.type === 'strong' && /^\s*\(en español:\s*$/.test(children[index + 1]?.value ?? '') && children[index + 2]?.type === 'strong') labels.push(wordsOf(child));
        collect(child);
      });
    };
    collect(treeOf(page)!);
    const marked = [...main.querySelectorAll('strong[lang="en"]')];
    expect(texts(main, 'strong[lang="en"]')).toEqual(labels.map(squash));
    for (const element of marked) expect(element.nextSibling?.textContent).toMatch(/^\s*\(en español:/);
    // Every label the source writes in the form is among them (or left out by a <SiteSetting>).
    if (!page.source.includes('<SiteSetting')) expect(labels).toHaveLength([...page.source.matchAll(/\*\*\s*\(en español:\s*\*\*/g)].length);
  });

  // What the page says to someone who hears it (issue 35), from the HTML sent: heading navigation meets every heading, hidden ones too.
  test('every tab opens with a heading of its label, and every question is a heading; "On this page" lists every tab; no heading skips a level', () => {
    const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => ({ level: Number(heading.tagName[1]), text: squash(heading.textContent) }));
    headings.forEach((heading, index) => {
      if (index > 0) expect(heading.level, `"${heading.text}" after "${headings[index - 1]!.text}"`).toBeLessThanOrEqual(headings[index - 1]!.level + 1);
    });
    const texts = headings.map((heading) => heading.text);
    const labels = blocksOf(page, 'Tabs').flatMap((tabs) => childBlocks(tabs, 'Tab').map((tab) => squash(attribute(tab, 'label'))));
    for (const label of labels) expect(texts, `a heading "${label}"`).toContain(label);
    for (const item of blocksOf(page, 'AccordionItem')) expect(texts, 'a heading for each question').toContain(squash(attribute(item, 'title')));
    // "On this page", where the guide has one, is what the build outlined, and that lists every tab.
    const aside = document.querySelector('.on-this-page--aside');
    if (labels.length > 0 && aside) {
      const outline = page.outline.map((entry) => squash(entry.text));
      for (const label of labels) expect(outline).toContain(label);
      expect([...aside.querySelectorAll('a')].map((link) => squash(link.textContent))).toEqual(outline);
    }
  });

  test('a table whose first column names its rows has row headers; column headers say so', () => {
    for (const table of main.querySelectorAll('table')) {
      const first = [...table.querySelectorAll('tbody tr > :first-child')].map((cell) => ({ tag: cell.tagName, scope: cell.getAttribute('scope'), text: squash(cell.textContent) }));
      const namesRows = first.every((cell) => cell.text) && new Set(first.map((cell) => cell.text)).size === first.length;
      for (const cell of first) expect(cell, `"${cell.text}"`).toEqual(namesRows ? { tag: 'TH', scope: 'row', text: cell.text } : { tag: 'TD', scope: null, text: cell.text });
      for (const header of table.querySelectorAll('thead th')) expect(header.getAttribute('scope')).toBe('col');
    }
  });

  test('every numbered-steps block is a numbered list', () => {
    expect(main.querySelectorAll('.steps > ol').length).toBe(blocksOf(page, 'Steps').length);
  });

  // Reading each drawing back takes a while on a page of several: a busy machine needs more than the default.
  test('its QR codes are drawings of this site that encode what the page says they do', { timeout: 30_000 }, () => {
    const expected = blocksOf(page, 'AppStoreLinks').length;
    // A handout's guides show their own pages' codes, checked there.
    const codes = [...document.querySelectorAll('img.qr-code')].filter((code) => !code.closest('.handout-sections'));
    if (expected > 0) expect(codes.length).toBeGreaterThanOrEqual(expected);
    for (const code of codes) {
      const src = code.getAttribute('src')!;
      expect(src).toMatch(/^\/qr\/[\w-]+\.svg$/);
      const svg = fs.readFileSync(path.join(dist, src), 'utf8');
      expect(graph.qrCodes.some((text) => drawsQrCodeOf(svg, text)), `${src} encodes one of the site's QR texts`).toBe(true);
    }
  });

  test('links that open a new tab are https and leak nothing; on a page in another language, help only in English says so', () => {
    for (const link of main.querySelectorAll('a[target="_blank"]:not(.button)')) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      const marked = link.nextElementSibling?.classList.contains('link-language') ?? false;
      expect(marked, link.getAttribute('href')!).toBe(page.lang !== 'en' && isEnglishOnly(link.getAttribute('href')!, site.englishOnly));
    }
  });
});

describe('site files', () => {
  test('the sitemap lists every page but bare ones, and robots.txt names it', () => {
    const sitemap = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    for (const page of allPages) {
      const listed = sitemap.includes(`<loc>${publicAddress(site.siteUrl, page.path)}</loc>`);
      expect(listed, page.path).toBe(page.frontmatter.layout !== 'bare');
    }
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });

  test.each(graph.notFoundPages.map((page) => [page.file, page] as const))('%s: not indexed, no canonical address', (_file, page) => {
    const file = page.lang === 'en' ? '404.html' : `${page.lang}/404.html`;
    const document = parseHTML(fs.readFileSync(path.join(dist, file), 'utf8')).document;
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('h1')?.textContent?.trim()).toBe(page.frontmatter.title);
  });

  test('the favicon and the web app manifest, named for the school system', () => {
    expect(fs.existsSync(path.join(dist, 'favicon.svg'))).toBe(true);
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'site.webmanifest'), 'utf8')) as { name: string; icons: unknown[] };
    expect(manifest.name).toContain(site.name);
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

/**
 * Handouts that hold several guides (src/handouts/): a family packet holds
 * each guide its header lists, in order; every printable guide with a twin
 * has its handout in two languages at <route>/both (src/handouts/bilingual.ts),
 * itself then its twin. Each guide there shows what its own file says, under
 * its title and in its language, with its printed address; no id is used twice.
 */
const handouts = checkedPages().flatMap((page) => {
  if (page.frontmatter.packet) return [{ route: page.path, page, guides: page.frontmatter.packet.guides.map((route) => graph.byPath.get(route)!) }];
  const other = otherLanguage(page.lang, graph);
  const twin = page.frontmatter.printable && other ? graph.byKey.get(page.twins[other] ?? '') : undefined;
  return twin ? [{ route: bilingualRoute(page.path), page, guides: [page, twin] }] : [];
});

describe.each(handouts.map((handout) => [handout.route, handout] as const))('handout %s', (route, { page, guides }) => {
  const document = parseHTML(fs.readFileSync(path.join(dist, pageFile(route)), 'utf8')).document as unknown as Document;
  const sections = [...document.querySelectorAll('.handout-sections > .handout-guide')];

  test('holds each of its guides, in order, each under its title and in its language', () => {
    expect(sections.map((section) => squash(section.querySelector('.handout-guide__title')?.textContent))).toEqual(guides.map((guide) => squash(guide.frontmatter.title)));
    expect(sections.map((section) => section.getAttribute('lang'))).toEqual(guides.map((guide) => guide.lang));
  });

  test('each guide as its file says: tab sets, questions, steps, and its own printed address', () => {
    guides.forEach((guide, index) => {
      const section = sections[index]!;
      expect(section.querySelectorAll('[role="tablist"]').length, guide.path).toBe(blocksOf(guide, 'Tabs').length);
      expect(texts(section, '.accordion__trigger'), guide.path).toEqual(blocksOf(guide, 'AccordionItem').map((item) => squash(attribute(item, 'title'))));
      expect(section.querySelectorAll('.steps > ol').length, guide.path).toBe(blocksOf(guide, 'Steps').length);
      expect(squash(section.querySelector('.print-footer')?.textContent)).toContain(printedAddress(publicAddress(site.siteUrl, guide.path)));
    });
  });

  test('no id is used twice, and every reference to an id finds it', () => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const element of document.querySelectorAll('.handout-sections [aria-controls], .handout-sections [aria-labelledby]')) {
      for (const id of `${element.getAttribute('aria-controls') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`.split(/\s+/).filter(Boolean)) expect(document.getElementById(id), id).not.toBeNull();
    }
  });

  test('"the screens may be in English" is said at most once', () => {
    expect(document.querySelectorAll('.screens-note').length).toBeLessThanOrEqual(1);
  });

  if (route !== page.path) {
    test('in two languages: reached from the page beside Print, not indexed, at its own canonical address', () => {
      expect(built(page).querySelector(`.subnav a[href="${pageHref(route)}"]`)).not.toBeNull();
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(publicAddress(site.siteUrl, route));
    });
  }
});

/** Each packet with a twin, printed in two languages (`<packet>/both`): its cover says whom it is for in both, each in its language. */
const bilingualPackets = checkedPages().flatMap((page) => {
  const other = otherLanguage(page.lang, graph);
  const twin = page.frontmatter.packet && other ? graph.byKey.get(page.twins[other] ?? '') : undefined;
  return twin?.frontmatter.packet ? [[bilingualRoute(page.path), page, twin] as const] : [];
});
describe.each(bilingualPackets)('packet in two languages %s', (route, page, twin) => {
  test('its cover says whom it is for in both languages, each marked with its language', () => {
    const document = parseHTML(fs.readFileSync(path.join(dist, pageFile(route)), 'utf8')).document as unknown as Document;
    const lines = [...document.querySelectorAll('.packet-for')].map((line) => ({ lang: line.getAttribute('lang') ?? page.lang, text: squash(line.textContent) }));
    expect(lines).toEqual([
      { lang: page.lang, text: squash(page.frontmatter.packet!.for) },
      { lang: twin.lang, text: squash(twin.frontmatter.packet!.for) },
    ]);
  });
});
