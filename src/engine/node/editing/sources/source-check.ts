/** What asking a source of content/sources.yaml finds (watch.ts asks, page.ts and repository.ts each ask one kind, findings-markdown.ts writes what they found). */
export type SourceStatus =
  /** The same as when it was read. */
  | 'unchanged'
  /** Changed since it was read: re-read it and check the guides. */
  | 'changed'
  /** Not there any more (404, a renamed path, a moved repository or page): never reported as unchanged. */
  | 'gone'
  /** Could not be asked this time (network, rate limit, a server error): says nothing either way. */
  | 'unknown'
  /** A web page whose fingerprint was never recorded: the first reading gives its baseline. */
  | 'unread';

export interface SourceCheck {
  id: string;
  status: SourceStatus;
  /** What was found, in a sentence for the report. */
  detail: string;
  /** Where a person reads the source now: the file on GitHub, or the page. */
  link: string;
  /** Where the change shows (the comparison of two commits, or the path's history). */
  changes?: string;
  /** What to record once someone has re-read it: the latest commit, or the page's fingerprint now. */
  current?: { commit: string; date: string } | { fingerprint: string };
}

export interface WatchOptions {
  /** The GitHub REST API's address: https://api.github.com, or a test server's. */
  githubApi: string;
  /** A token for GitHub's API (the workflow's GITHUB_TOKEN): 60 requests an hour without one, 1,000 with. */
  githubToken?: string;
  /** How long to wait for one answer. */
  timeoutMs?: number;
  /** How many sources are asked at once. */
  concurrency?: number;
}
