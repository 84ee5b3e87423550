import { isRepositorySource, type PageSource, type SourceList } from '../../graph/sources-file.ts';
import { checkPage } from './page.ts';
import { checkRepository } from './repository.ts';

/**
 * `npm run sources`: asks each source of content/sources.yaml whether it
 * changed since someone read it. A repository path asks GitHub for its latest
 * commit (repository.ts); a web page is fetched and its text fingerprinted
 * (page.ts). Nothing here writes: the baseline moves only when a person records
 * that they re-read a source (record.ts), so a failed fetch can never advance it.
 */
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

/** Each source's state, in the order of the list. */
export async function watchSources(sources: SourceList, options: WatchOptions, ids: readonly string[] = Object.keys(sources)): Promise<SourceCheck[]> {
  const checks: SourceCheck[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < ids.length; index = next++) {
      const id = ids[index]!;
      const source = sources[id]!;
      checks[index] = isRepositorySource(source) ? await checkRepository(id, source, options) : await checkPage(id, source as PageSource, options);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, ids.length) }, worker));
  return checks;
}
