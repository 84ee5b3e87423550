import type { APIRequestContext, Locator, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, test, waitForApp } from './fixtures.ts';
import { squash } from './html-text.ts';
import { pageHref } from '../../src/engine/urls.ts';
import {
  COUNTS,
  ENROLLMENT_FAQ_TOPICS,
  ENROLLMENT_SECTIONS,
  HOME,
  MFA_FAQ_TOPICS,
  MFA_HELP_CARDS,
  MFA_LANDING_BUTTONS,
  MOBILE_APP_ROLES,
  PARENT_PORTAL_FIELDS,
  PRE_ENROLL_STEPS,
  SITE,
  TABS,
} from './spec.ts';

/**
 * The guides themselves (issue 3): every page of the spec with its heading,
 * its counted and named parts, its anchors and its key links. Expected values
 * come from ./spec.ts (the spec and site.yaml), never from content/.
 */

const main = (page: Page): Locator => page.getByRole('main');

/** The questions of the page's accordions (each is a button in a level-3 heading). */
const questions = (page: Page): Locator => main(page).getByRole('heading', { level: 3 }).getByRole('button');

/** Opens a question and returns its answer. */
async function openAnswer(page: Page, question: Locator): Promise<Locator> {
  if ((await question.getAttribute('aria-expanded')) !== 'true') await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  return page.locator(`[role="region"][aria-labelledby="${await question.getAttribute('id')}"]`);
}

/** Selects a tab and returns its panel. */
async function openTab(page: Page, label: string): Promise<Locator> {
  await page.getByRole('tab', { name: label, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: label, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

/** The hrefs of the links inside a locator. */
const hrefs = (scope: Locator): Promise<string[]> => scope.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

/** The page's own addresses linked from a locator, without #anchor and in lower case. */
async function routesLinked(scope: Locator): Promise<string[]> {
  return (await hrefs(scope)).filter((href) => href.startsWith('/')).map((href) => href.split('#')[0]!.toLowerCase().replace(/(.)\/$/, '$1'));
}

/** The button links of the section under a heading, up to the next heading of its level or higher. */
function sectionButtons(page: Page, headingId: string): Promise<string[]> {
  return page.locator(`[id="${headingId}"]`).evaluate((heading) => {
    const found: string[] = [];
    for (let node = heading.nextElementSibling; node && !/^H[12]$/.test(node.tagName); node = node.nextElementSibling) {
      const buttons = node.matches('a.button') ? [node] : [...node.querySelectorAll('a.button')];
      for (const button of buttons) found.push(button.getAttribute('href')!);
    }
    return found;
  });
}

/**
 * The SVG drawing of a QR code on the page: drawn inline, or an image that must
 * be an SVG file of this site (no remote QR service).
 */
async function qrDrawing(request: APIRequestContext, code: Locator): Promise<string> {
  if ((await code.evaluate((element) => element.tagName.toLowerCase())) === 'svg') return code.evaluate((element) => element.outerHTML);
  const src = (await code.getAttribute('src')) ?? '';
  expect(src, 'a QR code image of this site').toMatch(/^\/[^/].*\.svg$/);
  const response = await request.get(src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/svg\+xml/);
  return response.text();
}

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

/** Checks that the page's FAQ has exactly these topics, one question each, in this order. */
async function expectQuestions(page: Page, topics: RegExp[]) {
  const titles = (await questions(page).allTextContents()).map(squash);
  expect(titles).toHaveLength(topics.length);
  for (const [index, topic] of topics.entries()) expect(titles[index], `question ${index + 1}`).toMatch(topic);
}

test.describe('home and office pages', () => {
  test('home routes each audience to its top tasks and to the office page', async ({ page }) => {
    await page.goto('/');
    const headings = squash((await main(page).getByRole('heading', { level: 2 }).allTextContents()).join(' | '));
    for (const audience of HOME.audiences) expect(headings).toMatch(audience);
    const linked = await routesLinked(main(page));
    for (const task of HOME.tasks) expect(linked, `a link to ${task}`).toContain(task);
  });

  test('the office page: its title, twelve staff cards and the help desk', async ({ page }) => {
    await page.goto(SITE.office.page);
    await expect(page).toHaveTitle(`Education Technology | ${SITE.name}`);
    await expect(main(page).locator(`a[href="${SITE.links.helpDesk}"]`)).toBeVisible();
    const cards = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(cards).toHaveCount(COUNTS.staffCards);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/);
      const photo = card.locator('img');
      if ((await photo.count()) > 0) await expect(photo).toHaveAttribute('src', /^\/images\/staff\/[^/]+$/);
      else await expect(card.locator('[aria-hidden="true"]').first()).toHaveText(/^\p{Lu}{1,2}$/u);
    }
  });

  test('/links frames the start page at 1024 px, full width, sandboxed, with a plain link', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/links');
      const frame = main(page).locator('iframe');
      await expect(frame).toHaveCount(1);
      await expect(frame).toHaveAttribute('src', SITE.links.startPage!);
      await expect(frame).toHaveAttribute('height', String(COUNTS.linksFrameHeight));
      await expect(frame).toHaveAttribute('title', /\S/);
      const sandbox = await frame.getAttribute('sandbox');
      expect(sandbox, 'a sandbox attribute').not.toBeNull();
      expect(sandbox).not.toMatch(/allow-top-navigation/);
      // Full width: as wide as the page's main column, not just the text's reading width.
      const size = await frame.evaluate((element) => {
        const container = element.closest('main')!;
        const style = getComputedStyle(container);
        return {
          width: element.getBoundingClientRect().width,
          height: element.getBoundingClientRect().height,
          room: container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(Math.abs(size.width - size.room), `frame ${size.width}px in ${size.room}px at ${width}px`).toBeLessThanOrEqual(1);
      expect(size.height).toBe(COUNTS.linksFrameHeight);
      const fallback = main(page).locator(`a[href="${SITE.links.startPage}"]`);
      await expect(fallback).toBeVisible();
      await expect(fallback).toHaveAttribute('target', '_blank');
    }
  });

  test('/blue: titled Blue, with the short link', async ({ page }) => {
    await page.goto('/blue');
    await expect(page).toHaveTitle(`Blue | ${SITE.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blue');
    await expect(main(page)).toContainText(/thank you/i);
    await expect(page.locator(`a[href="${SITE.links.shortLink}"]`)).toBeVisible();
  });
});

test.describe('enrollment', () => {
  test('the landing page has the #returning and #new sections, each with its instruction buttons', async ({ page }) => {
    await page.goto('/enrollment');
    for (const section of ENROLLMENT_SECTIONS) {
      await expect(page.locator(`[id="${section.id}"]`)).toHaveCount(1);
      expect(await sectionButtons(page, section.id), `#${section.id}`).toEqual(expect.arrayContaining(section.buttons.map(pageHref)));
    }
    await page.goto('/enrollment#new');
    await waitForApp(page);
    await expect(page.locator('[id="new"]')).toBeInViewport();
  });

  test(`the FAQ has the spec's ${COUNTS.enrollmentFaq} questions, in order`, async ({ page }) => {
    expect(ENROLLMENT_FAQ_TOPICS).toHaveLength(COUNTS.enrollmentFaq);
    await page.goto('/enrollment');
    await expectQuestions(page, ENROLLMENT_FAQ_TOPICS);
  });

  test(`pre-enrollment is exactly ${PRE_ENROLL_STEPS} steps: the form, submitting it, after approval`, async ({ page }) => {
    await page.goto('/enrollment/pre_enroll_instructions');
    const steps = main(page).locator('.steps').first().locator(':scope > ol > li');
    await expect(steps).toHaveCount(PRE_ENROLL_STEPS);
    await expect(steps.nth(0).locator(`a[href="${SITE.links.preEnrollmentForm}"]`)).toBeVisible();
    await expect(steps.nth(1)).toContainText(/submit/i);
    await expect(steps.nth(2)).toContainText(/approv/i);
    await expect(steps.nth(2)).toContainText(/email/i);
  });

  test('creating a parent account names every field of the spec, in bold', async ({ page }) => {
    await page.goto('/enrollment/new_parent_portal_setup');
    for (const field of PARENT_PORTAL_FIELDS) {
      const label = main(page).locator('strong').filter({ hasText: new RegExp(`^${field}$`) });
      expect(await label.count(), `**${field}**`).toBeGreaterThan(0);
    }
    await expect(main(page).locator(`a[href="${SITE.links.parentPortal}"]`).first()).toBeVisible();
  });

  test('adding a student goes through Account Preferences, Students, Add', async ({ page }) => {
    await page.goto('/enrollment/add_parent_portal_setup');
    const steps = main(page).locator('.steps').first();
    for (const label of ['Account Preferences', 'Students', 'Add']) {
      await expect(steps.locator('strong').filter({ hasText: new RegExp(`^${label}$`) }).first()).toBeVisible();
    }
  });

  test(`students re-enroll with their school ${SITE.products.microsoftAccount} account`, async ({ page }) => {
    await page.goto('/enrollment/student_instructions');
    await expect(main(page)).toContainText(`school ${SITE.products.microsoftAccount} account`);
  });
});

test.describe('LMS', () => {
  test('the landing page has the three cards with their links', async ({ page }) => {
    await page.goto('/lms');
    const cards = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(cards).toHaveCount(3);
    const card = (name: RegExp) => cards.filter({ has: page.getByRole('heading', { level: 2, name }) });
    expect(await hrefs(card(/^Parents$/))).toEqual(expect.arrayContaining([pageHref('/lms/parent_account_setup'), SITE.links.lmsParentLogin]));
    expect(await hrefs(card(/Students.*Faculty.*Staff/))).toContain(SITE.links.lmsSsoLogin);
    expect(await hrefs(card(/^Mobile App Setup$/))).toContain(pageHref('/lms/mobile_app_setup'));
  });

  test(`the FAQ has ${COUNTS.lmsFaq} questions`, async ({ page }) => {
    await page.goto('/lms');
    await expect(questions(page)).toHaveCount(COUNTS.lmsFaq);
  });

  test('mobile app setup: one section per role, each with App Store and Google Play links', async ({ page }) => {
    await page.goto('/lms/mobile_app_setup');
    await waitForApp(page);
    await expect(questions(page)).toHaveText(MOBILE_APP_ROLES);
    const configured = Object.values(SITE.links);
    for (const role of MOBILE_APP_ROLES) {
      const links = await hrefs(await openAnswer(page, questions(page).filter({ hasText: role })));
      for (const store of ['https://apps.apple.com/', 'https://play.google.com/']) {
        const storeLinks = links.filter((href) => href.startsWith(store));
        expect(storeLinks.length, `${role}: ${store}`).toBeGreaterThan(0);
        for (const href of storeLinks) expect(configured, href).toContain(href);
      }
    }
  });

  test('parent account setup: prerequisites, steps, several students, password reset', async ({ page }) => {
    await page.goto('/lms/parent_account_setup');
    const headings = squash((await main(page).getByRole('heading').allTextContents()).join(' | '));
    expect(headings).toMatch(/before you start/i);
    expect(headings).toMatch(/more than one student|several students|multiple students/i);
    expect(headings).toMatch(/password/i);
    await expect(main(page)).toContainText(/pairing code/i);
    await expect(main(page)).toContainText(/email/i);
    await expect(main(page).locator(`a[href="${SITE.links.lmsParentLogin}"]`).first()).toBeVisible();
  });

  test(`account not found: contact the ${SITE.liaison}; new students and name changes need review`, async ({ page }) => {
    await page.goto('/lms/account_not_found');
    const text = main(page);
    await expect(text).toContainText(/could not find|cannot be located|cannot find/i);
    await expect(text).toContainText(SITE.liaison);
    await expect(text).toContainText(/ticket/i);
    await expect(text).toContainText(/new students/i);
    await expect(text).toContainText(/name change/i);
    await expect(text).toContainText(/manual review/i);
  });
});

test.describe('MFA', () => {
  test('the landing page has its four buttons and three tabs with content', async ({ page }) => {
    await page.goto('/mfa');
    await waitForApp(page);
    const buttons = await main(page)
      .locator('a.button')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!.toLowerCase()));
    expect(buttons).toEqual(expect.arrayContaining(MFA_LANDING_BUTTONS.map(pageHref)));
    await expect(page.getByRole('tab')).toHaveText(TABS.mfaLanding);
    for (const label of TABS.mfaLanding) {
      const panel = await openTab(page, label);
      expect(squash(await panel.textContent()).length, `text of "${label}"`).toBeGreaterThan(300);
    }
  });

  test('Authenticator setup: three tabs; step 1 has same-site SVG QR codes of the store addresses', async ({ page, request }) => {
    await page.goto('/mfa/mfa_authsetup');
    await waitForApp(page);
    await expect(page.getByRole('tab')).toHaveText(TABS.authSetup);
    const install = await openTab(page, TABS.authSetup[0]!);
    const stores = [SITE.links.authenticatorIos!, SITE.links.authenticatorAndroid!];
    for (const store of stores) await expect(install.locator(`a[href="${store}"]`)).toBeVisible();
    const codes = install.getByRole('img', { name: /QR code/i });
    await expect(codes).toHaveCount(stores.length);
    const encoded: string[] = [];
    for (const code of await codes.all()) {
      await expect(code).toBeVisible();
      const drawing = await qrDrawing(request, code);
      encoded.push(...stores.filter((store) => drawsQrCodeOf(drawing, store)));
    }
    expect(encoded.sort()).toEqual([...stores].sort());
    const remoteImages = await page.locator('img').evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).src).filter((src) => new URL(src).origin !== window.location.origin),
    );
    expect(remoteImages).toEqual([]);
  });

  test('Authenticator setup: steps 2 and 3 cover what the spec lists', async ({ page }) => {
    await page.goto('/mfa/mfa_authsetup');
    await waitForApp(page);
    const setup = await openTab(page, TABS.authSetup[1]!);
    await expect(setup.locator(`a[href="${SITE.links.securityInfo}"]`)).toBeVisible();
    await expect(setup).toContainText('+ Add sign-in method');
    await expect(setup).toContainText(SITE.products.authenticator!);
    const finish = await openTab(page, TABS.authSetup[2]!);
    for (const item of [/notifications/i, /work or school/i, /scan a QR code/i, /camera/i, /settings/i, /number/i, /enter code manually/i, /URL/, /six-digit code/i, /30 seconds/]) {
      await expect(finish).toContainText(item);
    }
    expect(await routesLinked(finish)).toContain('/mfa/mfahelp');
  });

  test('hardware token: already set up, unique, password then the six-digit code', async ({ page }) => {
    await page.goto('/mfa/mfa_hardware');
    for (const item of [/already set up/i, /unique/i, /password/i, /press the button/i, /six-digit code/i]) await expect(main(page)).toContainText(item);
  });

  test('the MFA Help hub has its five cards, in order', async ({ page }) => {
    await page.goto('/mfa/mfahelp');
    const cards = main(page).getByRole('listitem');
    await expect(cards).toHaveCount(MFA_HELP_CARDS.length);
    for (const [index, card] of MFA_HELP_CARDS.entries()) {
      const link = cards.nth(index).getByRole('link');
      await expect(link).toHaveText(card.name);
      expect(await link.getAttribute('href')).toBe(pageHref(card.href));
    }
  });

  test('backup: both options, the phone makers table and the three tabs', async ({ page }) => {
    await page.goto('/mfa/mfahelp/mfahelp_backup');
    await waitForApp(page);
    await expect(main(page)).toContainText(/option A/i);
    await expect(main(page)).toContainText(/option B/i);
    await expect(main(page)).toContainText(/personal Microsoft account/i);
    await expect(main(page)).toContainText(/iCloud/);
    const makers = main(page).getByRole('table');
    for (const maker of ['Apple', 'Samsung', 'Google Pixel']) await expect(makers.getByRole('row').filter({ hasText: maker })).toHaveCount(1);
    await expect(page.getByRole('tab')).toHaveText(TABS.backup);
    const restore = await openTab(page, TABS.backup[1]!);
    await expect(restore).toContainText(/begin recovery/i);
    await expect(restore).toContainText(/before/i);
    const verify = await openTab(page, TABS.backup[2]!);
    await expect(verify.locator(`a[href="${SITE.links.securityInfo}"]`).first()).toBeVisible();
    await expect(verify).toContainText(/QR code/);
  });

  test('lockout: new phone, tech liaison, temporary pass or reset, prevention, email', async ({ page }) => {
    await page.goto('/mfa/mfahelp/mfahelp_lockout');
    const items = [/new phone/i, SITE.liaison, /Temporary Access Pass/, /reset your MFA/i, /do not delete/i, /passkey/i, /text message|SMS/i, /one phone only/i, /remove your school account/i];
    for (const item of items) await expect(main(page)).toContainText(item);
  });

  test(`the MFA FAQ has the spec's ${COUNTS.mfaFaq} questions, in order`, async ({ page }) => {
    expect(MFA_FAQ_TOPICS).toHaveLength(COUNTS.mfaFaq);
    await page.goto('/mfa/mfahelp/mfahelp_faq');
    await expectQuestions(page, MFA_FAQ_TOPICS);
  });

  test('token help: what a token is, reset or replacement by ticket, battery life', async ({ page }) => {
    await page.goto('/mfa/mfahelp/mfahelp_token');
    await waitForApp(page);
    for (const question of await questions(page).all()) await openAnswer(page, question);
    for (const item of [/what a hardware token is/i, /reset/i, /replace/i, /ticket/i, /five years/i]) await expect(main(page)).toContainText(item);
  });

  test('security info: the provider page and + Add sign-in method', async ({ page }) => {
    await page.goto('/mfa/mfahelp/mfahelp_securityinfo');
    await expect(main(page).locator(`a[href="${SITE.links.securityInfo}"]`).first()).toBeVisible();
    await expect(main(page)).toContainText('+ Add sign-in method');
  });
});
