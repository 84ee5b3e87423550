import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, type PageReading } from '../../src/engine/node/checks/check-content.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import type { ContentProblem } from '../../src/engine/problems.ts';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

/** The good fixture site with the plain-language fixtures added as guides/<name>.mdx. */
function siteWith(pages: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-'));
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  fs.mkdirSync(path.join(root, 'content/guides'));
  for (const [name, source] of Object.entries(pages)) fs.writeFileSync(path.join(root, 'content/guides', name), source);
  return root;
}

const fixture = (name: string) => fs.readFileSync(path.join(fixtures, 'plain-language', name), 'utf8');

describe('the plain-language check in npm run check', () => {
  let root: string;
  let problems: ContentProblem[];
  let readings: PageReading[];
  beforeAll(async () => {
    root = siteWith({
      'long.mdx': fixture('long-sentence.mdx'),
      'hard.mdx': fixture('grade-twelve.mdx'),
      'technical.mdx': fixture('grade-twelve.mdx').replace('owner: Tests', 'owner: Tests\nreadingLevel: technical'),
    });
    ({ problems, readings } = checkContent(await loadContentGraph({ contentDir: path.join(root, 'content'), today: new Date('2026-11-22'), readings: true }), { publicDir: path.join(root, 'public') }));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  // The fixture's pages are not linked from one another: only the plain-language findings are this test's.
  const of = (file: string) => problems.filter((problem) => problem.file === `content/guides/${file}` && !problem.message.startsWith('no page links to'));

  it('warns about a 40-word sentence with its file, line and column, and does not fail the page', () => {
    expect(of('long.mdx')).toEqual([
      {
        file: 'content/guides/long.mdx',
        line: 12,
        column: 1,
        severity: 'warning',
        message: 'a sentence of 40 words (plain language keeps each under 26)',
        hint: 'split it into two sentences, or turn its parts into numbered steps',
      },
    ]);
  });

  it('fails a page that reads above grade 8, pointing at its title', () => {
    const errors = of('hard.mdx').filter((problem) => problem.severity === 'error');
    expect(errors).toEqual([expect.objectContaining({ line: 2, column: 1, message: expect.stringMatching(/^reads at Flesch-Kincaid grade 1\d\.\d; pages must read at grade 8 or below$/) })]);
  });

  it('names hard words with their plain alternative, as warnings', () => {
    expect(of('hard.mdx')).toContainEqual(expect.objectContaining({ severity: 'warning', line: 12, column: 82, message: '"assistance" has a plainer alternative: "aid" or "help"' }));
  });

  it('never flags the exact label of a screen, written in bold', () => {
    expect(of('long.mdx').filter((problem) => problem.message.includes('plainer'))).toEqual([]);
  });

  it('a page whose header says readingLevel: technical reports its grade without failing', () => {
    expect(of('technical.mdx').filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(readings.find((entry) => entry.file === 'content/guides/technical.mdx')?.score).toBeGreaterThan(12);
  });

  it('reports the readability of every page, and a plain guide passes', () => {
    expect(readings.map((entry) => entry.file).sort()).toEqual(
      ['content/404.mdx', 'content/edtech.mdx', 'content/enrollment/index.mdx', 'content/enrollment/returning_instructions.mdx', 'content/guides/hard.mdx', 'content/guides/long.mdx', 'content/guides/technical.mdx', 'content/index.mdx'].sort(),
    );
    expect(readings.find((entry) => entry.file === 'content/guides/long.mdx')?.score).toBeLessThanOrEqual(8);
  });
});

describe('sentences as readers see them', () => {
  const reportOf = async (body: string) => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const tree = unified().use(remarkParse).parse(body);
    const { plainLanguageReport } = await import('../../src/engine/node/graph/plain-language/check-page.ts');
    return plainLanguageReport(tree, body, { lang: 'en', technical: false });
  };

  it('"sign in." ends a sentence (it is not the abbreviation of inches)', async () => {
    expect((await reportOf('Open the app and sign in. Then choose your school. Select the district.')).sentences).toBe(3);
  });

  it('an abbreviation before a lowercase word does not end the sentence', async () => {
    expect((await reportOf('Use a code, e.g. the one on the screen. Then finish.')).sentences).toBe(2);
  });

  it('an email address counts as one word', async () => {
    expect((await reportOf('Write to edtech@riversidecatholic.example.org today.')).words).toBe(4);
  });
});

describe('sentences that end with a number', () => {
  it('"Microsoft 365." ends a sentence when a capital follows, but "Step 2." inside a list stays a step', async () => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { plainLanguageReport } = await import('../../src/engine/node/graph/plain-language/check-page.ts');
    const body = 'Staff sign in with Microsoft 365. Then they open the app. Parents sign in with a code of 6 letters.';
    expect(plainLanguageReport(unified().use(remarkParse).parse(body), body, { lang: 'en', technical: false }).sentences).toBe(3);
  });
});

describe('Spanish pages', () => {
  const reportOf = async (body: string) => {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { plainLanguageReport } = await import('../../src/engine/node/graph/plain-language/check-page.ts');
    return plainLanguageReport(unified().use(remarkParse).parse(body), body, { lang: 'es', technical: false });
  };
  const plain = 'Abra la aplicación en su teléfono. Toque el botón para agregar una cuenta. Elija la cuenta de su escuela. Escriba su correo y su contraseña. Después toque el botón para seguir. Así termina. Si no puede, pida ayuda a la escuela. Le van a ayudar pronto.';
  const hard = 'La autenticación multifactor constituye una metodología imprescindible para incrementar significativamente la seguridad institucional de las cuentas educativas. Consecuentemente, los administradores tecnológicos configuraron políticas organizacionales de verificación adicional obligatoria, incorporando mecanismos criptográficos contemporáneos. Posteriormente, la reconfiguración de los dispositivos registrados necesitará asistencia administrativa especializada del departamento correspondiente. Adicionalmente, la documentación institucional especifica procedimientos extraordinarios.';

  it('score plain Spanish with Fernández Huerta, 60 or above', async () => {
    const report = await reportOf(plain);
    expect(report.readability).toEqual(expect.objectContaining({ formula: 'Fernández Huerta', passes: true, limit: '60 or above' }));
    expect(report.readability!.score).toBeGreaterThan(75);
  });

  it('fail hard Spanish, and flag no English "hard words" in it', async () => {
    const report = await reportOf(hard);
    expect(report.readability!.passes).toBe(false);
    expect(report.findings.map((finding) => finding.message)).toEqual([expect.stringMatching(/^reads at Fernández Huerta -?\d+\.\d; pages must read at 60 or above$/)]);
  });
});
