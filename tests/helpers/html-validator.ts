import fs from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';

const projectRoot = path.resolve(import.meta.dirname, '../..');

/** html-validate with the project's one configuration (.htmlvalidate.json), wherever the built site is: npm run validate:html and valid-html.test.ts. */
export function projectHtmlValidator(): HtmlValidate {
  const config = JSON.parse(fs.readFileSync(path.join(projectRoot, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  return new HtmlValidate(new StaticConfigLoader(config));
}
