/**
 * The GitHub workflows, held to least privilege (issue 34, SECURITY.md "The
 * workflows"): a job that checks out the repository (and so may run its code,
 * or a pull request's) may only read; a job that may write (publish the site,
 * comment, open an issue) checks nothing out; every action is pinned to a full
 * commit with its release beside it; and what a pull request chooses (its
 * branch names, title, body) reaches a script only through `env:`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const folder = path.resolve(import.meta.dirname, '../../.github/workflows');
const workflows = fs.readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).map((name) => ({ name, text: fs.readFileSync(path.join(folder, name), 'utf8') }));

interface Step {
  uses?: string;
  run?: string;
}
interface Job {
  permissions?: Record<string, string> | string;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown> | string | string[];
  permissions?: Record<string, string> | string;
  jobs: Record<string, Job>;
}
const parsed = workflows.map(({ name, text }) => ({ name, text, workflow: parse(text) as Workflow }));

/** Expressions whose value someone outside the project can choose. */
const UNTRUSTED = /\$\{\{\s*github\.(?:base_ref|head_ref|event\.(?:pull_request\.(?:title|body|head\.ref|head\.label)|issue\.(?:title|body)|comment\.body|review\.body|head_commit\.message|commits))/;

describe('the workflows', () => {
  it('exist', () => {
    expect(parsed.length).toBeGreaterThan(0);
  });

  it.each(parsed)('$name: every action is pinned to a full commit, with its release in a comment', ({ text }) => {
    const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)].map(([, action, rest]) => ({ action: action!, rest: rest! }));
    expect(uses.length).toBeGreaterThan(0);
    for (const { action, rest } of uses) {
      expect(action, action).toMatch(/^[\w.-]+\/[\w.-]+(?:\/[\w./-]+)?@[0-9a-f]{40}$/);
      expect(rest, action).toMatch(/^\s+#\s+v\d+(?:\.\d+){0,2}\s*$/);
    }
  });

  it.each(parsed)('$name: grants nothing to the whole workflow, and each job only what it needs', ({ workflow }) => {
    expect(workflow.permissions).toEqual({});
    for (const [id, job] of Object.entries(workflow.jobs)) expect(job.permissions, id).toBeTypeOf('object');
  });

  it.each(parsed)('$name: a job that may write checks nothing out, so it runs no code of the repository or of a pull request', ({ workflow }) => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const writes = Object.entries(job.permissions as Record<string, string>).filter(([, level]) => level === 'write').map(([scope]) => scope);
      const checksOut = (job.steps ?? []).some((step) => step.uses?.startsWith('actions/checkout@'));
      if (writes.length > 0) expect(checksOut, `${id} may write ${writes.join(', ')}`).toBe(false);
      if (checksOut) expect(writes, id).toEqual([]);
    }
  });

  it.each(parsed)('$name: a value a pull request chooses reaches a script only through env:', ({ workflow }) => {
    for (const [id, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps ?? []) if (step.run) expect(UNTRUSTED.test(step.run), `${id}: ${step.run.split('\n')[0]}`).toBe(false);
    }
  });

  it('publishing (pages, id-token) is only in a job that runs GitHub\'s own Pages actions', () => {
    const publishing = parsed.flatMap(({ name, workflow }) => Object.entries(workflow.jobs).filter(([, job]) => typeof job.permissions === 'object' && ('pages' in job.permissions || 'id-token' in job.permissions)).map(([id, job]) => ({ id: `${name}: ${id}`, job })));
    expect(publishing.length).toBeGreaterThan(0);
    for (const { id, job } of publishing) {
      expect(job.steps!.every((step) => step.run === undefined && /^actions\/(?:configure|deploy)-pages@/.test(step.uses ?? '')), id).toBe(true);
    }
  });

  it('the scheduled workflow audits the packages the site ships, into its run\'s summary', () => {
    const scheduled = parsed.filter(({ workflow }) => typeof workflow.on === 'object' && !Array.isArray(workflow.on) && 'schedule' in workflow.on);
    expect(scheduled.length).toBeGreaterThan(0);
    const audit = scheduled.flatMap(({ workflow }) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? [])).find((step) => step.run?.includes('npm audit --omit=dev'));
    expect(audit?.run).toContain('$GITHUB_STEP_SUMMARY');
  });
});

describe('CODEOWNERS', () => {
  const owners = fs.readFileSync(path.resolve(import.meta.dirname, '../../.github/CODEOWNERS'), 'utf8');
  const rules = owners.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).map((line) => line.trim().split(/\s+/));

  it('asks a developer team of site.yaml\'s organisation to review everything but content/ and public/images/', () => {
    const site = parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { repository: { url: string } };
    const organisation = new URL(site.repository.url).pathname.split('/')[1];
    expect(rules[0]).toEqual(['*', expect.stringMatching(new RegExp(`^@${organisation}/[\\w-]+$`))]);
    // The last rule that matches a path wins: the editors' folders have no owner, and nothing after them gives one back.
    expect(rules.slice(1)).toEqual([['/content/'], ['/public/images/']]);
  });
});
