import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BANK_FLOOR, BANK_GOAL, BANK_MINIMUM, bankSummary, QUESTION_BANK_FILE, rankBank, rankingSummary, rankQuestions, readQuestionBank, searchQuestions, searchSections, siteSearch, siteSearchHits, TOP_ONE_GOAL, withTypo } from '../../scripts/measure/search-ranking.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';

/**
 * The search's ranking, on a small site whose pages compete for the same words
 * as today's do: a section's page that mentions its guides' subjects, a guide
 * that answers by its keywords, an FAQ that mentions a guide's title over and over.
 */
const header = (title: string, extra = '') => `---\ntitle: ${title}\ndescription: A page of the search ranking unit tests, long enough.\nowner: Tests\nreviewed: 2026-01-01\n${extra}---\n`;
const often = (sentence: string, times: number) => Array.from({ length: times }, () => sentence).join(' ');

const PAGES: Record<string, string> = {
  'canvas/index.mdx': `${header('Canvas', 'keywords: [pairing code, grades]\n')}
The Canvas guides. ${often('A pairing code links a parent to a student.', 6)}

## Pairing code

${often('Ask the school for a pairing code.', 4)}
`,
  'canvas/parent_account.mdx': `${header('Set up a parent account', 'parent: /canvas\nkeywords: [pairing code, observer]\n')}
Make an account to see your child's courses.

## Make the account

Enter the code from your child's app.
`,
  'canvas/faq.mdx': `${header('Canvas questions', 'parent: /canvas\nkeywords: [locked out, help]\n')}
${often('If you are locked out of Canvas, read the guide about being locked out.', 5)}

## I am locked out

${often('Locked out? Ask the office.', 4)}
`,
  'canvas/lockout.mdx': `${header('Locked out of Canvas', 'parent: /canvas\nkeywords: [reset password]\n')}
What to do when you cannot sign in.
`,
  // A page that lists guides, with a question of its own, and a guide that repeats the question's words.
  'apps/index.mdx': `${header('School apps')}
The school's apps.

<Accordion>
<AccordionItem id="code-expired" title="My sign-in code has expired">
Ask the office for a new code. A code lasts a week.
</AccordionItem>
</Accordion>
`,
  'apps/install.mdx': `${header('Set up the school app', 'parent: /apps\n')}
${often('The school app asks for a code. An expired code is refused: a code lasts a week.', 5)}
`,
};

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-ranking-'));
fs.cpSync(path.resolve(import.meta.dirname, '../fixtures/content-ok'), root, { recursive: true });
for (const [file, text] of Object.entries(PAGES)) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
const graph = await loadContentGraph({ contentDir: root });
const search = siteSearch(graph, 'en');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the search puts the page that answers first', () => {
  it('builds the test site without problems', () => {
    expect(graph.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it('a guide comes before the section page that mentions its subject more often', async () => {
    expect((await search('pairing code'))[0]).toBe('/canvas/parent_account');
  });

  it('a section page still comes first for the words of its own title', async () => {
    expect((await search('canvas'))[0]).toBe('/canvas');
  });

  it('the guide whose title is what was typed comes before a page that repeats those words', async () => {
    expect((await search('locked out of canvas'))[0]).toBe('/canvas/lockout');
    expect((await search('lockd out of canvas'))[0]).toBe('/canvas/lockout');
  });

  it('a guide whose keyword is what was typed comes first', async () => {
    expect((await search('reset password'))[0]).toBe('/canvas/lockout');
  });

  it('a section page’s question whose heading holds every word its title does not comes first; with fewer, after the guides', async () => {
    // "School apps" holds "school app"; the question's heading, "code expired".
    expect((await siteSearchHits(graph, 'en')('school app code expired'))[0]).toBe('/apps#code-expired');
    // Its heading lacks "week", which the guide and the answer both say.
    const hits = await siteSearchHits(graph, 'en')('school app code expired week');
    expect(hits).toContain('/apps#code-expired');
    expect(hits[0]).toBe('/apps/install');
  });

  it('a guide that holds some of the words comes before the top of a section page that holds them all', async () => {
    // Only the Canvas page's top says "links", "parent" and "student" together; the parent account guide is about them.
    const hits = await siteSearchHits(graph, 'en')('links parent student');
    const guide = hits.findIndex((url) => url.startsWith('/canvas/parent_account'));
    expect(guide).toBeGreaterThanOrEqual(0);
    expect(hits).toContain('/canvas');
    expect(guide).toBeLessThan(hits.indexOf('/canvas'));
  });
});

describe('the questions of the ranking report', () => {
  const questions = searchQuestions(graph, 'en');
  const answersOf = (question: string) => questions.find((entry) => entry.question === question)?.answers;

  it('asks each title and keyword as written, in lower case and with a typo', () => {
    expect(answersOf('Locked out of Canvas')).toEqual(['/canvas/lockout']);
    expect(answersOf('locked out of canvas')).toEqual(['/canvas/lockout']);
    expect(answersOf(withTypo('locked out of canvas')!)).toEqual(['/canvas/lockout']);
  });

  it('answers a keyword with the guides that state it, not the section page that lists them', () => {
    expect(answersOf('pairing code')).toEqual(['/canvas/parent_account']);
    // "locked out": the FAQ states it as a keyword, the lockout guide in its title.
    expect(answersOf('locked out')!.sort()).toEqual(['/canvas/faq', '/canvas/lockout']);
  });

  it('answers a section page’s own subject with that page too', () => {
    expect(answersOf('grades')).toEqual(['/canvas']);
  });

  it('makes a typo by leaving out the middle letter of the longest word, and none in short words', () => {
    expect(withTypo('pairing code')).toBe('paiing code');
    expect(withTypo('2fa')).toBeUndefined();
  });

  it('reports top-1 and top-3 and fails a language under the goal', async () => {
    const report = await rankQuestions(graph, 'en', questions);
    expect(report.questions).toBe(questions.length);
    expect(report.topOne).toBeLessThanOrEqual(report.topThree);
    const summary = rankingSummary([{ ...report, topOne: Math.floor(report.questions * TOP_ONE_GOAL) - 1 }]);
    expect(summary.failing).toHaveLength(1);
    expect(rankingSummary([{ ...report, topOne: report.questions, misses: [] }]).failing).toEqual([]);
  });
});

describe('the question bank (content/search-questions.yaml)', () => {
  const bankOf = (text: string) => {
    fs.writeFileSync(path.join(root, QUESTION_BANK_FILE), text);
    return readQuestionBank(root, searchSections(graph, 'en'));
  };

  it('reads each question with the sections that answer it, and its line', () => {
    const { bank, problems } = bankOf('# questions\nen:\n  how do i make the account: /canvas/parent_account#make-the-account\n  locked out: [/canvas/lockout, /canvas/faq#i-am-locked-out]\n');
    expect(problems).toEqual([]);
    expect(bank.get('en')).toEqual([
      { question: 'how do i make the account', answers: ['/canvas/parent_account#make-the-account'], line: 3 },
      { question: 'locked out', answers: ['/canvas/lockout', '/canvas/faq#i-am-locked-out'], line: 4 },
    ]);
  });

  it('names the file and line of an answer that is no longer a section, with the sections the page has now', () => {
    const { problems } = bankOf('en:\n  locked out: /canvas/faq#locked-out\n  make it: /canvas/nowhere#make\n  no answer:\n');
    expect(problems).toEqual([
      expect.stringMatching(/^content\/search-questions\.yaml:2: "locked out" is answered by \/canvas\/faq#locked-out, which is not a section of this site: the sections of \/canvas\/faq are #i-am-locked-out\. Was the section renamed or removed\?/),
      expect.stringMatching(/^content\/search-questions\.yaml:3: "make it" is answered by \/canvas\/nowhere#make, which is not a section of this site: \/canvas\/nowhere is not a page of this site\./),
      expect.stringMatching(/^content\/search-questions\.yaml:4: "no answer" has no answer/),
    ]);
  });

  it('fails a language whose answering guide comes first for fewer than 90 % of its questions (npm test runs the bank)', () => {
    expect(BANK_GOAL).toBe(0.9);
    expect(BANK_FLOOR.guideFirst).toBe(BANK_GOAL);
    const questions = BANK_MINIMUM * 2;
    const atGoal = { lang: 'en', questions, guideFirst: Math.ceil(questions * BANK_GOAL), sectionFirst: questions, misses: [], hubAhead: [] };
    expect(bankSummary([atGoal]).failing).toEqual([]);
    expect(bankSummary([{ ...atGoal, guideFirst: atGoal.guideFirst - 1 }]).failing).toEqual([expect.stringMatching(/^en: the answering guide first for .* of the bank, under 90\.0 %$/)]);
    expect(bankSummary([{ ...atGoal, sectionFirst: Math.floor(questions * BANK_FLOOR.sectionFirst) - 1 }]).failing).toEqual([expect.stringMatching(/^en: the answering section first for/)]);
  });

  it('counts a question when its first result is the answering section, and fails a language with a hub ahead of the answer', async () => {
    const questions = [{ question: 'make the account', answers: ['/canvas/parent_account#make-the-account'], line: 1 }];
    const report = await rankBank(graph, 'en', questions);
    expect(report).toMatchObject({ questions: 1, guideFirst: 1, sectionFirst: 1, hubAhead: [] });
    const hub = await rankBank(graph, 'en', [{ question: 'pairing code', answers: ['/canvas/lockout'], line: 2 }]);
    expect(hub.hubAhead.map((miss) => miss.question)).toEqual(['pairing code']);
    expect(bankSummary([hub]).failing.join('\n')).toMatch(/a hub, packet or school card ahead of the answering guide/);
  });
});
