import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, runScript } from '../helpers/project-copy.ts';

describe('npm run check and npm run build, in a copy of the project with mistakes', { timeout: 60_000 }, () => {
  let root: string;
  beforeAll(() => {
    root = copyProject();
    const page = path.join(root, 'content/enrollment/returning_instructions.mdx');
    const source = fs.readFileSync(page, 'utf8');
    fs.writeFileSync(page, source.replace('title: ', 'titel: ').replace('## Before you start', '## Before you start\n\nSee [help](/enrollment#no-such-anchor).'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists every problem with file and line, exits with 1, and inside GitHub Actions also prints annotations', () => {
    const result = runScript(root, 'check.ts', [], { GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    expect(result.output).toContain('content/enrollment/returning_instructions.mdx:1:1: title: is required but missing');
    expect(result.output).toContain('content/enrollment/returning_instructions.mdx:2:1: titel: unknown field\n    hint: did you mean "title"?');
    expect(result.output).toMatch(/content\/enrollment\/returning_instructions\.mdx:\d+:5: \/enrollment#no-such-anchor: the page \/enrollment has no heading or item/);
    expect(result.output).toMatch(/Content check: 3 errors, \d+ warnings? in \d+ pages/);
    expect(result.output).toContain('::error file=content/enrollment/returning_instructions.mdx,line=2,col=1::titel: unknown field%0Ahint: did you mean "title"?');
  });

  it('the build stops before Vite, with the same list', () => {
    const result = runScript(root, 'build.ts', [], { SITE_DIST: path.join(root, 'dist-test') });
    expect(result.status).toBe(1);
    expect(result.output).toContain('titel: unknown field');
    expect(result.output).toContain('The content check found errors');
    expect(fs.existsSync(path.join(root, 'dist-test'))).toBe(false);
  });
});
