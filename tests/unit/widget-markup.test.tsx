import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_WIDGET_ATTRIBUTE, PAGE_WIDGETS, UNTIL_FOUND_ATTRIBUTE, WIDGET_PROPS_ATTRIBUTE } from '../../src/shared/markup.ts';
import { SchoolList } from '../../src/blocks/school-list/SchoolList.tsx';
import type { SchoolEntry } from '../../src/engine/schools.ts';
import { Accordion, AccordionItem } from '../../src/blocks/accordion/Accordion.tsx';
import { Tab, Tabs } from '../../src/blocks/tabs/Tabs.tsx';
import type { PageLocale } from '../../src/engine/page-types.ts';
import { UI_STRING_KEYS, type UiStrings } from '../../src/engine/ui-strings.ts';
import { LocaleProvider } from '../../src/layout/locale.tsx';
import { parseHTML } from 'linkedom';

/** Each string is its own key, with its placeholders: what the markup says is plain to read. */
const ui = Object.fromEntries(Object.keys(UI_STRING_KEYS).map((key) => [key, key === 'copyLinkTo' ? 'Copy link to {title}' : key])) as UiStrings;
const locale = { lang: 'en', dir: 'ltr', ui, site: { liaison: 'tech liaison' }, alternates: [] } as unknown as PageLocale;
const render = (element: ReactNode) => renderToString(<LocaleProvider locale={locale}>{element}</LocaleProvider>);
/** The attributes of the first element `selector` finds in `html`, whatever order the server wrote them in (a Radix release may change it). */
function attributesOf(html: string, selector: string): Record<string, string> {
  const element = parseHTML(`<!doctype html><html><body>${html}</body></html>`).document.querySelector(selector);
  return Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));
}

/**
 * The server writes each widget's accessible structure with Radix (the design
 * card's Tabs and Accordion); the page's script (src/browser/) only reads and
 * changes these attributes, so they are the contract between the two.
 */
describe('the markup of tabs and questions, as the server writes it', () => {
  const tabs = render(
    <Tabs>
      <Tab label='On a "phone"' id="tab-phone" level="3">
        <p>Tap Settings.</p>
      </Tab>
      <Tab label="On a computer" id="tab-computer" level="3">
        <p>Open Settings.</p>
      </Tab>
    </Tabs>,
  );

  it('tabs: a named tab list; each tab controls its panel by id; the first selected and the only one in the Tab order', () => {
    expect(attributesOf(tabs, '[role="tablist"]')).toMatchObject({ 'aria-orientation': 'horizontal', class: 'tabs__list', 'aria-label': 'tabList' });
    expect(attributesOf(tabs, '#tab-phone-tab')).toMatchObject({ type: 'button', role: 'tab', 'aria-selected': 'true', 'aria-controls': 'tab-phone', 'data-state': 'active', tabindex: '0' });
    expect(attributesOf(tabs, '#tab-computer-tab')).toMatchObject({ type: 'button', role: 'tab', 'aria-selected': 'false', 'aria-controls': 'tab-computer', 'data-state': 'inactive', tabindex: '-1' });
    expect(attributesOf(tabs, '#tab-computer')).toMatchObject({ 'data-state': 'inactive', role: 'tabpanel', 'aria-labelledby': 'tab-computer-tab' });
  });

  it('tabs: every panel is in the page and opens with a heading of its label, at the level the build gave', () => {
    expect(tabs).toContain('<h3 class="tabs__panel-label">On a &quot;phone&quot;</h3><p>Tap Settings.</p>');
    expect(tabs).toContain('<h3 class="tabs__panel-label">On a computer</h3><p>Open Settings.</p>');
  });

  const questions = render(
    <Accordion>
      <AccordionItem title="Locked out?" id="locked-out" level="2">
        <p>Call us.</p>
      </AccordionItem>
      <AccordionItem title="New phone?" level="2">
        <p>Move the app.</p>
      </AccordionItem>
    </Accordion>,
  );

  it('questions: a button in a heading of the level the build gave, closed, naming its answer; the answer hidden until found, and no region', () => {
    expect(questions).toMatch(/<h2 [^>]*class="accordion__heading"[^>]*><button /);
    expect(attributesOf(questions, '#locked-out-question')).toMatchObject({ type: 'button', 'aria-controls': 'locked-out-answer', 'aria-expanded': 'false', class: 'accordion__trigger' });
    expect(attributesOf(questions, '#locked-out-answer')).toMatchObject({ 'data-state': 'closed', hidden: '', [UNTIL_FOUND_ATTRIBUTE]: '', class: 'accordion__panel' });
    expect(questions).not.toContain('role="region"');
    expect(questions).not.toMatch(/accordion__panel"[^>]*aria-labelledby/);
    // An item without an id of its own still has one: a link can open it.
    expect(questions).toContain('id="item-2-answer"');
  });

  it("questions: each answer's Copy link button is named after its question", () => {
    expect(attributesOf(questions, '[data-copy-id="locked-out"]')['aria-label']).toBe('Copy link to Locked out?');
    expect(attributesOf(questions, '[data-copy-id="item-2"]')['aria-label']).toBe('Copy link to New phone?');
  });

  it('never writes ids React makes, which the page could not rely on', () => {
    expect(tabs + questions).not.toMatch(/(id|aria-[a-z]+)="[^"]*(«|_r_|:r|radix-)/);
  });
});

describe('the markup of a widget only some pages hold, as the server writes it', () => {
  const school: SchoolEntry = { id: 'st-ann', name: 'St. Ann', otherNames: [], area: 'North', grades: 'K-8', phone: { text: '555-0100', href: 'tel:+15555550100' }, languages: [] };
  const list = render(<SchoolList id="schools" schools={JSON.stringify([school])} />);

  it('its root names the module that starts it and carries what that module needs as JSON', () => {
    expect(list).toMatch(new RegExp(`<div class="school-list" id="schools" ${PAGE_WIDGET_ATTRIBUTE}="school-list" ${WIDGET_PROPS_ATTRIBUTE}="\\{&quot;text&quot;:\\{&quot;shown&quot;:&quot;schoolsShown&quot;,&quot;none&quot;:&quot;schoolsNone&quot;\\}\\}"`));
    expect(list).toContain('<a class="phone-number" href="tel:+15555550100">555-0100</a>');
  });

  it("every widget only some pages hold has one module, src/browser/NAME.ts or a block's NAME.browser.ts (npm run size finds it so)", () => {
    const src = path.join(import.meta.dirname, '../../src');
    const blocks = fs.readdirSync(path.join(src, 'blocks'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    for (const name of PAGE_WIDGETS) {
      const modules = [path.join(src, 'browser', `${name}.ts`), ...blocks.map((block) => path.join(src, 'blocks', block.name, `${name}.browser.ts`))];
      expect(modules.filter((file) => fs.existsSync(file)), name).toHaveLength(1);
    }
  });
});
