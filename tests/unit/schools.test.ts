import { contactHref } from '../../src/engine/node/graph/remark-content.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';
import { phoneNumber, schoolEntries, schoolId } from '../../src/engine/schools.ts';
import { foldText, matchesSchool } from '../../src/blocks/school-list/school-list.browser.ts';
import { graph } from '../site/content.ts';

/**
 * content/schools.yaml: what the checks tell an editor (on a copy of the
 * fixture site, tests/fixtures/check-ok, with a schools file of its own), how
 * a phone number becomes a number a phone dials, how the list's field matches
 * what a reader types, and that the search finds every school of content/.
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-11-22T12:00:00Z');

const GOOD = `- name: St. Rose of Lima School
  area: Corona
  grades: K–8
  liaison: Teresa Aguilar
  phone: (555) 010-3220
  hours:
    en: Tuesday, 8:00 a.m. to 2:00 p.m.
  languages: [es, en]

- name: Holy Family School
  area: Indio
  grades: TK–8
  email: atorres@riversidecatholic.example.org
  phone: (555) 010-3710
`;

/** The problems `npm run check` reports in schools.yaml, as an editor reads them: `line message | hint`. */
async function schoolProblems(schools: string): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-'));
  try {
    fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
    fs.writeFileSync(path.join(root, 'content/schools.yaml'), schools);
    const found = await loadContentGraph({ contentDir: path.join(root, 'content'), today });
    const problems = checkContent(found, { publicDir: path.join(root, 'public') }).problems;
    return problems.filter((problem: ContentProblem) => problem.file === 'content/schools.yaml').map((problem) => `${problem.line} ${problem.message} | ${problem.hint ?? ''}`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

// Each case builds a content graph: a minute, as the machine's load needs.
describe('schools.yaml as an editor writes it', { timeout: 60_000 }, () => {
  it('a correct file has no problems', async () => {
    expect(await schoolProblems(GOOD)).toEqual([]);
  });

  it('a school without a name, and one with no phone and no email, are named with their line', async () => {
    expect(await schoolProblems(GOOD.replace('- name: Holy Family School\n', '- area: Indio2\n').replace('  area: Indio\n', ''))).toEqual([expect.stringMatching(/^10 entry 2.name: is required but missing \|/)]);
    expect(await schoolProblems(GOOD.replace('  email: atorres@riversidecatholic.example.org\n', '').replace('  phone: (555) 010-3710\n', ''))).toEqual(['10 "Holy Family School" (entry 2): has no way to reach its liaison | add a phone: or an email: line (or both), indented like the lines around it']);
  });

  it('a school with an email but no phone is a warning: the list shows the office\'s number instead', async () => {
    expect(await schoolProblems(GOOD.replace('  phone: (555) 010-3710\n', ''))).toEqual([
      '10 "Holy Family School" (entry 2): has no phone number, so the list of schools shows the office\'s number (site.yaml office: phone:) instead | add a phone: line with the liaison\'s number, or the school office\'s, indented like the lines around it',
    ]);
  });

  it('a malformed email or phone number quotes it and says how to write it', async () => {
    expect(await schoolProblems(GOOD.replace('atorres@riversidecatholic.example.org', 'atorres at riversidecatholic'))).toEqual([expect.stringMatching(/^13 "Holy Family School" \(entry 2\) email: "atorres at riversidecatholic" is not an email address \|/)]);
    expect(await schoolProblems(GOOD.replace('(555) 010-3220', '010-3220'))).toEqual(['5 "St. Rose of Lima School" (entry 1) phone: "010-3220" is not a phone number a phone can dial | write it with its area code, such as (555) 010-3110; an extension goes after it: (555) 010-3110 ext. 204']);
  });

  it('two schools with the same name, capitals and punctuation aside, are one mistake at the second', async () => {
    expect(await schoolProblems(GOOD.replace('Holy Family School', 'St Rose of Lima school'))).toEqual(['10 "St Rose of Lima school" (entry 2) name: another school has the same name (entry 1) | give each school its own name, or delete one of the two']);
  });

  it('a language written as a word gets its code; an unknown code gets the list; hours in a language the site lacks, or without one it has, are named', async () => {
    expect(await schoolProblems(GOOD.replace('[es, en]', '[Spanish, en]'))).toEqual(['8 "St. Rose of Lima School" (entry 1) languages: "Spanish" is not a language code | write the code es for Spanish']);
    expect(await schoolProblems(GOOD.replace('[es, en]', '[es, qq]'))).toEqual([expect.stringMatching(/^8 "St. Rose of Lima School" \(entry 1\) languages: "qq" is not a language code \| write each language as its two-letter code/)]);
    expect(await schoolProblems(GOOD.replace('    en: Tuesday', '    fr: Tuesday'))).toEqual([
      expect.stringMatching(/^7 "St. Rose of Lima School" \(entry 1\) hours.fr: fr is not a language of this site \| give the words under en/),
      expect.stringMatching(/^7 "St. Rose of Lima School" \(entry 1\) has no hours in en: the en page shows "Tuesday/),
    ]);
  });

  it('an unknown field suggests the one meant', async () => {
    expect(await schoolProblems(GOOD.replace('  liaison: Teresa', '  liason: Teresa'))).toEqual(['4 "St. Rose of Lima School" (entry 1) liason: unknown field | did you mean "liaison"?']);
  });
});

describe('a phone number as a phone dials it', () => {
  it.each([
    ['(555) 010-3220', 'tel:+15550103220'],
    ['555.010.3220', 'tel:+15550103220'],
    ['1 555 010 3220', 'tel:+15550103220'],
    ['(555) 010-3120 ext. 204', 'tel:+15550103120,204'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
  ])('%s', (written, href) => {
    expect(phoneNumber(written)).toEqual({ text: written, href });
  });

  it.each(['010-3220', '555-CALL-NOW', '(555) 010-32201', ''])('%s is not one', (written) => {
    expect(phoneNumber(written)).toBeUndefined();
  });
});

describe('the list\'s field', () => {
  it('ignores accents, capitals and punctuation, and wants every word', async () => {
    const words = foldText('St. José Catholic School Moreno Valley');
    expect(words).toBe('st jose catholic school moreno valley');
    expect(matchesSchool('JOSÉ', words)).toBe(true);
    expect(matchesSchool('st jose', words)).toBe(true);
    expect(matchesSchool('moreno', words)).toBe(true);
    expect(matchesSchool('jose corona', words)).toBe(false);
    expect(matchesSchool('saint jose', words)).toBe(true);
    expect(matchesSchool('Saint', foldText('Holy Name School'))).toBe(false);
  });
});

describe('the search finds every school of content/schools.yaml by name, and opens its entry', () => {
  const documents = graph.pages.flatMap((page) => page.search);
  const main = graph.site!.languages[0]!.code;
  for (const lang of graph.site!.languages.map((language) => language.code)) {
    it(lang, async () => {
      const listed = graph.pages.filter((page) => page.lang === lang && page.source.includes('<SchoolList'));
      expect(listed.length).toBeGreaterThan(0);
      for (const school of schoolEntries(graph.schools, lang, main)) {
        const found = documents.find((document) => document.section === school.name && listed.some((page) => document.url === `${page.path}#${school.id}`));
        expect(found, school.name).toBeDefined();
        expect(found!.text).toContain(school.area);
        expect(school.id).toBe(schoolId(school.name));
      }
    });
  }
});

describe('a site.yaml value that reaches someone (remark-content.ts contactHref)', () => {
  it('is a tel: link when its key ends in "phone" and the number can be dialled, a mailto: link when it is an email address', () => {
    expect(contactHref('office.phone', '(555) 010-2400')).toBe('tel:+15550102400');
    expect(contactHref('office.afterHoursPhone', '(555) 010-2499 ext. 9')).toBe('tel:+15550102499,9');
    expect(contactHref('office.email', 'edtech@example.org')).toBe('mailto:edtech@example.org');
    expect(contactHref('office.phone', 'ask at the front desk')).toBeUndefined();
    expect(contactHref('office.hours', 'Monday to Friday, 8:00 a.m. to 4:00 p.m.')).toBeUndefined();
  });
});
