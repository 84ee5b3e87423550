/**
 * Liaisons first (issue 29): every school's tech liaison from any guide, the
 * reader's own school remembered in the browser only, and family packets that
 * print in English, Spanish or both. Schools, packets and guides are read from
 * content/ (schools.yaml, the packets' headers), never typed in.
 */
import type { Page } from '@playwright/test';
import { WIDGET_STARTED_ATTRIBUTE } from '../../src/shared/markup.ts';
import { SCHOOL_LIST_ID } from '../../src/components/school-list-ids.ts';
import { schoolEntries, type SchoolEntry } from '../../src/engine/schools.ts';
import { pageHref } from '../../src/engine/urls.ts';
import { bilingualRoute } from '../../src/handouts/bilingual.ts';
import { axeViolations, expect, test, waitForApp } from './fixtures.ts';
import { expectPrintedHandout } from './printing.ts';
import { address, allPages, graph, pagesWith, uiText } from './site.ts';

const MAIN = graph.site!.languages[0]!.code;
const LANGUAGES = graph.site!.languages.map(({ code }) => code);
const LIST_PAGE = pagesWith('SchoolList', MAIN)[0]!;
const listPageIn = (lang: string) => pagesWith('SchoolList', lang)[0]!;
const schoolsIn = (lang: string): SchoolEntry[] => schoolEntries(graph.schools, lang, MAIN);
const SCHOOLS = schoolsIn(MAIN);
/** A school whose liaison has a phone and an email, to pick. */
const PICKED = SCHOOLS.find((school) => school.phone && school.email && school.liaison)!;
/** A guide that sends readers to their school's liaison. */
const GUIDE = allPages.find((page) => page.lang === MAIN && page.frontmatter.parent && page.source.includes(`#${SCHOOL_LIST_ID})`))!;
const PACKET = allPages.find((page) => page.lang === MAIN && page.frontmatter.packet)!;
const BUILDER = pagesWith('PacketBuilder', MAIN)[0]!;
/** A printable guide with a Spanish twin, and that twin. */
const BILINGUAL = allPages.find((page) => page.lang === MAIN && page.frontmatter.printable && !page.frontmatter.packet && page.twins.es)!;
const SPANISH = graph.byKey.get(BILINGUAL.twins.es!)!;

/** The page's script is ready and the list of schools' own module has started it (src/browser/page-widgets.ts). */
async function waitForList(page: Page): Promise<void> {
  await waitForApp(page);
  await page.locator(`.school-list[${WIDGET_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

async function pickSchool(page: Page, school: SchoolEntry): Promise<void> {
  await page.goto(`${address(LIST_PAGE)}#${school.id}`);
  await waitForList(page);
  const button = page.locator(`[data-school="${school.id}"] button[data-pick]`);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

test.describe('the list of schools', () => {
  for (const lang of LANGUAGES) test(`every school of schools.yaml, under its area, with its liaison's phone and email as links a phone follows; a guide's liaison link leads there (${lang})`, async ({ page }) => {
    const listPage = listPageIn(lang);
    const guide = allPages.find((candidate) => candidate.lang === lang && candidate.frontmatter.parent && candidate.source.includes(`#${SCHOOL_LIST_ID})`))!;
    await page.goto(address(guide));
    await expect(page.locator('a[data-liaison]').first()).toHaveAttribute('href', `${pageHref(listPage.path)}#${SCHOOL_LIST_ID}`);
    await page.goto(address(listPage));
    // Every entry read in one pass over the page (a long list), then held to schools.yaml.
    const schools = schoolsIn(lang);
    const shown = await page.evaluate((ids) => ids.map((id) => {
      const entry = document.getElementById(id);
      const visibleText = (element: Element | null | undefined) => (element?.checkVisibility() ? (element.textContent ?? '').replace(/\s+/g, ' ').trim() : undefined);
      const links = [...(entry?.querySelectorAll('a[href^="tel:"], a[href^="mailto:"]') ?? [])].filter((link) => link.checkVisibility());
      return {
        name: visibleText(entry?.querySelector('h2, h3, h4, h5, h6')),
        area: visibleText(entry?.closest('section')?.querySelector('h3')),
        links: links.map((link) => ({ href: link.getAttribute('href'), text: visibleText(link) })),
        text: visibleText(entry),
      };
    }), schools.map((school) => school.id));
    expect(shown.map(({ name, area }) => ({ name, area }))).toEqual(schools.map((school) => ({ name: school.name, area: school.area })));
    schools.forEach((school, index) => {
      const { links, text } = shown[index]!;
      if (school.phone) expect(links, school.name).toContainEqual({ href: school.phone.href, text: school.phone.text });
      if (school.email) expect(links.map((link) => link.href), school.name).toContain(`mailto:${school.email}`);
      if (school.liaison) expect(text, school.name).toContain(school.liaison);
    });
  });

  for (const lang of LANGUAGES) test(`the field narrows the list as the reader types, whatever the accents and capitals (${lang})`, async ({ page }) => {
    test.slow(); // several pages, and axe
    const LIST_PAGE = listPageIn(lang);
    const SCHOOLS = schoolsIn(lang);
    await page.goto(address(LIST_PAGE));
    await waitForList(page);
    // A school whose name has an accent, when there is one: typed without it.
    const wanted = SCHOOLS.find((school) => school.name.normalize('NFD') !== school.name) ?? SCHOOLS.at(-1)!;
    // The school's name shouted, without its accents, as a reader on a phone may type it.
    const typed = wanted.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const field = page.getByRole('searchbox', { name: uiText(LIST_PAGE, 'schoolFilter') });
    await field.pressSequentially(typed);
    await expect(page.locator(`#${wanted.id}`)).toBeVisible();
    const shown = await page.locator('[data-school]:visible').count();
    expect(shown).toBe(SCHOOLS.filter((school) => school.name.toLowerCase().includes(wanted.name.toLowerCase())).length);
    await expect(page.locator('.school-filter__count')).toHaveText(uiText(LIST_PAGE, 'schoolsShown', { count: String(shown), total: String(SCHOOLS.length) }));
    await field.fill(wanted.area.toLowerCase());
    await expect(page.locator('[data-school]:visible')).toHaveCount(SCHOOLS.filter((school) => school.area === wanted.area).length);
    await field.fill('zzzz');
    await expect(page.locator('.school-filter__count')).toHaveText(uiText(LIST_PAGE, 'schoolsNone'));
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the header search finds a school by name and opens its entry', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    const school = SCHOOLS[Math.floor(SCHOOLS.length / 2)]!;
    await page.locator('.site-search__input').fill(school.name);
    const hit = page.locator(`#site-search-results a[href$="#${school.id}"]`).first();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`#${school.id}$`));
    await expect(page.locator(`#${school.id}`)).toBeInViewport();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const lang of LANGUAGES) test(`the list is complete, and the parts that need JavaScript are not shown (${lang})`, async ({ page }) => {
      await page.goto(address(listPageIn(lang)));
      await expect(page.locator('[data-school]')).toHaveCount(schoolsIn(lang).length);
      for (const hidden of ['.school-filter', '.my-school', 'button[data-pick]']) await expect(page.locator(hidden).first()).toBeHidden();
      await expect(page.locator(`a[href="${PICKED.phone!.href}"]`)).toBeVisible();
    });
  });
});

test.describe('my school', () => {
  test('kept in this browser only, shown after every "your school\'s tech liaison", forgotten with one button', async ({ page, context }) => {
    test.slow(); // several pages, and axe
    await pickSchool(page, PICKED);
    // Stored under its one key; nothing else the site keeps in the browser (the notices a reader was told of, notices.ts) names it.
    const holdingSchool = () => page.evaluate((id) => Object.entries({ ...localStorage }).filter(([, value]) => value.includes(id)), PICKED.id);
    expect(await holdingSchool()).toEqual([['my-school', PICKED.id]]);
    expect(await context.cookies()).toEqual([]);
    await expect(page.locator('.my-school')).toContainText(PICKED.name);
    await expect(page.locator('.my-school__stored')).toHaveText(uiText(LIST_PAGE, 'mySchoolStored'));

    await page.goto(address(GUIDE));
    const link = page.locator('a[data-liaison]').first();
    await expect(link).toHaveAttribute('href', `${pageHref(LIST_PAGE.path)}#${PICKED.id}`);
    const contact = page.locator('.liaison-contact').first();
    await expect(contact).toContainText(PICKED.liaison!);
    await expect(contact.locator(`a[href="${PICKED.phone!.href}"]`)).toHaveText(PICKED.phone!.text);
    await expect(contact.locator(`a[href="mailto:${PICKED.email}"]`)).toBeVisible();
    // The printed sheet names them too, instead of lines to write in.
    await expect(page.locator('.print-footer [data-write-in="liaison"]').first()).toContainText(PICKED.liaison!);

    await page.goto(address(LIST_PAGE));
    await waitForList(page);
    await page.getByRole('button', { name: uiText(LIST_PAGE, 'mySchoolForget') }).click();
    await expect(page.locator(`[data-school="${PICKED.id}"] button[data-pick]`)).toHaveAttribute('aria-pressed', 'false');
    expect(await holdingSchool()).toEqual([]);
    await page.goto(address(GUIDE));
    await waitForApp(page);
    await expect(page.locator('a[data-liaison]').first()).toHaveAttribute('href', `${pageHref(LIST_PAGE.path)}#${SCHOOL_LIST_ID}`);
    await expect(page.locator('.liaison-contact')).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, viewport: { width: 320, height: 640 } });
    test('a liaison\'s number is at most two taps from any guide: one once the school is chosen', async ({ page }) => {
      test.slow();
      await page.goto(address(GUIDE));
      await waitForApp(page);
      await page.locator('a[data-liaison]').first().tap();
      await expect(page).toHaveURL(new RegExp(`#${SCHOOL_LIST_ID}$`));
      const phone = page.locator(`#${PICKED.id} a[href^="tel:"]`);
      await phone.scrollIntoViewIfNeeded();
      await expect(phone).toHaveAttribute('href', PICKED.phone!.href); // the second tap dials

      await pickSchool(page, PICKED);
      await page.goto(address(GUIDE));
      await expect(page.locator('.liaison-contact a[href^="tel:"]').first()).toHaveAttribute('href', PICKED.phone!.href); // one tap
    });
  });

  test('a school the office has since removed is forgotten quietly: the links lead to the list', async ({ page }) => {
    await page.goto(address(GUIDE));
    await page.evaluate(() => localStorage.setItem('my-school', 'a-school-that-closed'));
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('my-school'))).toBeNull();
    await expect(page.locator('.liaison-contact')).toHaveCount(0);
  });
});

test.describe('family packets', () => {
  test('a packet\'s page lists its guides; printed, a cover with the date and the liaison\'s lines, then each guide from a new sheet', async ({ page }) => {
    test.slow(); // several pages, and axe
    await page.goto(address(PACKET));
    await waitForApp(page);
    const guides = PACKET.frontmatter.packet!.guides.map((route) => graph.byPath.get(route)!);
    await expect(page.locator('.packet-guides li > a')).toHaveText(guides.map((guide) => guide.frontmatter.title));
    await expect(page.locator('.handout-guide').first()).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    const sections = page.locator('.handout-guide');
    await expect(sections).toHaveCount(guides.length);
    for (const section of await sections.all()) {
      await expect(section).toBeVisible();
      expect(await section.evaluate((element) => getComputedStyle(element).breakBefore)).toBe('page');
    }
    const cover = page.locator('.cover-lines');
    await expect(cover.locator('[data-write-in="date"]')).toContainText(new Date().getFullYear().toString());
    await expect(cover.locator('[data-write-in="school"]')).toHaveText(uiText(PACKET, 'printSchool'));
    for (const hidden of ['.packet-options', '.subnav']) await expect(page.locator(hidden)).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    // And as every handout: chrome gone, every tab and answer shown, its address and QR code, no words about a screen.
    await expectPrintedHandout(page, PACKET);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the chosen school\'s liaison is on the cover', async ({ page }) => {
    await pickSchool(page, PICKED);
    await page.goto(address(PACKET));
    const cover = page.locator('.cover-lines');
    await expect(cover.locator('[data-write-in="school"]')).toContainText(PICKED.name);
    await expect(cover.locator('[data-write-in="liaison"]')).toContainText(PICKED.liaison!);
    await expect(cover.locator('[data-write-in="contact"]')).toContainText(PICKED.phone!.text);
  });

  test('a packet\'s title is the reader\'s own, typed into the form, never words a link alone brings; and it is one line long at most', async ({ page }) => {
    const words = 'URGENT: your parent account closes Friday. Call +1 555 010 9999';
    const guide = graph.byPath.get(PACKET.frontmatter.packet!.guides[0]!)!;
    await page.goto(`${address(BUILDER)}?title=${encodeURIComponent(words)}&guide=${encodeURIComponent(guide.path)}`);
    await expect(page.locator('.packet-builder__result')).toBeVisible();
    // Not the link's words: the title a packet without one of the reader's own gets (issue 49).
    await expect(page.locator('.packet-builder__packet-title')).toHaveText(uiText(BUILDER, 'packetUntitled'));
    // The words wait in the form: the reader sees them, and only making the packet makes them its title.
    await expect(page.locator('input[name="title"]')).toHaveValue(words);
    await page.getByRole('button', { name: uiText(BUILDER, 'packetMakeButton') }).click();
    await expect(page.locator('.packet-builder__packet-title')).toHaveText(words);
    await page.locator('input[name="title"]').fill('x'.repeat(200));
    await expect(page.locator('input[name="title"]')).toHaveValue('x'.repeat(80));
  });

  test('the packet builder: an ordinary form whose address makes the same packet again, in both languages, for a school', async ({ page }) => {
    test.slow(); // several pages, and axe
    await page.goto(address(BUILDER));
    await waitForApp(page);
    const ticked = [BILINGUAL, graph.byPath.get(PACKET.frontmatter.packet!.guides[0]!)!];
    for (const guide of ticked) await page.locator(`input[name="guide"][value="${guide.path}"]`).check();
    await page.locator('input[name="lang"][value="both"]').check();
    await page.locator('select[name="school"]').selectOption(PICKED.id);
    await page.getByRole('button', { name: uiText(BUILDER, 'packetMakeButton') }).click();
    await expect(page.locator('.packet-builder__result')).toBeVisible();
    const made = page.url();
    expect(new URL(made).searchParams.get('lang')).toBe('both');

    // Opened again from its address (a bookmark, a colleague's email): the same packet, the same choices.
    await page.goto(made);
    await expect(page.locator('.packet-builder__result')).toBeVisible();
    await expect(page.locator('.packet-builder__status')).toHaveText(uiText(BUILDER, 'packetReady', { count: String(ticked.length) }));
    for (const guide of ticked) await expect(page.locator(`input[name="guide"][value="${guide.path}"]`)).toBeChecked();
    const sections = page.locator('.handout-sections .handout-guide');
    await expect(sections).toHaveCount(ticked.length * 2);
    expect(await sections.evaluateAll((elements) => elements.map((element) => element.getAttribute('lang')))).toEqual(ticked.flatMap(() => ['en', 'es']));
    await expect(page.locator('.packet-builder__cover [data-write-in], .packet-builder__cover .print-footer__write-in').filter({ hasText: PICKED.name })).toHaveCount(1);
    const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.packet-builder__form')).toBeHidden();
    await expect(page.locator('.page-body > :not(.packet-builder)').first()).toBeHidden();
    for (const answer of await sections.locator('.accordion__answer').all()) expect((await answer.boundingBox())?.height).toBeGreaterThan(0);
    await page.emulateMedia({ media: 'screen' });
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a ready-made packet prints whole, with lines to write the date and the liaison in', async ({ page }) => {
      await page.goto(address(PACKET));
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.handout-guide')).toHaveCount(PACKET.frontmatter.packet!.guides.length);
      await expect(page.locator('.cover-lines [data-write-in="date"]')).toHaveText(uiText(PACKET, 'printDate'));
    });

    test('every guide prints in two languages from the link beside Print, the page\'s language first, the screens note once', async ({ page }) => {
    test.slow(); // several pages, and axe
      for (const [shown, twin] of [[BILINGUAL, SPANISH], [SPANISH, BILINGUAL]] as const) {
        await page.goto(address(shown));
        await page.locator(`.subnav a[href="${pageHref(bilingualRoute(shown.path))}"]`).click();
        await page.emulateMedia({ media: 'print' });
        const sections = page.locator('.handout-guide');
        await expect(sections.locator('.handout-guide__title')).toHaveText([shown.frontmatter.title, twin.frontmatter.title]);
        await expect(page.locator('.screens-note')).toHaveCount(1);
        await page.emulateMedia({ media: 'screen' });
      }
    });

    test('the builder says it needs JavaScript, and where the ready-made packets are', async ({ page }) => {
      await page.goto(address(BUILDER));
      await expect(page.locator('.packet-builder__no-script')).toBeVisible();
      await expect(page.locator('.packet-builder__form')).toBeHidden();
    });
  });
});
