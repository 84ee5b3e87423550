import { isRepositorySource, type PageSource, type SourceList } from '../../graph/sources-file.ts';
import { checkPage } from './page.ts';
import { checkRepository } from './repository.ts';
import type { SourceCheck, WatchOptions } from './source-check.ts';

/**
 * `npm run sources`: asks each source of content/sources.yaml whether it
 * changed since someone read it. A repository path asks GitHub for its latest
 * commit (repository.ts); a web page is fetched and its text fingerprinted
 * (page.ts). Nothing here writes: the baseline moves only when a person records
 * that they re-read a source (record.ts), so a failed fetch can never advance it.
 */
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
