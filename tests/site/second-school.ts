/**
 * Another school system adopts the site by editing site.yaml and staff.yaml
 * (issue 31): a fictional second system's files, made from content/'s own so
 * that every key the guides use is there, with every name (in each language),
 * address, email, phone and person its own; and the traces of the first system
 * that must then appear nowhere in the built site. Both are read from content/,
 * never typed here, so they follow whichever school system content/ describes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

interface SchoolNames {
  name: string;
  nameInSentence: string;
  shortName: string;
  helpDesk?: string;
}

interface SiteYaml {
  name: string;
  nameInSentence: string;
  shortName: string;
  names?: Record<string, SchoolNames>;
  siteUrl: string;
  repository: { url: string; branch: string };
  office: { email: string; phone: string; address: string };
  enrollment?: { portalServer: string };
  lms?: { appSchoolName: string };
  products: Record<string, string>;
  links: Record<string, string>;
}

interface StaffMember {
  /** One name, or one per language (staff.yaml). */
  name: string | Record<string, string>;
  email?: string;
}

/** The second school system: its names by language (another language gets the English ones with its code). */
const SECOND: Record<string, SchoolNames> = {
  en: { name: 'Northfield Unified School District', nameInSentence: 'the Northfield Unified School District', shortName: 'Northfield Schools', helpDesk: 'Northfield Service Desk' },
  es: { name: 'Distrito Escolar Unificado de Northfield', nameInSentence: 'el Distrito Escolar Unificado de Northfield', shortName: 'Escuelas de Northfield', helpDesk: 'Centro de Servicio de Northfield' },
};
/** The label that names the second system in its addresses and emails (northfieldusd.example.net). */
const SECOND_LABEL = 'northfieldusd';

const read = <T>(contentDir: string, file: string) => parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as T;

/** The label that names a school system in its addresses: the first of its email domain (jdoe@<label>.example.org). */
const organisationLabel = (site: SiteYaml) => site.office.email.split('@')[1]!.split('.')[0]!;

/** Every way the first school system names itself, by language: site.yaml's names and help desk. */
function namesOf(site: SiteYaml): SchoolNames[] {
  return [{ name: site.name, nameInSentence: site.nameInSentence, shortName: site.shortName, helpDesk: site.products.helpDesk }, ...Object.values(site.names ?? {})];
}

/**
 * What must not appear anywhere in a site built from another school system's
 * files: every name of the first one in every language, the word all of its
 * names share (its place), its addresses' own label (which every address and
 * email of its own holds), its phone, office address, repository, server
 * names, the name its apps list, and each person of its staff with their email.
 */
export function firstSchoolTraces(contentDir: string): string[] {
  const site = read<SiteYaml>(contentDir, 'site.yaml');
  const staff = read<StaffMember[]>(contentDir, 'staff.yaml');
  const entries = namesOf(site);
  const names = entries.flatMap((entry) => Object.values(entry).filter((value): value is string => typeof value === 'string'));
  // The word every name shares, in every language (its place: "Riverside"), helps desks aside.
  const wordsOf = (text: string) => new Set(text.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}\p{L}{3,}$/u.test(word)));
  const shared = [...wordsOf(site.name)].filter((word) => entries.every((entry) => [entry.name, entry.nameInSentence, entry.shortName].every((name) => wordsOf(name).has(word))));
  return [
    ...new Set([
      ...names,
      ...shared,
      organisationLabel(site),
      site.office.phone,
      site.office.address,
      site.repository.url,
      new URL(site.siteUrl).hostname,
      ...(site.enrollment ? [site.enrollment.portalServer] : []),
      ...(site.lms ? [site.lms.appSchoolName] : []),
      ...staff.flatMap((person) => [...(typeof person.name === 'string' ? [person.name] : Object.values(person.name)), ...(person.email ? [person.email] : [])]),
      ...readSchools(contentDir).flatMap((school) => [school.name, ...(school.otherNames ?? []), ...(school.liaison ? [school.liaison] : []), ...(school.email ? [school.email] : [])]),
    ]),
  ];
}

/**
 * Writes the second school system's site.yaml, staff.yaml and schools.yaml into `root`'s
 * content/, made from those of `contentDir`: its names in every language the
 * first gives them in, its own addresses (the first's with its label), office
 * contacts, repository, server names and staff.
 */
export function adoptSecondSchool(contentDir: string, root: string): void {
  const site = read<SiteYaml>(contentDir, 'site.yaml');
  const staff = read<StaffMember[]>(contentDir, 'staff.yaml');
  const label = organisationLabel(site);
  const own = (text: string) => text.replaceAll(label, SECOND_LABEL);
  const names = (code: string): SchoolNames => SECOND[code] ?? { ...SECOND.en!, name: `${SECOND.en!.name} (${code})` };
  const { helpDesk, ...english } = names('en');
  const second: SiteYaml = {
    ...site,
    ...english,
    names: Object.fromEntries(Object.keys(site.names ?? {}).map((code) => [code, names(code)])),
    siteUrl: `https://help.${SECOND_LABEL}.example.net`,
    repository: { ...site.repository, url: `https://github.com/${SECOND_LABEL}/help-site` },
    office: { ...site.office, email: `help@${SECOND_LABEL}.example.net`, phone: '(555) 019-7700', address: '77 Harbor Road, Northfield' },
    ...(site.enrollment ? { enrollment: { ...site.enrollment, portalServer: `${SECOND_LABEL}.powerschool.example.net` } } : {}),
    ...(site.lms ? { lms: { ...site.lms, appSchoolName: english.name } } : {}),
    products: { ...site.products, helpDesk: helpDesk! },
    links: Object.fromEntries(Object.entries(site.links).map(([key, url]) => [key, own(url)])),
  };
  const people = staff.map((person, index) => ({ ...person, name: `Person ${index + 1} Northfield`, ...(person.email ? { email: `person${index + 1}@${SECOND_LABEL}.example.net` } : {}) }));
  fs.writeFileSync(path.join(root, 'content/site.yaml'), stringify(second, { lineWidth: 0 }));
  fs.writeFileSync(path.join(root, 'content/staff.yaml'), stringify(people, { lineWidth: 0 }));
  // Its own schools and liaisons, as many as the first's, each reachable the same ways.
  const schools = readSchools(contentDir).map((school, index) => ({
    ...school,
    name: `School ${index + 1} of Northfield`,
    ...(school.otherNames ? { otherNames: [`Escuela ${index + 1} de Northfield`] } : {}),
    area: `Northfield ${['North', 'South', 'Harbor'][index % 3]}`,
    liaison: `Liaison ${index + 1} Northfield`,
    ...(school.phone ? { phone: `(555) 019-${String(7800 + index)}` } : {}),
    ...(school.email ? { email: `liaison${index + 1}@${SECOND_LABEL}.example.net` } : {}),
  }));
  if (schools.length > 0) fs.writeFileSync(path.join(root, 'content/schools.yaml'), stringify(schools, { lineWidth: 0 }));
}

/** content/schools.yaml's entries, as written (none when the file is not there). */
interface WrittenSchool {
  name: string;
  otherNames?: string[];
  area?: string;
  liaison?: string;
  phone?: string;
  email?: string;
}
function readSchools(contentDir: string): WrittenSchool[] {
  return fs.existsSync(path.join(contentDir, 'schools.yaml')) ? (read<WrittenSchool[]>(contentDir, 'schools.yaml') ?? []) : [];
}

/** Pictures and fonts: no text to find a name in. */
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|pdf)$/i;

/** Each trace found in a built site's files (pages of every language, search index, sitemap, host and server files), by file. */
export function tracesIn(dist: string, traces: readonly string[]): string[] {
  const lowered = traces.map((trace) => trace.toLowerCase());
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => !BINARY.test(file) && fs.statSync(path.join(dist, file)).isFile())
    .flatMap((file) => {
      const text = fs.readFileSync(path.join(dist, file), 'utf8').toLowerCase();
      return lowered.flatMap((trace, index) => (text.includes(trace) ? [`${file}: ${traces[index]}`] : []));
    });
}
