/**
 * Comments and documents that name a file of the project name one that exists:
 * a newcomer follows them, and a file that moved or was deleted must take its
 * mentions along. Checked: paths under src/, scripts/, tests/, docs/ and
 * .github/ anywhere in the code's comments, in the TypeScript configurations
 * (their lists of files too) and in the Markdown documents; in the code's
 * comments also paths under public/, paths relative to the file (`./NAME.ts`,
 * `../FOLDER/`) and bare file names (`content-graph.ts`). Paths under content/
 * and public/images/, and under public/ in the documents, are left out: they
 * name files an editor is about to make (`content/lms/grades.mdx`, a staff photo).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(root, file)));
const known = new Set(files);
for (const file of files) for (let folder = path.posix.dirname(file); folder !== '.'; folder = path.posix.dirname(folder)) known.add(folder);
const baseNames = new Set(files.map((file) => path.posix.basename(file)));

const isCode = (file: string) => /\.(ts|tsx|css|js)$/.test(file);
const isTsconfig = (file: string) => /^tsconfig[\w.]*\.json$/.test(file);
const read = files.filter((file) => !file.startsWith('tests/fixtures/') && !file.startsWith('docs/sources/') && (isCode(file) || isTsconfig(file) || /\.(md|yml)$/.test(file)));
/** The comments of a code file (an address in a string is the code's, which its tests check); all of a document or a TypeScript configuration. */
const commentsOf = (file: string, text: string) => (isCode(file) ? [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"\\])\/\/[^\n]*/g)].map((match) => match[0]).join('\n') : text);

/** `NAME` and `<page>` stand for any file. */
const isPlaceholder = (name: string) => /[A-Z]{3,}|[<>*]/.test(name);

describe('files named in comments and documents', () => {
  it('exist', () => {
    const missing: string[] = [];
    for (const file of read) {
      const text = commentsOf(file, fs.readFileSync(path.join(root, file), 'utf8'));
      const roots = isCode(file) || isTsconfig(file) ? 'src|scripts|tests|docs|\\.github|public' : 'src|scripts|tests|docs|\\.github';
      for (const [, named] of text.matchAll(new RegExp(`(?<![\\w./@-])((?:${roots})/[\\w./-]*\\w)`, 'g'))) {
        if (!known.has(named!) && !isPlaceholder(named!) && !named!.startsWith('public/images/')) missing.push(`${file}: ${named}`);
      }
      if (!isCode(file)) continue;
      // A path from the file's own folder, in its comments: `./NAME.ts`, `../FOLDER/`.
      for (const [, named] of text.matchAll(/(?<![\w./@-])(\.\.?\/[\w./-]*\w)/g)) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), named!));
        if (!known.has(resolved) && !isPlaceholder(named!)) missing.push(`${file}: ${named}`);
      }
      for (const [, named] of text.matchAll(/(?<![\w./@-])([\w-]+\.(?:ts|tsx|css))\b/g)) {
        if (!baseNames.has(named!)) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing, 'a comment or document names a file that is not in the project: correct the name, or say what the file became').toEqual([]);
  });
});
