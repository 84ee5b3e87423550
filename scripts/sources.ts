/**
 * `npm run sources`: asks each source of content/sources.yaml whether it changed
 * since it was read, and lists the guides that rely on each one that did
 * (src/engine/node/editing/sources/command.ts, where the options are listed).
 * Inside GitHub Actions it also gives the workflow `attention`: how many sources
 * need a person.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sourcesCommand } from '../src/engine/node/editing/sources/command.ts';
import { projectRoot } from '../src/engine/node/project-root.ts';

const { code, attention } = await sourcesCommand(
  process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === '--')),
  {
    contentDir: path.resolve(projectRoot, process.env.SITE_CONTENT ?? 'content'),
    watch: { githubApi: process.env.SOURCES_GITHUB_API ?? 'https://api.github.com', githubToken: process.env.GITHUB_TOKEN || undefined },
  },
);
if (attention !== undefined && process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `attention=${attention}\n`);
process.exit(code);
