import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, FIXTURE_SITE } from '../helpers/project-copy.ts';

describe('npm run check in a folder whose path has a space', { timeout: 60_000 }, () => {
  let root: string;
  beforeAll(() => {
    // The fixture site: what is tested is how the command starts, whatever content/ holds.
    root = copyProject('edtech project with spaces ', { site: FIXTURE_SITE });
    const page = path.join(root, 'content/enrollment/returning_instructions.mdx');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('title: ', 'titel: '));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reports the planted error and exits with 1 (it used to print nothing and exit 0)', () => {
    expect(root).toContain(' ');
    const result = spawnSync('npm', ['run', '--silent', 'check'], { cwd: root, encoding: 'utf8', env: { ...process.env, GITHUB_ACTIONS: '', FORCE_COLOR: '0' } });
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toContain('content/enrollment/returning_instructions.mdx:2:1: titel: unknown field');
    expect(result.status).toBe(1);
  });
});
