import { describe, expect, it } from 'vitest';
import { languageTextProblems } from '../../src/engine/node/graph/language-texts.ts';
import { schoolProblems } from '../../src/engine/node/graph/school-checks.ts';
import { readStringsFiles } from '../../src/engine/node/graph/strings-files.ts';
import { parseYaml } from '../../src/engine/node/graph/yaml-source.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';
import { siteConfigSchema } from '../../src/engine/site-config.ts';
import { schoolEntries, schoolsSchema } from '../../src/engine/schools.ts';
import { staffIn, staffSchema, type StaffMember } from '../../src/engine/staff.ts';
import { UI_STRING_KEYS } from '../../src/engine/ui-strings.ts';

/** The school system's name and the staff titles on the pages of each language. */
const site = (names: Record<string, unknown> = {}) =>
  siteConfigSchema.safeParse({
    name: 'Test Schools',
    nameInSentence: 'the Test Schools',
    shortName: 'Test',
    names,
    languages: [
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
    ],
    siteUrl: 'https://help.test.example',
    repository: { url: 'https://example.org/repo', branch: 'main' },
    office: { name: 'Office', page: '/office', email: 'office@test.example', phone: '1', address: 'A street', hours: 'Always' },
    liaison: 'liaison',
    helpPage: '/help',
    products: { helpDesk: 'Test Help Desk' },
    nav: [{ label: 'Home', href: '/' }],
    links: {},
  });

const ui = Object.keys(UI_STRING_KEYS).map((key) => `  ${key}: x`).join('\n');
const SPANISH = { name: 'Escuelas de Prueba', nameInSentence: 'las Escuelas de Prueba', shortName: 'Prueba' };

function strings(spanishSite: string, spanishNames: Record<string, string> = SPANISH) {
  const config = site({ es: spanishNames });
  if (!config.success) throw config.error;
  const files: Record<string, string> = { 'strings/en.yaml': `ui:\n${ui}\n`, 'strings/es.yaml': `ui:\n${ui}\nsite:\n${spanishSite}` };
  const problems: ContentProblem[] = [];
  const read = readStringsFiles({ mdxFiles: () => [], read: (name) => files[name] }, config.data.languages, config.data, (name) => `content/${name}`, problems, new Map());
  return { read, problems };
}

describe('the school system\'s name in each language (site.yaml names:)', () => {
  it('is what a page in that language prints, in titles, sentences and the header; the main language keeps its own', () => {
    const { read, problems } = strings('  liaison: enlace\n');
    expect(problems).toEqual([]);
    expect(read.get('es')!.site).toMatchObject({ ...SPANISH, liaison: 'enlace' });
    expect(read.get('en')!.site).toMatchObject({ name: 'Test Schools', nameInSentence: 'the Test Schools', shortName: 'Test' });
  });

  it('is said in one place: a strings file that gives it is told to move it to site.yaml, with its line', () => {
    const { read, problems } = strings('  liaison: enlace\n  nameInSentence: la Prueba\n');
    expect(problems).toMatchObject([{ file: 'content/strings/es.yaml', line: 4 + Object.keys(UI_STRING_KEYS).length, message: 'site.nameInSentence is the school system\'s name, which site.yaml gives for each language' }]);
    expect(problems[0]!.hint).toContain('names: es:');
    expect(read.get('es')!.site.nameInSentence).toBe(SPANISH.nameInSentence);
  });

  it('and the help desk\'s, given with them, is what that language\'s pages print for {site.products.helpDesk}', () => {
    const { read, problems } = strings('  liaison: enlace\n', { ...SPANISH, helpDesk: 'Mesa de Ayuda de Prueba' });
    expect(problems).toEqual([]);
    expect(read.get('es')!.site.products.helpDesk).toBe('Mesa de Ayuda de Prueba');
    expect(read.get('es')!.site).not.toHaveProperty('helpDesk');
    expect(read.get('en')!.site.products.helpDesk).toBe('Test Help Desk');
  });

  it('stays the school system\'s to change in site.yaml: a strings file never gives the help desk\'s name, the office\'s email or phone, or the portal\'s server', () => {
    const { read, problems } = strings('  liaison: enlace\n  products:\n    helpDesk: Mesa Vieja\n  office:\n    email: vieja@old.example\n    phone: "2"\n');
    expect(problems.map((problem) => problem.message)).toEqual([
      'site.products.helpDesk is the help desk\'s name, which site.yaml gives for each language',
      'site.office.email is the same in every language',
      'site.office.phone is the same in every language',
    ]);
    expect(problems[0]!.hint).toContain('names: es: helpDesk:');
    const spanish = read.get('es')!.site;
    expect([spanish.products.helpDesk, spanish.office.email, spanish.office.phone, spanish.liaison]).toEqual(['Test Help Desk', 'office@test.example', '1', 'enlace']);
  });

  it('names only the site\'s other languages', () => {
    const wrong = site({ fr: SPANISH });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({ path: ['names', 'fr'], message: 'is not one of the site\'s other languages (es)' });
    expect(site({ es: { name: 'Solo el nombre' } }).success).toBe(false);
  });
});

describe('staff names and titles, and school areas, in each language (staff.yaml, schools.yaml)', () => {
  const staffText = [
    '- name: Ada',
    '  title:',
    '    en: Director',
    '    es: Directora',
    '- name: Ben',
    '  title: Technician',
    '- name:',
    '    en: Sister Cy',
    '    fr: Soeur Cy',
    '  title:',
    '    en: Clerk',
    '',
  ].join('\n');
  const yaml = parseYaml(staffText);
  const staff = staffSchema.parse(yaml.data);
  const languages = ['en', 'es'];
  const fieldsOf = (members: StaffMember[]) =>
    members.flatMap((member, index) => [
      { data: members, at: [index, 'name'] as [number, string], value: member.name },
      { data: members, at: [index, 'title'] as [number, string], value: member.title, everyLanguage: true },
    ]);

  it('show on the page of that language, and the main language\'s words where none is given', () => {
    expect(staffIn(staff, 'es', 'en').map((member) => [member.name, member.title])).toEqual([['Ada', 'Directora'], ['Ben', 'Technician'], ['Sister Cy', 'Clerk']]);
    expect(staffIn(staff, 'en', 'en').map((member) => [member.name, member.title])).toEqual([['Ada', 'Director'], ['Ben', 'Technician'], ['Sister Cy', 'Clerk']]);
  });

  it('warn where a language has none, and refuse a language the site does not have, with the line', () => {
    const problems = languageTextProblems(fieldsOf(staff), languages, { file: 'content/staff.yaml', yaml });
    expect(problems.map(({ line, severity, message }) => ({ line, severity, message }))).toEqual([
      { line: 6, severity: 'warning', message: '"Ben" (entry 2) has no title in es: the es page shows "Technician"' },
      { line: 9, severity: 'error', message: '"Sister Cy" (entry 3) name.fr: fr is not a language of this site' },
      { line: 8, severity: 'warning', message: '"Sister Cy" (entry 3) has no name in es: the es page shows "Sister Cy"' },
      { line: 11, severity: 'warning', message: '"Sister Cy" (entry 3) has no title in es: the es page shows "Clerk"' },
    ]);
  });

  it('take a single name or area as the same in every language', () => {
    expect(languageTextProblems([{ data: staff, at: [0, 'name'], value: 'Ada' }], languages, { file: 'content/staff.yaml', yaml })).toEqual([]);
  });

  it('name a school whose area lacks a language, with its line, and show the area in each language', () => {
    const schoolsText = ['- name: St. Ann', '  area:', '    en: Temecula and Murrieta', '    es: Temecula y Murrieta', '  grades: K-8', '  phone: (555) 010-3110', '  email: a@example.org', '- name: St. Bede', '  area:', '    en: Hemet and San Jacinto', '  grades: K-8', '  phone: (555) 010-3120', '  email: b@example.org', ''].join('\n');
    const schoolsYaml = parseYaml(schoolsText);
    const schools = schoolsSchema.parse(schoolsYaml.data);
    const problems = schoolProblems(schools, { file: 'content/schools.yaml', yaml: schoolsYaml }, languages, 'en');
    expect(problems.map(({ line, severity, message }) => ({ line, severity, message }))).toEqual([
      { line: 10, severity: 'warning', message: '"St. Bede" (entry 2) has no area in es: the es page shows "Hemet and San Jacinto"' },
    ]);
    expect(schoolEntries(schools, 'es', 'en').map((school) => school.area)).toEqual(['Temecula y Murrieta', 'Hemet and San Jacinto']);
    expect(schoolEntries(schools, 'en', 'en').map((school) => school.area)).toEqual(['Temecula and Murrieta', 'Hemet and San Jacinto']);
  });
});
