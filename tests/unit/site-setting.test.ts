import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { parsePage } from '../../src/engine/node/graph/parse-page.ts';
import { plainText, searchDocuments } from '../../src/engine/node/graph/search-documents.ts';
import { pageFacts } from '../../src/engine/node/graph/page-facts.ts';
import type { SiteConfig } from '../../src/engine/site-config.ts';
import { testSiteConfig } from '../helpers/site-config.ts';
import { printedAddress } from '../../src/engine/urls.ts';

/** A small site.yaml: one setting said yes, one left at its default (no). */
function siteWith(ownTextCodeProvider: boolean | string | undefined): SiteConfig {
  return testSiteConfig({
    links: { store: 'https://store.example/app', other: 'https://other.example/' },
    ...(ownTextCodeProvider === undefined ? {} : { mfa: { ownTextCodeProvider } }),
  });
}

const parse = (body: string, site = siteWith(undefined), route = '/guide') => parsePage(body, 'content/guide.mdx', { site, staff: [] }, route);
const words = (tree: Root | undefined) => plainText(tree!.children);

const BOTH = `Codes by text message.

<SiteSetting not="mfa.ownTextCodeProvider">
## They end soon

Microsoft stops sending them.
</SiteSetting>

<SiteSetting is="mfa.ownTextCodeProvider">
## They go on

The school system keeps sending them.
</SiteSetting>

Ask your liaison<SiteSetting is="mfa.ownTextCodeProvider"> about the school's provider</SiteSetting>.
`;

describe('<SiteSetting>: text that depends on a yes-or-no setting of site.yaml', () => {
  it('keeps the words whose setting agrees, in place of the block, and leaves the others out of the page and search', () => {
    for (const [setting, kept, gone] of [
      [undefined, 'Microsoft stops sending them.', 'keeps sending'],
      ['no', 'Microsoft stops sending them.', 'keeps sending'],
      ['yes', 'The school system keeps sending them.', 'stops sending'],
      [true, 'The school system keeps sending them.', 'stops sending'],
    ] as const) {
      const { tree, problems } = parse(BOTH, siteWith(setting));
      expect(problems).toEqual([]);
      expect(words(tree)).toContain(kept);
      expect(words(tree)).not.toContain(gone);
      expect(JSON.stringify(tree)).not.toContain('SiteSetting');
      const search = searchDocuments(tree!, { path: '/guide', title: 'Guide' }).map((document) => `${document.section} ${document.text}`).join(' ');
      expect(search).toContain(kept);
      expect(search).not.toContain(gone);
    }
  });

  it('inside a sentence, keeps or drops only its own words', () => {
    expect(words(parse(BOTH, siteWith('yes')).tree)).toContain('Ask your liaison about the school\'s provider.');
    expect(words(parse(BOTH, siteWith('no')).tree)).toContain('Ask your liaison.');
  });

  it('gives headings the same ids whichever words apply: what is left out takes none', () => {
    const ids = (setting: string) => [...pageFacts(parse(`${BOTH}\n## They end soon\n`, siteWith(setting)).tree!).ids];
    expect(ids('no')).toEqual(['they-end-soon', 'they-end-soon-1']);
    expect(ids('yes')).toEqual(['they-go-on', 'they-end-soon']);
  });

  it('still checks what it leaves out, with its file and line', () => {
    const { problems } = parse('Text.\n\n<SiteSetting is="mfa.ownTextCodeProvider">\nSee [the store](link:stor).\n</SiteSetting>\n');
    expect(problems).toMatchObject([{ file: 'content/guide.mdx', line: 4, message: 'link "stor" is not in content/site.yaml', hint: 'did you mean link:store?' }]);
  });

  it('says an unknown setting, or a block without exactly one of is and not, with the line and the fix', () => {
    const unknown = parse('Text.\n\n<SiteSetting is="mfa.ownTextCodeProvidr">\nWords.\n</SiteSetting>\n');
    expect(unknown.problems).toMatchObject([{ line: 3, message: '<SiteSetting is="mfa.ownTextCodeProvidr">: mfa.ownTextCodeProvidr is not a yes-or-no setting in content/site.yaml', hint: 'did you mean mfa.ownTextCodeProvider?' }]);
    expect(words(unknown.tree)).not.toContain('Words.');
    const text = parse('Text.\n\n<SiteSetting is="name">\nWords.\n</SiteSetting>\n');
    expect(text.problems[0]?.message).toBe('<SiteSetting is="name">: name is not a yes-or-no setting in content/site.yaml');
    for (const tag of ['<SiteSetting>', '<SiteSetting is="mfa.ownTextCodeProvider" not="mfa.ownTextCodeProvider">']) {
      expect(parse(`Text.\n\n${tag}\nWords.\n</SiteSetting>\n`).problems).toMatchObject([{ line: 3, message: '<SiteSetting> needs is="…" or not="…", one of the two' }]);
    }
    expect(parse('Text.\n\n<SiteSetting is="mfa.ownTextCodeProvider" if="x">\nWords.\n</SiteSetting>\n').problems[0]?.message).toBe('<SiteSetting> has no attribute "if"');
  });

  it('accepts only yes or no in site.yaml', () => {
    expect(() => siteWith('maybe')).toThrow(/yes or no/);
  });
});

describe('printed addresses: the first link to each other page or outside address carries it, short', () => {
  /** Each printed address the build gave, in the order of the page: a link's `dataPrintUrl`, a block's `print…` attribute. */
  const printed = (tree: Root | undefined) =>
    (JSON.stringify(tree).match(/"dataPrintUrl":"[^"]*"|"name":"print\w+","value":"[^"]*"/g) ?? []).map((found) => found.replace(/"name":"(print\w+)","value":/, '"$1":'));

  it('once per address, in the order of the page, never for the page itself, a #section, mailto: or a link whose words are its address', () => {
    const { tree, problems } = parse(
      [
        'See [other](/other#part), [again](/Other), [self](/guide#x), [here](#x), [store](link:store), [mail](mailto:a@test.example) and [https://other.example/](link:other).',
        '',
        '<ButtonLink href="link:store">Store</ButtonLink>',
        '',
        '<ButtonLink href="/third">Third</ButtonLink>',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
    expect(printed(tree)).toEqual(['"dataPrintUrl":"help.test.example/other/"', '"dataPrintUrl":"store.example/app"', '"printHref":"help.test.example/third/"']);
  });

  it('a link to a section of another page prints that page\'s address each time, once in a paragraph that links there twice', () => {
    const { tree, problems } = parse(['See [the other page](/other).', '', 'Forgot it? See [username](/other#username) and [password](/other#password).', '', 'Locked? See [account locked](/other#locked).'].join('\n'));
    expect(problems).toEqual([]);
    expect(printed(tree)).toEqual(Array.from({ length: 3 }, () => '"dataPrintUrl":"help.test.example/other/"'));
  });

  it('as a printed sheet shows an address: without https:// and the lone / of a bare host', () => {
    expect(printedAddress('https://help.test.example/mfa/')).toBe('help.test.example/mfa/');
    expect(printedAddress('https://other.example/')).toBe('other.example');
    expect(printedAddress('https://store.example/app?id=1')).toBe('store.example/app?id=1');
  });

  it('what a <SiteSetting> leaves out prints no address and takes none from the words kept', () => {
    const { tree } = parse('<SiteSetting is="mfa.ownTextCodeProvider">\nSee [store](link:store).\n</SiteSetting>\n\nSee [store](link:store).\n');
    expect(printed(tree)).toEqual(['"dataPrintUrl":"store.example/app"']);
  });
});

describe('<SiteSetting> over an optional text of site.yaml (office.afterHoursPhone)', () => {
  const AFTER_HOURS = `The office works weekdays.<SiteSetting is="office.afterHoursPhone"> After hours, call {site.office.afterHoursPhone}.</SiteSetting>

<SiteSetting not="office.afterHoursPhone">
Call on the next working day.
</SiteSetting>
`;
  const office = (afterHoursPhone?: string) => {
    const site = testSiteConfig({});
    return { ...site, office: { ...site.office, ...(afterHoursPhone === undefined ? {} : { afterHoursPhone }) } };
  };

  it('shows the number, as a link a phone dials, when site.yaml gives it, and the other words when it does not', () => {
    const given = parse(AFTER_HOURS, office('(555) 010-2499'));
    expect(given.problems).toEqual([]);
    expect(words(given.tree)).toContain('After hours, call (555) 010-2499.');
    expect(words(given.tree)).not.toContain('next working day');
    expect(JSON.stringify(given.tree)).toContain('tel:+15550102499');
    const left = parse(AFTER_HOURS, office());
    expect(left.problems).toEqual([]);
    expect(words(left.tree)).not.toContain('After hours');
    expect(words(left.tree)).toContain('Call on the next working day.');
  });

  it('is an error, with what to do, when a guide uses the text outside a <SiteSetting> and site.yaml leaves it out', () => {
    const { problems } = parse('Call {site.office.afterHoursPhone} after hours.\n', office());
    expect(problems.map((problem) => problem.message)).toEqual(['{site.office.afterHoursPhone} is not given in content/site.yaml']);
    expect(problems[0]!.hint).toContain('<SiteSetting is="office.afterHoursPhone">');
  });
});
