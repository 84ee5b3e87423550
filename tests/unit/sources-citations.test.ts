import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { sourcesCommand } from '../../src/engine/node/editing/sources/command.ts';
import { recordReadings } from '../../src/engine/node/editing/sources/record.ts';
import { sourcesReport, type CitingGuide } from '../../src/engine/node/editing/sources/findings-markdown.ts';
import type { SourceCheck } from '../../src/engine/node/editing/sources/source-check.ts';
import { markDone } from '../../src/engine/node/editing/translations.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { pageData } from '../../src/engine/node/render/page-data.ts';
import { SOURCES_FILE, type SourceList } from '../../src/engine/node/graph/sources-file.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';
import { startFixtureServer, type FixtureServer } from '../helpers/fixture-server.ts';

/**
 * Guides that name their sources (`sources:` in the header, content/sources.yaml):
 * the check (a citation of an unknown source fails at its file and line; a
 * source no guide cites is a warning), the inheritance of a translation, and
 * npm run sources on a small site in two languages, against a local stand-in
 * for GitHub's API (tests/unit/sources-watch.test.ts covers each kind of answer).
 */
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const today = new Date('2026-12-07T12:00:00Z');
const GUIDE = 'enrollment/returning_instructions.mdx';
const SHA = 'c'.repeat(40);

const SOURCES = `# The fixture site's sources.
vendor-file:
  about: The vendor's documentation of the forms
  repo: acme/docs
  path: manual/forms.md
  read: 2026-11-24

# A page the Spanish guide adds.
spanish-help:
  about: The vendor's help in Spanish
  repo: acme/docs
  path: manual/es/forms.md
  read: 2026-11-24

unused-source:
  about: A source no guide cites any more
  url: https://vendor.example.org/old
  read: 2026-11-24
`;

/** The content check's fixture site, with a Spanish twin of one guide (translated from the original as it was before it cited anything) and a sources.yaml. */
function bilingualSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'));
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  const content = path.join(root, 'content');
  const siteFile = path.join(content, 'site.yaml');
  fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'));
  fs.copyFileSync(path.join(content, 'strings/en.yaml'), path.join(content, 'strings/es.yaml'));
  const original = fs.readFileSync(path.join(content, GUIDE), 'utf8');
  fs.mkdirSync(path.join(content, 'es', path.dirname(GUIDE)), { recursive: true });
  fs.writeFileSync(path.join(content, 'es', GUIDE), markDone(original.replace('title: Re-enroll a returning student', 'title: Reinscribir a un estudiante'), original));
  fs.writeFileSync(path.join(content, SOURCES_FILE), SOURCES);
  return root;
}

/** Adds a header line after `printable:` (as editors put it) to a page of the site. */
function addHeaderLine(root: string, file: string, line: string) {
  const absolute = path.join(root, 'content', file);
  fs.writeFileSync(absolute, fs.readFileSync(absolute, 'utf8').replace(/^printable: true$/m, `printable: true\n${line}`));
}

const graphOf = (root: string) => loadContentGraph({ contentDir: path.join(root, 'content'), today });
const sourceProblems = async (root: string): Promise<ContentProblem[]> =>
  checkContent(await graphOf(root), { publicDir: path.join(root, 'public') }).problems.filter((problem) => problem.file.endsWith(SOURCES_FILE) || problem.message.startsWith('sources:'));

describe('npm run check: the guides\' sources', { timeout: 60_000 }, () => {
  let root: string;
  beforeEach(() => {
    root = bilingualSite();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('accepts a guide citing known sources, lets its translation inherit them and add its own, and warns about a source nobody cites', async () => {
    addHeaderLine(root, GUIDE, 'sources: [vendor-file]');
    addHeaderLine(root, `es/${GUIDE}`, 'sources: [spanish-help]');
    expect(await sourceProblems(root)).toEqual([
      { file: 'content/sources.yaml', line: 16, severity: 'warning', message: '"unused-source" is cited by no guide, so nobody is told when it changes', hint: expect.stringContaining('delete it from sources.yaml') },
    ]);
  });

  it('fails on a guide that cites an unknown source, at its file, line and column, and suggests the id meant', async () => {
    addHeaderLine(root, GUIDE, 'sources:\n  - vendor-file\n  - vendor-fle');
    const source = fs.readFileSync(path.join(root, 'content', GUIDE), 'utf8').split('\n');
    const line = source.indexOf('  - vendor-fle') + 1;
    expect(await sourceProblems(root)).toContainEqual({ file: `content/${GUIDE}`, line, column: 5, severity: 'error', message: 'sources: "vendor-fle" is not in content/sources.yaml', hint: 'did you mean "vendor-file"?' });
    expect(checkContent(await graphOf(root), { publicDir: path.join(root, 'public') }).problems.filter((problem) => problem.severity === 'error')).toHaveLength(1);
  });

  it('warns when a translation repeats a source its original cites, and fails on its unknown ones too', async () => {
    addHeaderLine(root, GUIDE, 'sources: [vendor-file]');
    addHeaderLine(root, `es/${GUIDE}`, 'sources: [vendor-file, no-such-source]');
    const found = (await sourceProblems(root)).filter((problem) => problem.file === `content/es/${GUIDE}`);
    expect(found.map(({ severity, message }) => `${severity}: ${message}`)).toEqual([
      'warning: sources: "vendor-file" is already cited by /enrollment/returning_instructions, which this page translates',
      'error: sources: "no-such-source" is not in content/sources.yaml',
    ]);
  });

  it('reports the mistakes of sources.yaml at their lines, and checks no citation against a list it cannot read', async () => {
    addHeaderLine(root, GUIDE, 'sources: [vendor-file]');
    const broken = `both-kinds:\n  about: A source written both ways\n  repo: acme/docs\n  path: manual/a.md\n  url: https://vendor.example.org/a\n  read: 2026-11-24\nno-read:\n  about: A source nobody dated\n  url: https://vendor.example.org/b\nshort-commit:\n  about: A commit cut short\n  repo: acme/docs\n  path: manual/c.md\n  read: 2026-11-24\n  commit: abc1234\nBad_Id:\n  about: An id with capitals\n  url: https://vendor.example.org/d\n  read: 2026-11-24\ntypo:\n  about: A field name mistyped\n  repo: acme/docs\n  path: manual/e.md\n  read: 2026-11-24\n  comit: ${SHA}\n`;
    fs.writeFileSync(path.join(root, 'content', SOURCES_FILE), broken);
    expect((await sourceProblems(root)).map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '5: both-kinds.url: a source is either a repository path (repo: and path:) or a web page (url:), not both',
      '8: no-read.read: is required but missing',
      '15: short-commit.commit: must be a full commit id: 40 characters 0-9 and a-f',
      '17: Bad_Id: the id must be lowercase letters, digits and single dashes, such as entra-sms-voice-retirement',
      '25: typo.comit: unknown field',
    ]);
  });

  it('citing a source does not make a translation outdated: the twin inherits it, there is nothing to translate', async () => {
    addHeaderLine(root, GUIDE, 'sources:\n  - vendor-file');
    expect((await graphOf(root)).byPath.get(`/es/${GUIDE.replace(/\.mdx$/, '')}`)!.translation!.status).toBe('current');
    fs.appendFileSync(path.join(root, 'content', GUIDE), '\nA new sentence.\n');
    expect((await graphOf(root)).byPath.get(`/es/${GUIDE.replace(/\.mdx$/, '')}`)!.translation!.status).toBe('outdated');
  });
});

describe('npm run sources on a site in two languages', { timeout: 60_000 }, () => {
  let root: string;
  let server: FixtureServer;
  let output: string[];
  let errors: string[];
  const sourcesFile = () => path.join(root, 'content', SOURCES_FILE);
  const run = (...args: string[]) =>
    sourcesCommand(args, { contentDir: path.join(root, 'content'), today, watch: { githubApi: server.origin, timeoutMs: 5_000 }, print: (text) => output.push(text), printError: (text) => errors.push(text) });
  const commits = (file: string) => `/repos/acme/docs/commits?path=${encodeURIComponent(file)}&per_page=1`;

  beforeAll(async () => {
    server = await startFixtureServer();
    root = bilingualSite();
    addHeaderLine(root, GUIDE, 'sources: [vendor-file]');
    addHeaderLine(root, `es/${GUIDE}`, 'sources: [spanish-help]');
    // Only the repository sources are asked here: the page is dropped, so nothing reaches the internet.
    fs.writeFileSync(sourcesFile(), SOURCES.slice(0, SOURCES.indexOf('unused-source:')));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  beforeEach(() => {
    output = [];
    errors = [];
    server.answers.clear();
    // vendor-file changed after it was read; spanish-help is gone.
    server.answers.set(commits('manual/forms.md'), { body: [{ sha: SHA, commit: { message: 'New form statuses', committer: { date: '2026-12-01T09:00:00Z' } } }] });
    server.answers.set('/repos/acme/docs/contents/manual/forms.md', { body: '# Forms\n' });
    server.answers.set(commits('manual/es/forms.md'), { status: 404, body: { message: 'Not Found' } });
  });

  it('lists each changed or gone source with the guides that rely on it, the original beside its translation', async () => {
    const result = await run();
    expect(result).toEqual({ code: 0, attention: 2 });
    const report = output.join('\n');
    expect(report).toContain('2 sources asked: 1 changed, 1 gone, 0 could not be checked, 0 not yet read by the watch, 0 unchanged.');
    const changed = report.slice(report.indexOf('### Sources that changed'), report.indexOf('### Sources that are gone'));
    expect(changed).toContain('#### `vendor-file`');
    expect(changed).toContain(`- **Record it once re-read:** \`npm run sources -- --reviewed vendor-file\` (or, in the browser, set \`commit: ${SHA}\``);
    const guides = changed.split('\n').filter((line) => line.startsWith('  - ['));
    expect(guides).toEqual([
      '  - [Re-enroll a returning student](https://edtech.riversidecatholic.example.org/enrollment/returning_instructions/): `content/enrollment/returning_instructions.mdx`, `content/es/enrollment/returning_instructions.mdx`',
    ]);
    // The Spanish page's own source names only the Spanish page.
    const gone = report.slice(report.indexOf('### Sources that are gone'));
    expect(gone.split('\n').filter((line) => line.startsWith('  - ['))).toEqual([
      '  - [Reinscribir a un estudiante](https://edtech.riversidecatholic.example.org/es/enrollment/returning_instructions/): `content/es/enrollment/returning_instructions.mdx`',
    ]);
  });

  it('records in sources.yaml the day each source changed (its commit\'s) or was found gone, once, so its guides tell readers', async () => {
    const recorded = parseDocument(fs.readFileSync(sourcesFile(), 'utf8')).toJS() as SourceList;
    expect(recorded['vendor-file']).toMatchObject({ read: '2026-11-24', changed: '2026-12-01' });
    expect(recorded['spanish-help']).toMatchObject({ read: '2026-11-24', gone: '2026-12-07' });
    expect(recorded['spanish-help']).not.toHaveProperty('changed');
    // A later run keeps the first day found.
    const text = fs.readFileSync(sourcesFile(), 'utf8');
    await run();
    expect(fs.readFileSync(sourcesFile(), 'utf8')).toBe(text);
    // The guide and its translation say so, from the first change (the translation's own source went later).
    const graph = await graphOf(root);
    for (const route of ['/enrollment/returning_instructions', '/es/enrollment/returning_instructions']) {
      const page = graph.byPath.get(route)!;
      expect(pageData(page, graph).factsChecked).toEqual({ from: '2026-11-24', to: '2026-11-24', since: { date: '2026-12-01', gone: false } });
    }
  });

  it('--out writes the report to a file and prints its summary', async () => {
    const out = path.join(root, 'reports/sources.md');
    expect((await run('--out', out)).code).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toContain('#### `vendor-file`');
    expect(output).toEqual(['2 sources asked: 1 changed, 1 gone, 0 could not be checked, 0 not yet read by the watch, 0 unchanged.']);
  });

  it('--reviewed records the commit read and the day, and takes away what the watch found, changing nothing else; a gone or unknown source is not recorded', async () => {
    const before = fs.readFileSync(sourcesFile(), 'utf8');
    expect((await run('--reviewed', 'vendor-file', 'spanish-help')).code).toBe(1);
    expect(errors).toEqual([expect.stringMatching(/^spanish-help was not recorded: there is no repository acme\/docs/)]);
    const after = fs.readFileSync(sourcesFile(), 'utf8');
    // Re-read, it no longer says it changed.
    expect(after).toBe(before.replace('  path: manual/forms.md\n  read: 2026-11-24\n  changed: 2026-12-01\n', `  path: manual/forms.md\n  read: 2026-12-07\n  commit: ${SHA}\n`));
    // Read again, it is unchanged.
    output = [];
    await run();
    expect(output.join('\n')).toContain('1 gone, 0 could not be checked, 0 not yet read by the watch, 1 unchanged.');

    // GitHub out of reach: nothing is recorded.
    server.answers.set(commits('manual/forms.md'), { status: 500, body: 'error' });
    expect((await run('--reviewed', 'vendor-file')).code).toBe(1);
    expect(fs.readFileSync(sourcesFile(), 'utf8')).toBe(after);
  });

  it('--reviewed offline records nothing and says how to record a reading made by hand', async () => {
    const before = fs.readFileSync(sourcesFile(), 'utf8');
    // A port nothing listens on: the connection is refused, as it is with no network.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const offline = await sourcesCommand(['--reviewed', 'vendor-file'], { contentDir: path.join(root, 'content'), today, watch: { githubApi: `http://127.0.0.1:${closed}`, timeoutMs: 5_000 }, print: (text) => output.push(text), printError: (text) => errors.push(text) });
    expect(offline.code).toBe(1);
    expect(fs.readFileSync(sourcesFile(), 'utf8')).toBe(before);
    expect(errors[0]).toMatch(/^vendor-file was not recorded: GitHub could not be reached \(ECONNREFUSED\)/);
    const said = errors.slice(1).join('\n');
    expect(said).toContain('Run the same command again once it is online.');
    expect(said).toContain(`record a reading you made by hand: in content/${SOURCES_FILE}, under this source, set read: ${today.toISOString().slice(0, 10)}`);
    expect(said).toMatch(/copy its commit: or fingerprint: line from the weekly issue/);
  });

  it('refuses an id that is not in sources.yaml, with the one meant', async () => {
    expect((await run('--reviewed', 'vendor-fil')).code).toBe(1);
    expect(errors).toEqual(['vendor-fil is not in sources.yaml: did you mean vendor-file?']);
    expect((await run('--revewed', 'vendor-file')).code).toBe(1);
    expect(errors.at(-1)).toMatch(/^Usage: npm run sources/);
  });
});

describe('the report', () => {
  const guide: CitingGuide = { title: 'A guide', address: 'https://help.example.org/guide/', files: ['content/guide.mdx', 'content/es/guide.mdx'] };
  const sources: SourceList = {};
  const checks: SourceCheck[] = [];
  for (let index = 0; index < 40; index++) {
    sources[`source-${index}`] = { about: `What the guides take from source ${index}`, url: `https://vendor.example.org/${index}`, read: '2026-11-24' };
    checks.push({ id: `source-${index}`, status: index % 4 === 0 ? 'unknown' : 'changed', detail: index % 4 === 0 ? 'the page answered 503' : 'its text changed', link: `https://vendor.example.org/${index}`, current: { fingerprint: '0123456789ab' } });
  }

  it('lists a source that could not be checked in one line, with nothing to record', () => {
    const { markdown, attention } = sourcesReport(checks, sources, () => [guide], '2026-12-07');
    expect(attention).toBe(40);
    const unknown = markdown.slice(markdown.indexOf('### Sources that could not be checked this time'));
    expect(unknown.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(10);
    expect(unknown).not.toContain('--reviewed');
    expect(markdown).toContain('  - [A guide](https://help.example.org/guide/): `content/guide.mdx`, `content/es/guide.mdx`');
  });

  it('keeps within a length, cutting between sources and saying how many are left out', () => {
    const whole = sourcesReport(checks, sources, () => [guide], '2026-12-07').markdown;
    const cut = sourcesReport(checks, sources, () => [guide], '2026-12-07', 4_000).markdown;
    expect(cut.length).toBeLessThan(4_200);
    const shown = cut.split('\n').filter((line) => line.startsWith('#### ')).length;
    expect(shown).toBeGreaterThan(0);
    expect(cut).toContain(`*${40 - shown} more sources are not shown here`);
    expect(whole.startsWith(cut.slice(0, cut.lastIndexOf('\n\n*')))).toBe(true);
  });
});

describe('recording a reading', () => {
  const file = path.resolve(import.meta.dirname, '../../content', SOURCES_FILE);

  it('leaves every comment and line of content/sources.yaml as it is, but the lines it records', () => {
    const text = fs.readFileSync(file, 'utf8');
    const sources = parseDocument(text).toJS() as Record<string, { repo?: string; url?: string; commit?: string; fingerprint?: string }>;
    // One source of each kind that has no commit or fingerprint yet, if the file has one.
    const repositoryId = Object.keys(sources).find((id) => sources[id]!.repo && !sources[id]!.commit);
    const pageId = Object.keys(sources).find((id) => sources[id]!.url && !sources[id]!.fingerprint);
    const readings = [...(repositoryId ? [{ id: repositoryId, read: '2099-01-02', commit: SHA }] : []), ...(pageId ? [{ id: pageId, read: '2099-01-02', fingerprint: '0123456789ab' }] : [])];
    const recorded = recordReadings(text, readings);
    // Taking out the lines added and putting back the read: days gives the file as it was, comments and blank lines included.
    const restored = recorded
      .split('\n')
      .filter((line) => line !== `  commit: ${SHA}` && line !== '  fingerprint: 0123456789ab')
      .map((line, index) => (line === '  read: 2099-01-02' ? text.split('\n')[index] : line))
      .join('\n');
    expect(restored).toBe(text);
    expect(recorded.split('\n').length - text.split('\n').length).toBe(readings.length);
    for (const { id, ...fields } of readings) expect(parseDocument(recorded).toJS()[id]).toMatchObject(fields);
  });

  it('adds a commit or a fingerprint under its source, and replaces a recorded one', () => {
    const text = '# A comment\nfirst:\n  about: A page of the vendor\n  url: https://vendor.example.org/a\n  read: 2026-11-24 # the first reading\n\nsecond:\n  about: A file of the vendor\n  repo: acme/docs\n  path: manual/a.md\n  read: 2026-11-24\n  commit: ' + 'a'.repeat(40) + '\n';
    const recorded = recordReadings(text, [{ id: 'first', read: '2026-12-07', fingerprint: '0123456789ab' }, { id: 'second', read: '2026-12-07', commit: SHA }]);
    expect(recorded).toBe(
      '# A comment\nfirst:\n  about: A page of the vendor\n  url: https://vendor.example.org/a\n  read: 2026-12-07 # the first reading\n  fingerprint: 0123456789ab\n\nsecond:\n  about: A file of the vendor\n  repo: acme/docs\n  path: manual/a.md\n  read: 2026-12-07\n  commit: ' + SHA + '\n',
    );
  });
});
