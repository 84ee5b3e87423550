/**
 * The school filter as a liaison and a screen reader use it: a liaison's name finds their school, "Saint" finds
 * "St.", another name the school is known by (schools.yaml otherNames, typed without its accents) finds it, each "This is my school" button names its school, and the count is said once the typing pauses, only
 * when it changed (not at every letter). The schools come from content/schools.yaml.
 */
import { WIDGET_STARTED_ATTRIBUTE } from '../../src/shared/markup.ts';
import { schoolEntries } from '../../src/engine/schools.ts';
import { expect, test } from './fixtures.ts';
import { address, escapeRegExp, graph, pagesWith, uiText } from './site.ts';

const MAIN = graph.site!.languages[0]!.code;
const LIST_PAGE = pagesWith('SchoolList', MAIN)[0]!;
const SCHOOLS = schoolEntries(graph.schools, MAIN, MAIN);

test('a liaison\'s name, "Saint" and another name the school is known by find the school; every pick button names its school; the count is said once a pause comes, when it changed', async ({ page }) => {
  await page.goto(address(LIST_PAGE));
  await page.waitForSelector(`.school-list[${WIDGET_STARTED_ATTRIBUTE}]`);
  const field = page.getByRole('searchbox', { name: uiText(LIST_PAGE, 'schoolFilter') });

  const withLiaison = SCHOOLS.find((school) => school.liaison)!;
  await field.fill(withLiaison.liaison!.split(' ').at(-1)!);
  await expect(page.locator(`#${withLiaison.id}`)).toBeVisible();

  const saint = SCHOOLS.filter((school) => /^St\.? /.test(school.name));
  if (saint.length > 0) {
    await field.fill(saint[0]!.name.replace(/^St\.? /, 'Saint '));
    await expect(page.locator(`#${saint[0]!.id}`)).toBeVisible();
  }

  // Another name a school is known by, in another language, typed as on a phone: without accents or capitals.
  const known = SCHOOLS.find((school) => school.otherNames.length > 0);
  if (known) {
    const other = known.otherNames[0]!;
    await expect(page.locator(`#${known.id} .school__other-names`)).toContainText(other);
    await field.fill(other.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
    await expect(page.locator(`#${known.id}`)).toBeVisible();
  }

  await field.fill('');
  // The label, then the school (the hidden words are a box of their own: a space may come before the colon).
  for (const school of SCHOOLS) await expect(page.locator(`#${school.id} .school__pick`)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(uiText(LIST_PAGE, 'mySchoolPick'))} ?: ${escapeRegExp(school.name)}$`));

  // Every change of the live region, counted in the page.
  await page.evaluate(() => {
    const region = document.getElementById('announcer')!;
    (window as unknown as { said: string[] }).said = [];
    new MutationObserver(() => {
      if (region.textContent) (window as unknown as { said: string[] }).said.push(region.textContent);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
  const name = SCHOOLS.at(-1)!.name;
  await field.pressSequentially(name.slice(0, 6), { delay: 40 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { said: string[] }).said)).toHaveLength(1);
  const count = await page.locator('.school-filter__count').textContent();
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([count]);
  // A space changes nothing: nothing more is said.
  await field.press('End');
  await field.press('Space');
  await page.waitForTimeout(1_200);
  expect(await page.evaluate(() => (window as unknown as { said: string[] }).said)).toEqual([count]);
});
