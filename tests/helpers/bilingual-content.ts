import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markDone } from '../../src/engine/node/editing/translations.ts';
import { findMdxFiles } from '../../src/engine/node/graph/content-reader.ts';
import { rewriteGuide } from '../../src/engine/node/editing/address-rewrite.ts';
import { routeFromFile } from '../../src/engine/routing.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/check-ok');

/**
 * A small site in English and Spanish, every page translated and up to date,
 * made from the check's fixture (tests/fixtures/check-ok): tests of translations
 * start from it, never from the state of today's content/. Each Spanish twin
 * is its page with the fingerprint of the English one (npm run translations
 * -- --start). Returns its content folder, in a new folder of the system's
 * temporary folder, beside the fixture's public/ (its pictures).
 */
export function bilingualContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'edtech-bilingual-'));
  fs.cpSync(fixture, root, { recursive: true });
  const content = path.join(root, 'content');
  const site = path.join(content, 'site.yaml');
  fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace('    name: English\n', '    name: English\n  - code: es\n    name: Español\n'));
  fs.copyFileSync(path.join(content, 'strings/en.yaml'), path.join(content, 'strings/es.yaml'));
  const routes = new Set(findMdxFiles(content).map(routeFromFile));
  for (const file of findMdxFiles(content)) {
    const source = fs.readFileSync(path.join(content, file), 'utf8');
    const twin = path.join(content, 'es', file);
    fs.mkdirSync(path.dirname(twin), { recursive: true });
    // Its own pages for its Back button and links: /enrollment → /es/enrollment (not pictures, which are files).
    const spanish = rewriteGuide(source, (route) => (routes.has(route) ? (route === '/' ? '/es' : `/es${route}`) : undefined)).source;
    fs.writeFileSync(twin, markDone(spanish, source));
  }
  return content;
}
