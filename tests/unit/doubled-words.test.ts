import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { workFolder } from '../../src/engine/node/work-folder.ts';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';
import { doubledWords } from '../../src/engine/node/publish/doubled-words.ts';

describe('doubled words in rendered text (doubled-words.ts)', () => {
  it('finds a word or a phrase said twice in a row, across inline tags and entities', () => {
    expect(doubledWords('<body><p>La escuela tarda <strong>de</strong> de 3 a 5 días.</p></body>')).toEqual(['de de']);
    expect(doubledWords('<body><p>Open the The app.</p></body>')).toEqual(['the The']);
    expect(doubledWords('<body><p><a href="x">Ayuda<span class="link-language"> (en inglés)</span></a> (en&nbsp;inglés) y más.</p></body>')).toEqual(['(en inglés) (en inglés)']);
    expect(doubledWords('<body><p>Sign in sign in again, then in in.</p></body>')).toEqual(['Sign in sign in', 'in in.']);
    // React writes <!-- --> between a sentence and a value put in it: they read as one.
    expect(doubledWords('<body><p>Espere 3 días de<!-- --> de 3 a 5 días.</p></body>')).toEqual(['de de']);
  });

  it('leaves what only looks doubled: words in separate blocks, a path of labels, a clause that ends, numbers', () => {
    expect(doubledWords('<body><ul><li>Inicio</li><li>Inicio</li></ul><td>Yes</td><td>Yes</td><h2>Help<button>Help</button></h2></body>')).toEqual([]);
    expect(doubledWords('<body><p><strong>iCloud</strong> → <strong>iCloud</strong> → <strong>iCloud Backup</strong></p></body>')).toEqual([]);
    expect(doubledWords('<body><p>No. No one asks twice; 1 1 2 3. <script>the the</script></p><!-- the the --></body>')).toEqual([]);
    // Buttons on lines of their own are read one by one, as they show.
    expect(doubledWords('<body><p><a href="/a">Help</a>\n<a href="/b">Help</a></p></body>')).toEqual([]);
  });
});

describe('npm run build on a doubled word where a guide meets a site value', { timeout: 180_000 }, () => {
  const fixture = path.resolve(import.meta.dirname, '../fixtures/check-ok/content');
  const work = workFolder('doubled-words-');
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('fails, naming the page and the words, and writes nothing', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const contentDir = path.join(work, 'content');
    fs.cpSync(fixture, contentDir, { recursive: true });
    // The slip is in neither file alone: the guide says its own first word again before the site value.
    const { nameInSentence } = parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as { nameInSentence: string };
    const firstWord = nameInSentence.split(' ')[0]!;
    const guide = 'enrollment/slip.mdx';
    fs.writeFileSync(
      path.join(contentDir, guide),
      `---\ntitle: A slip\ndescription: A guide where a sentence meets a value of site.yaml.\nparent: /enrollment\nowner: Tests\nreviewed: 2026-11-01\n---\n\nEvery school of ${firstWord} {site.nameInSentence} uses this guide.\n`,
    );
    const outDir = path.join(work, 'dist');
    const build = buildSite({ contentDir, publicDir: path.resolve(fixture, '../public'), outDir, quiet: true });
    await expect(build).rejects.toThrow(new RegExp(`\\S*${guide.replace('.', '\\.')}: the words "${firstWord} ${firstWord}" are doubled`));
    expect(fs.existsSync(outDir)).toBe(false);
  });
});
