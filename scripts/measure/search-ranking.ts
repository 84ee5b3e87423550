/**
 * `npm run search-ranking`: does the search put the page that answers a
 * family's question first? Asks the real search (the files the build writes,
 * read through the browser's own searcher, src/search/searcher.ts) a set of
 * questions in each language, prints top-1 and top-3 with every miss, and fails
 * when fewer than TOP_ONE_GOAL of a language's questions find their page first.
 *
 * The questions come from the pages' own headers, so they follow the content as
 * editors change it: each page's title and each of its keywords, as written, in
 * lower case without accents (as typed on a phone), and with a letter missing
 * from its longest word (a typo). A title is answered by its page. Another
 * question is answered by the guides whose header says it (a keyword that is
 * the question, or a title that holds its words), any of them; a page that lists
 * guides (a section's page, the home page) answers only its own subject, the
 * words of its title, or a question no guide's header says.
 */
import path from 'node:path';
import { loadContentGraph, type ContentGraph, type GraphPage } from '../../src/engine/node/graph/content-graph.ts';
import { isEntryPoint } from '../../src/engine/node/entry-point.ts';
import { projectRoot } from '../../src/engine/node/project.ts';
import { buildSearchContent, searchAssets } from '../../src/engine/node/vite/search-index.ts';
import { guideOf, type SearchMeta } from '../../src/search/search-data.ts';
import { createSearcher } from '../../src/search/searcher.ts';
import { termProcessor, tokenize } from '../../src/search/terms.ts';

/** Share of the questions whose answering page must come first, in each language (issue 31). */
export const TOP_ONE_GOAL = 0.95;

export interface SearchQuestion {
  question: string;
  /** Where it comes from: `title` or `keyword`, and how it was typed. */
  kind: string;
  /** The pages that answer it (routes): any of them first counts. */
  answers: string[];
}

export interface RankingReport {
  lang: string;
  questions: number;
  topOne: number;
  topThree: number;
  misses: (SearchQuestion & { got: string[] })[];
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The question with one letter left out of its longest word of six letters or more (the middle one); undefined when no word is that long. */
export function withTypo(question: string): string | undefined {
  const words = question.split(' ');
  const longest = words.reduce((best, word, index) => (word.length > (words[best]?.length ?? 0) ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 6 || !/^\p{L}+$/u.test(word)) return undefined;
  const middle = Math.floor(word.length / 2);
  words[longest] = word.slice(0, middle) + word.slice(middle + 1);
  return words.join(' ');
}

/** Pages that list other pages: the home page of each language, and those another page names as its parent. */
function listingPages(pages: readonly GraphPage[]): Set<string> {
  return new Set(pages.flatMap((page) => [page.locale.site.homePage, ...(page.frontmatter.parent ? [page.frontmatter.parent] : [])]));
}

/** The questions of one language, each with the pages that answer it (see the top of this file). */
export function searchQuestions(graph: ContentGraph, lang: string): SearchQuestion[] {
  const processTerm = termProcessor(lang);
  const terms = (text: string) => tokenize(text).flatMap((word) => processTerm(word) ?? []);
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((term, index) => term === b[index]);
  const holds = (text: string, wanted: string[]) => {
    const found = new Set(terms(text));
    return wanted.every((term) => found.has(term));
  };
  const pages = graph.pages.filter((page) => page.lang === lang && page.search.length > 0);
  const listing = listingPages(pages);
  const phrases = pages.flatMap((page) => [{ text: page.frontmatter.title, kind: 'title' }, ...(page.frontmatter.keywords ?? []).map((text) => ({ text, kind: 'keyword' }))]);

  const answersOf = (phrase: string): string[] => {
    const wanted = terms(phrase);
    const titled = pages.filter((page) => same(terms(page.frontmatter.title), wanted));
    if (titled.length > 0) return titled.map((page) => page.path);
    // The pages whose header says it: a keyword that is the question, or a title that holds its words.
    const stated = pages.filter((page) => holds(page.frontmatter.title, wanted) || (page.frontmatter.keywords ?? []).some((keyword) => same(terms(keyword), wanted)));
    const guides = stated.filter((page) => !listing.has(page.path));
    // A section's page is an answer to its own subject, the words of its title ("MFA", "Canvas").
    const sections = stated.filter((page) => listing.has(page.path) && holds(page.frontmatter.title, wanted));
    return [...new Set([...(guides.length > 0 ? guides : stated), ...sections].map((page) => page.path))];
  };

  const questions = new Map<string, SearchQuestion>();
  for (const { text, kind } of phrases) {
    if (terms(text).length === 0) continue;
    const answers = answersOf(text);
    const typed = withoutAccents(text.toLowerCase());
    const typo = withTypo(typed);
    for (const [question, how] of [[text, kind], [typed, `${kind}, lower case without accents`], [typo, `${kind}, with a typo`]] as const) {
      if (question !== undefined && !questions.has(question)) questions.set(question, { question, kind: how, answers });
    }
  }
  return [...questions.values()];
}

/** The site's search in `lang`, as the browser runs it over the index files the build writes: a query gives the pages of its results, in order. */
export function siteSearch(graph: ContentGraph, lang: string): (query: string) => Promise<string[]> {
  const { files, metaUrl } = searchAssets(buildSearchContent(graph, lang), '/', lang);
  const search = createSearcher(async <T,>(url: string) => JSON.parse(files.get(url.replace(/^\//, ''))!) as T);
  const meta = JSON.parse(files.get(metaUrl.slice(1))!) as SearchMeta;
  return async (query) => [...new Set((await search(meta, query, lang)).hits.map((hit) => guideOf(hit.url)))];
}

/** Asks the search each question, as the browser would. */
export async function rankQuestions(graph: ContentGraph, lang: string, questions: readonly SearchQuestion[]): Promise<RankingReport> {
  const search = siteSearch(graph, lang);
  const report: RankingReport = { lang, questions: questions.length, topOne: 0, topThree: 0, misses: [] };
  for (const question of questions) {
    const got = await search(question.question);
    const place = got.findIndex((page) => question.answers.includes(page));
    if (place === 0) report.topOne++;
    else report.misses.push({ ...question, got });
    if (place >= 0 && place < 3) report.topThree++;
  }
  return report;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

export function rankingSummary(reports: readonly RankingReport[]): { lines: string[]; failing: string[] } {
  const lines: string[] = [];
  const failing: string[] = [];
  for (const { lang, questions, topOne, topThree, misses } of reports) {
    lines.push(`${lang}: ${questions} questions; the answering page first for ${topOne} (${percent(topOne / questions)}), in the first three for ${topThree} (${percent(topThree / questions)})`);
    for (const miss of misses) lines.push(`  "${miss.question}" (${miss.kind}): wanted ${miss.answers.join(' or ')}; got ${miss.got.slice(0, 3).join(', ') || 'nothing'}`);
    if (topOne / questions < TOP_ONE_GOAL) failing.push(`${lang}: ${percent(topOne / questions)} first, under the goal of ${percent(TOP_ONE_GOAL)}`);
  }
  return { lines, failing };
}

if (isEntryPoint(import.meta.url)) {
  const graph = await loadContentGraph({ contentDir: path.join(projectRoot, 'content') });
  const reports = await Promise.all(graph.site!.languages.map(({ code }) => rankQuestions(graph, code, searchQuestions(graph, code))));
  const { lines, failing } = rankingSummary(reports);
  console.log(lines.join('\n'));
  if (failing.length > 0) {
    console.error(`\nThe search misses its goal:\n${failing.join('\n')}\nEach miss is listed above: give the guide that answers it the reader's words (in its title or keywords:), or add them to the search's synonyms in content/site.yaml.`);
    process.exit(1);
  }
}
