import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Source, SourceList } from '../../src/engine/node/graph/sources-file.ts';
import { pageText, textFingerprint } from '../../src/engine/node/editing/sources/page.ts';
import { vendorText } from '../../src/engine/node/editing/sources/vendor-text.ts';
import type { SourceCheck, WatchOptions } from '../../src/engine/node/editing/sources/source-check.ts';
import { watchSources } from '../../src/engine/node/editing/sources/watch.ts';
import { closedOrigin, startFixtureServer, type FixtureServer } from '../helpers/fixture-server.ts';

/**
 * The source watch (npm run sources) against a local server standing in for
 * GitHub's API and for a vendor's web page: unchanged, changed, gone (404, a
 * renamed path, a moved repository or page), and a network failure, which is
 * never reported as unchanged. Nothing here reaches the internet.
 */
let server: FixtureServer;
let options: WatchOptions;
beforeAll(async () => {
  server = await startFixtureServer();
  options = { githubApi: server.origin, timeoutMs: 5_000 };
});
afterAll(() => server.close());
beforeEach(() => {
  server.answers.clear();
  server.requests.length = 0;
});

const READ = '2026-11-24';
const A = 'a'.repeat(40);
const B = 'b'.repeat(40);
const commit = (sha: string, date: string, message = 'Update the guide') => ({ sha, commit: { message: `${message}\n\nMore words.`, committer: { date } } });

const check = async (source: Source, watch = options): Promise<SourceCheck> => (await watchSources({ watched: source }, watch))[0]!;

describe('a file in a repository', () => {
  const file: Source = { about: 'A page of the vendor documentation', repo: 'acme/docs', path: 'manual/guide.md', read: READ };
  const commits = `/repos/acme/docs/commits?path=${encodeURIComponent('manual/guide.md')}&per_page=1`;
  const contents = '/repos/acme/docs/contents/manual/guide.md';

  it('is unchanged while its latest commit is the one that was read', async () => {
    server.answers.set(commits, { body: [commit(A, '2026-12-01T10:00:00Z')] });
    const found = await check({ ...file, commit: A });
    expect(found).toMatchObject({ status: 'unchanged', current: { commit: A, date: '2026-12-01' }, link: `https://github.com/acme/docs/blob/${A}/manual/guide.md` });
  });

  it('without a recorded commit, is unchanged while no commit came after the day it was read (that day included)', async () => {
    server.answers.set(commits, { body: [commit(A, `${READ}T21:00:00Z`)] });
    expect(await check(file)).toMatchObject({ status: 'unchanged', current: { commit: A } });
  });

  it('is changed by a later commit, with the comparison to the commit that was read', async () => {
    server.answers.set(commits, { body: [commit(B, '2026-12-02T08:00:00Z', 'New dates for text codes')] });
    server.answers.set(contents, { body: '# The guide\n' });
    const found = await check({ ...file, commit: A });
    expect(found.status).toBe('changed');
    expect(found.detail).toContain(`commit bbbbbbb on 2026-12-02 (\`New dates for text codes\`), after commit aaaaaaa, which was read`);
    expect(found.changes).toBe(`https://github.com/acme/docs/compare/${A}...${B}`);
    expect(found.current).toEqual({ commit: B, date: '2026-12-02' });
  });

  it('without a recorded commit, is changed by a commit after the day it was read', async () => {
    server.answers.set(commits, { body: [commit(B, '2026-11-25T00:00:01Z')] });
    server.answers.set(contents, { body: '# The guide\n' });
    const found = await check(file);
    expect(found).toMatchObject({ status: 'changed', changes: 'https://github.com/acme/docs/commits/HEAD/manual/guide.md' });
    expect(found.detail).toContain(`after ${READ}, when it was read`);
  });

  it('is gone when the repository answers 404', async () => {
    server.answers.set(commits, { status: 404, body: { message: 'Not Found' } });
    expect(await check({ ...file, commit: A })).toMatchObject({ status: 'gone', detail: expect.stringContaining('there is no repository acme/docs') });
  });

  it('is gone when the repository was renamed (GitHub answers with a redirect)', async () => {
    server.answers.set(commits, { status: 301, headers: { location: `${server.origin}/repositories/1/commits` }, body: { message: 'Moved Permanently' } });
    expect(await check({ ...file, commit: A })).toMatchObject({ status: 'gone', detail: expect.stringContaining('was renamed or moved') });
  });

  it('is gone, with its new name, when the path was renamed', async () => {
    server.answers.set(commits, { body: [commit(B, '2026-12-02T08:00:00Z', 'Move the guide')] });
    server.answers.set(contents, { status: 404, body: { message: 'Not Found' } });
    server.answers.set(`/repos/acme/docs/commits/${B}`, { body: { files: [{ filename: 'manual/guides/guide.md', status: 'renamed', previous_filename: 'manual/guide.md' }] } });
    const found = await check({ ...file, commit: A });
    expect(found.status).toBe('gone');
    expect(found.detail).toBe('manual/guide.md was renamed to `manual/guides/guide.md` in commit bbbbbbb: read it there, then change `path:`');
  });

  it('is gone when the path was deleted, or never existed', async () => {
    server.answers.set(commits, { body: [commit(B, '2026-12-02T08:00:00Z', 'Remove the guide')] });
    server.answers.set(contents, { status: 404, body: { message: 'Not Found' } });
    server.answers.set(`/repos/acme/docs/commits/${B}`, { body: { files: [{ filename: 'manual/guide.md', status: 'removed' }] } });
    expect(await check(file)).toMatchObject({ status: 'gone', detail: 'manual/guide.md was deleted in commit bbbbbbb (`Remove the guide`)' });

    server.answers.set(commits, { body: [] });
    expect(await check(file)).toMatchObject({ status: 'gone', detail: expect.stringContaining('no commit of acme/docs touches manual/guide.md') });
  });

  it("is unknown, never unchanged, when GitHub refuses (rate limit, server error) or cannot be reached", async () => {
    server.answers.set(commits, { status: 403, headers: { 'x-ratelimit-remaining': '0' }, body: { message: 'API rate limit exceeded' } });
    expect(await check({ ...file, commit: A })).toMatchObject({ status: 'unknown', detail: expect.stringContaining('rate limit') });
    server.answers.set(commits, { status: 502, body: 'Bad gateway' });
    expect(await check({ ...file, commit: A })).toMatchObject({ status: 'unknown', detail: 'GitHub answered 502' });
    const offline = await check({ ...file, commit: A }, { ...options, githubApi: await closedOrigin() });
    expect(offline.status).toBe('unknown');
    expect(offline.detail).toMatch(/^GitHub could not be reached/);
    expect(offline.current).toBeUndefined();
  });

  it('sends the token when there is one, and none otherwise', async () => {
    server.answers.set(commits, { body: [commit(A, '2026-11-01T00:00:00Z')] });
    await check(file, { ...options, githubToken: 'secret-token' });
    await check(file);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer secret-token', undefined]);
  });

  describe('with lines:, only a change to the lines holding those words counts', () => {
    const watched: Source = { ...file, lines: ['qr_login_enabled'] };
    const version = (qr: string, other: string) => `class Account\n  ${other}\n  add_setting :qr_login_enabled, default: ${qr}\nend\n`;

    it('a commit that changes other lines leaves it unchanged; one that changes a watched line changes it', async () => {
      server.answers.set(commits, { body: [commit(B, '2026-12-02T08:00:00Z')] });
      server.answers.set(`/repos/acme/docs/contents/manual/guide.md?ref=${A}`, { body: version('true', 'add_setting :theme') });
      server.answers.set(contents, { body: version('true', 'add_setting :colours') });
      expect(await check({ ...watched, commit: A })).toMatchObject({ status: 'unchanged', detail: 'the file changed in commit bbbbbbb, but not its lines with "qr_login_enabled"', current: { commit: B } });

      server.answers.set(contents, { body: version('false', 'add_setting :colours') });
      expect(await check({ ...watched, commit: A })).toMatchObject({ status: 'changed', detail: expect.stringContaining('in its lines with "qr_login_enabled"') });

      server.answers.set(contents, { body: 'class Account\nend\n' });
      expect(await check({ ...watched, commit: A })).toMatchObject({ status: 'changed', detail: expect.stringContaining('no line holds "qr_login_enabled" any more') });
    });

    it('without a recorded commit, compares with the version of the day it was read', async () => {
      server.answers.set(commits, { body: [commit(B, '2026-12-02T08:00:00Z')] });
      server.answers.set(`${commits}&until=${READ}T23:59:59Z`, { body: [commit(A, '2026-11-01T00:00:00Z')] });
      server.answers.set(`/repos/acme/docs/contents/manual/guide.md?ref=${A}`, { body: version('true', 'add_setting :theme') });
      server.answers.set(contents, { body: version('true', 'add_setting :colours') });
      expect((await check(watched)).status).toBe('unchanged');
    });
  });
});

describe('a web page', () => {
  const words = 'Pairing codes have six characters and expire after seven days or their first use. '.repeat(4);
  /** A vendor's page: the content, and around it what changes on every visit or build. */
  const html = (content: string, visit: number) => `<!doctype html><html><head><title>Pairing codes</title><script nonce="n${visit}">window.build = ${visit}</script><style>.x{}</style></head>
<body><header>Signed out · visit ${visit}</header><nav>Home · Guides</nav><div class="cookie-banner">We use cookies (${visit})</div>
<main><h1>Pairing codes</h1><p>${content}</p><div class="kudos-count">${visit} kudos</div><div id="feedback">Was this helpful? ${visit}</div></main>
<footer>© ${2000 + visit}</footer></body></html>`;
  let page: Source;
  beforeEach(() => {
    page = { about: 'The pairing-code page', url: `${server.origin}/pairing-codes`, read: READ };
  });

  it('has no fingerprint until it is first read by the watch, then is unchanged while its words are, whatever changes around them', async () => {
    server.answers.set('/pairing-codes', { body: html(words, 1) });
    const first = await check(page);
    expect(first).toMatchObject({ status: 'unread', link: page.url });
    const fingerprint = (first.current as { fingerprint: string }).fingerprint;
    expect(fingerprint).toMatch(/^[0-9a-f]{12}$/);

    server.answers.set('/pairing-codes', { body: html(words, 2) });
    expect(await check({ ...page, fingerprint })).toMatchObject({ status: 'unchanged', current: { fingerprint } });

    server.answers.set('/pairing-codes', { body: html(words.replace('seven days', 'five days'), 3) });
    expect(await check({ ...page, fingerprint })).toMatchObject({ status: 'changed', detail: expect.stringContaining(`fingerprint ${fingerprint}, now`) });
  });

  it('is gone when it answers 404 or 410, or now leads to another address', async () => {
    server.answers.set('/pairing-codes', { status: 404, body: '<p>Not found</p>' });
    expect(await check({ ...page, fingerprint: 'abcdefabcdef' })).toMatchObject({ status: 'gone', detail: expect.stringContaining('answers 404') });
    server.answers.set('/pairing-codes', { status: 410, body: '<p>Gone</p>' });
    expect((await check(page)).status).toBe('gone');

    server.answers.set('/pairing-codes', { status: 301, headers: { location: '/community/home' } });
    server.answers.set('/community/home', { body: html(words, 1) });
    expect(await check({ ...page, fingerprint: 'abcdefabcdef' })).toMatchObject({ status: 'gone', link: `${server.origin}/community/home`, detail: expect.stringContaining('now leads to another page') });

    // A trailing slash added by the server is the same page.
    server.answers.set('/pairing-codes', { status: 301, headers: { location: '/pairing-codes/' } });
    server.answers.set('/pairing-codes/', { body: html(words, 1) });
    expect((await check(page)).status).toBe('unread');
  });

  it('is unknown, never unchanged, when it cannot be fetched, answers an error, or shows no text without JavaScript', async () => {
    const recorded = { ...page, fingerprint: 'abcdefabcdef' };
    server.answers.set('/pairing-codes', { status: 503, body: 'Busy' });
    expect(await check(recorded)).toMatchObject({ status: 'unknown', detail: 'the page answered 503' });
    expect(await check({ ...recorded, url: `${await closedOrigin()}/pairing-codes` })).toMatchObject({ status: 'unknown', detail: expect.stringMatching(/^the page could not be fetched/) });
    server.answers.set('/pairing-codes', { body: '<html><body><div id="root"></div><script>render()</script></body></html>' });
    expect(await check(recorded)).toMatchObject({ status: 'unknown', detail: expect.stringContaining('almost no text without JavaScript') });
  });

  it('with selector:, watches only that part, and is gone when the page no longer has it', async () => {
    const body = (aside: string) => `<main><section class="answer"><p>${words}</p></section><section class="related">${aside}</section></main>`;
    server.answers.set('/pairing-codes', { body: body('Related posts: 1') });
    const first = await check({ ...page, selector: '.answer' });
    server.answers.set('/pairing-codes', { body: body('Related posts: 2') });
    expect((await check({ ...page, selector: '.answer' })).current).toEqual(first.current);
    expect((await check(page)).current).not.toEqual((await check({ ...page, selector: '.answer' })).current);
    expect(await check({ ...page, selector: '.question' })).toMatchObject({ status: 'gone', detail: expect.stringContaining('nothing that matches selector: .question') });
  });

  it('is fingerprinted from its main text alone, its whitespace made alike', () => {
    const text = pageText('<body><nav>Menu</nav><main><h1>Title</h1>\n\n  <p>One   two</p><script>x()</script></main></body>');
    expect(text).toBe('Title One two');
    expect(textFingerprint(text!)).toBe(textFingerprint(pageText('<main><h1>Title</h1> <p>One two</p></main>')!));
  });
});

it('asks every source of a list and answers in its order, whatever answers first', async () => {
  const list: SourceList = {};
  for (let index = 0; index < 6; index++) {
    list[`page-${index}`] = { about: 'A page of the list', url: `${server.origin}/page-${index}`, read: READ };
    server.answers.set(`/page-${index}`, index === 2 ? { status: 404, body: 'gone' } : { body: `<main>${`Page ${index} words. `.repeat(20)}</main>` });
  }
  const checks = await watchSources(list, { ...options, concurrency: 3 });
  expect(checks.map((found) => `${found.id} ${found.status}`)).toEqual(Object.keys(list).map((id) => `${id} ${id === 'page-2' ? 'gone' : 'unread'}`));
});

describe("a vendor's text in the weekly issue", () => {
  it('is inline code on one line: no link, picture, mention or heading of its own, whatever backticks it holds', () => {
    const title = 'Fix [reset your password](https://evil.example.org) ![x](https://evil.example.org/t.png) @riverside/office\n## Urgent';
    const shown = vendorText(title);
    expect(shown).toBe('`Fix [reset your password](https://evil.example.org) ![x](https://evil.example.org/t.png) @riverside/office ## Urgent`');
    expect(vendorText('a `b` c')).toBe('``a `b` c``');
    expect(vendorText('`start')).toBe('`` `start ``');
  });
});
