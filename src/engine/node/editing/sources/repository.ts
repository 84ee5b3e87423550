import { vendorText } from './vendor-text.ts';
import type { RepositorySource } from '../../graph/sources-file.ts';
import { failureReason, USER_AGENT } from './request.ts';
import type { SourceCheck, WatchOptions } from './source-check.ts';

/**
 * A repository path against GitHub's REST API: its latest commit (the commits
 * of the path, newest first) is compared with the commit that was read, or,
 * when none was recorded yet, with the day it was read (a later commit means
 * it changed since). A changed path is then looked up at the branch's head: a
 * path that is no longer there is gone (renamed or deleted, with the commit
 * that did it), never unchanged. With `lines:`, only a change to the lines
 * holding those words counts, so a large file that changes every week (a
 * settings model, a strings file) does not cry wolf.
 */
interface ApiCommit {
  sha: string;
  commit: { message: string; committer: { date: string } };
}

interface ApiCommitDetail {
  files?: { filename: string; status: string; previous_filename?: string }[];
}

type Answer<T> = { ok: true; body: T } | { ok: false; kind: 'missing' | 'moved' | 'failed'; detail: string };

const WEB = 'https://github.com';

/** One GET to the API: its JSON (or text), or why not. Redirects are not followed: GitHub answers a renamed repository with one. */
async function ask<T>(url: string, options: WatchOptions, accept = 'application/vnd.github+json'): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      headers: { accept, 'user-agent': USER_AGENT, 'x-github-api-version': '2022-11-28', ...(options.githubToken ? { authorization: `Bearer ${options.githubToken}` } : {}) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
  } catch (error) {
    return { ok: false, kind: 'failed', detail: `GitHub could not be reached (${failureReason(error)})` };
  }
  if (response.status >= 300 && response.status < 400) return { ok: false, kind: 'moved', detail: vendorText(response.headers.get('location') ?? '') };
  if (response.status === 404) return { ok: false, kind: 'missing', detail: '404' };
  if (response.status === 429 || (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0')) {
    return { ok: false, kind: 'failed', detail: "GitHub's rate limit was reached (set GITHUB_TOKEN, or run it again in an hour)" };
  }
  if (!response.ok) return { ok: false, kind: 'failed', detail: `GitHub answered ${response.status}` };
  try {
    return { ok: true, body: (accept.endsWith('raw+json') ? await response.text() : await response.json()) as T };
  } catch (error) {
    return { ok: false, kind: 'failed', detail: `GitHub's answer could not be read (${failureReason(error)})` };
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');
const short = (sha: string) => sha.slice(0, 7);
const firstLine = (message: string) => message.split('\n')[0]!.trim();

export async function checkRepository(id: string, source: RepositorySource, options: WatchOptions): Promise<SourceCheck> {
  const api = `${options.githubApi.replace(/\/+$/, '')}/repos/${source.repo}`;
  const onBranch = source.branch ? `&sha=${encodeURIComponent(source.branch)}` : '';
  const history = `${WEB}/${source.repo}/commits/${source.branch ?? 'HEAD'}/${source.path}`;
  const result = (status: SourceCheck['status'], detail: string, extra: Partial<SourceCheck> = {}): SourceCheck => ({ id, status, detail, link: `${WEB}/${source.repo}/blob/${source.branch ?? 'HEAD'}/${source.path}`, changes: history, ...extra });

  const latest = await ask<ApiCommit[]>(`${api}/commits?path=${encodeURIComponent(source.path)}&per_page=1${onBranch}`, options);
  if (!latest.ok) {
    if (latest.kind === 'failed') return result('unknown', latest.detail);
    if (latest.kind === 'moved') return result('gone', `the repository ${source.repo} was renamed or moved: find its new name on GitHub and change \`repo:\``);
    return result('gone', `there is no repository ${source.repo}${source.branch ? ` with a branch ${source.branch}` : ''} on GitHub any more (or it is private)`);
  }
  const head = latest.body[0];
  if (!head) return result('gone', `no commit of ${source.repo} touches ${source.path}: the path is wrong, or it never existed`);
  const current = { commit: head.sha, date: head.commit.committer.date.slice(0, 10) };
  const link = `${WEB}/${source.repo}/blob/${head.sha}/${source.path}`;
  const sameAsRead = source.commit ? head.sha === source.commit : head.commit.committer.date <= `${source.read}T23:59:59Z`;
  const since = source.commit ? `commit ${short(source.commit)}, which was read` : `${source.read}, when it was read`;
  if (sameAsRead) return result('unchanged', `no commit since ${since}`, { current, link });

  // It changed: is the path still there at the head of the branch?
  const now = await ask<string>(`${api}/contents/${encodePath(source.path)}${source.branch ? `?ref=${encodeURIComponent(source.branch)}` : ''}`, options, 'application/vnd.github.raw+json');
  if (!now.ok) {
    if (now.kind === 'failed' || now.kind === 'moved') return result('unknown', now.kind === 'failed' ? now.detail : 'GitHub redirected the request for the file');
    return result('gone', await whereItWent(api, source.path, head, options));
  }
  const changes = source.commit ? `${WEB}/${source.repo}/compare/${source.commit}...${head.sha}` : history;
  const changed = `changed in commit ${short(head.sha)} on ${current.date} (${vendorText(firstLine(head.commit.message))}), after ${since}`;
  if (!source.lines) return result('changed', changed, { current, link, changes });
  return compareLines(source, { api, onBranch, head, now: now.body, changed }, options, (status, detail) => result(status, detail, { current, link, changes }));
}

/** With `lines:`: the lines holding those words now, against the same lines in the version that was read. */
async function compareLines(
  source: RepositorySource,
  found: { api: string; onBranch: string; head: ApiCommit; now: string; changed: string },
  options: WatchOptions,
  result: (status: SourceCheck['status'], detail: string) => SourceCheck,
): Promise<SourceCheck> {
  const words = source.lines!;
  const watched = (text: string) => text.split(/\r?\n/).filter((line) => words.some((word) => line.includes(word))).map((line) => line.trim());
  const now = watched(found.now);
  const quoted = words.map((word) => `"${word}"`).join(', ');
  if (now.length === 0) return result('changed', `${found.changed}; no line holds ${quoted} any more`);
  let readSha = source.commit;
  if (!readSha) {
    const asRead = await ask<ApiCommit[]>(`${found.api}/commits?path=${encodeURIComponent(source.path)}&per_page=1&until=${source.read}T23:59:59Z${found.onBranch}`, options);
    if (!asRead.ok) return result('unknown', asRead.detail);
    readSha = asRead.body[0]?.sha;
    if (!readSha) return result('changed', `${found.changed}; the file did not exist yet on ${source.read}`);
  }
  const then = await ask<string>(`${found.api}/contents/${encodePath(source.path)}?ref=${readSha}`, options, 'application/vnd.github.raw+json');
  if (!then.ok) return result('unknown', `the version that was read could not be fetched (${then.detail})`);
  if (JSON.stringify(watched(then.body)) === JSON.stringify(now)) {
    return result('unchanged', `the file changed in commit ${short(found.head.sha)}, but not its lines with ${quoted}`);
  }
  return result('changed', `${found.changed}, in its lines with ${quoted}`);
}

/** Why a changed path is no longer there: the commit that renamed or deleted it, when GitHub says. */
async function whereItWent(api: string, path: string, head: ApiCommit, options: WatchOptions): Promise<string> {
  const gone = `is no longer in the repository (last changed in commit ${short(head.sha)}, ${vendorText(firstLine(head.commit.message))})`;
  const detail = await ask<ApiCommitDetail>(`${api}/commits/${head.sha}`, options);
  const files = detail.ok ? (detail.body.files ?? []) : [];
  const renamed = files.find((file) => file.previous_filename === path) ?? files.find((file) => file.previous_filename?.startsWith(`${path}/`));
  if (renamed?.previous_filename) {
    const to = renamed.previous_filename === path ? renamed.filename : renamed.filename.slice(0, renamed.filename.length - (renamed.previous_filename.length - path.length));
    return `${path} was renamed to ${vendorText(to)} in commit ${short(head.sha)}: read it there, then change \`path:\``;
  }
  if (files.some((file) => file.filename === path && file.status === 'removed')) return `${path} was deleted in commit ${short(head.sha)} (${vendorText(firstLine(head.commit.message))})`;
  return `${path} ${gone}`;
}
