import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/styles/index.css is the site's one stylesheet: a block's CSS file it does not import never reaches a page, and a
 * print file imported before a screen rule it overrides loses to it. Every file is read from src/, none is named here.
 */
const root = path.resolve(import.meta.dirname, '../..');
const stylesDir = path.join(root, 'src/styles');
const imports = [...fs.readFileSync(path.join(stylesDir, 'index.css'), 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => path.join(stylesDir, match[1]!));
const blockCss = fs
  .readdirSync(path.join(root, 'src/blocks'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => path.join(root, 'src/blocks', file));
const isPrint = (file: string) => file.endsWith('.print.css') || file === path.join(stylesDir, 'print.css');

describe('src/styles/index.css', () => {
  it('imports every file it names, each once', () => {
    for (const file of imports) expect(fs.existsSync(file), `${path.relative(root, file)} does not exist`).toBe(true);
    expect(imports.filter((file, index) => imports.indexOf(file) !== index).map((file) => path.relative(root, file))).toEqual([]);
  });

  it("imports every block's CSS file (src/blocks/NAME/*.css)", () => {
    expect(blockCss.length).toBeGreaterThan(0);
    for (const file of blockCss) expect(imports, `add @import for ${path.relative(root, file)} to src/styles/index.css`).toContain(file);
  });

  it('imports the print files after every screen file, so that a print rule is never overridden by a screen rule of the same weight', () => {
    const firstPrint = imports.findIndex(isPrint);
    expect(firstPrint).toBeGreaterThan(0);
    expect(imports.slice(firstPrint).filter((file) => !isPrint(file)).map((file) => path.relative(root, file))).toEqual([]);
  });
});
