/**
 * Whether an SVG file is a picture and nothing more. An SVG is a document: opened
 * on its own at the site's address, a script in it runs as the site's own
 * (no security header reaches it on GitHub Pages), and an event handler, a
 * `<foreignObject>`, an XHTML element or an `<?xml-stylesheet?>` can carry
 * one. So a picture may hold shapes, text, gradients and styles, and may refer
 * only to parts of itself (`href="#id"`, `url(#id)`): never a script, an event
 * handler, a web page inside it, a link or file elsewhere, or markup that could
 * hide any of these (its own entities, character escapes in styles).
 *
 * The file is read as XML's grammar has it (every `<` opens a tag, a comment,
 * CDATA, a declaration or an instruction; attribute values are quoted and hold
 * no `<`), so nothing can hide between what is read here and what a browser
 * reads; anything that does not fit is refused as unreadable.
 */

export interface SvgProblem {
  /** What is wrong, in words an editor understands. */
  message: string;
  /** The character where it is. */
  at: number;
}

/** Namespaces whose elements make an SVG file a web page (XHTML) or a formula that can link (MathML). */
const PAGE_NAMESPACES = ['http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML'];
/** Elements that run code or hold another document. */
const CODE_ELEMENTS: Record<string, string> = {
  script: 'holds a script (<script>), which would run on the site',
  foreignobject: 'holds a <foreignObject>: a web page inside the picture',
  handler: 'holds a <handler>, which runs code',
  listener: 'holds a <listener>, which runs code',
  iframe: 'holds an <iframe>: another page inside the picture',
  embed: 'holds an <embed>: another file inside the picture',
  object: 'holds an <object>: another file inside the picture',
};
const ENCODINGS = ['utf-8', 'us-ascii', 'iso-8859-1', 'windows-1252'];

/** Anywhere in the text, once its character references are read (`&#106;` is `j`). */
const TEXT_RULES: { pattern: RegExp; message: string }[] = [
  { pattern: /(?:java|vb)script\s*:/i, message: 'holds a javascript: address, which runs code' },
  { pattern: /<!ENTITY/i, message: 'defines entities of its own (<!ENTITY …>), which can hide code' },
  { pattern: /<!DOCTYPE[^>]*\[/i, message: 'declares a document type of its own (<!DOCTYPE … [ … ]>), which can hide code' },
  { pattern: /url\((?!\s*['"]?\s*#)/i, message: 'refers to another file or site (url(…) that is not url(#…))' },
  { pattern: /@import|image-set\(|\bsrc\(/i, message: 'loads a style or picture from another file or site' },
  { pattern: /\\/, message: 'holds a backslash ( \\ ), which can disguise a link or code in its styles' },
  { pattern: /\0/, message: 'is not a text file (it holds a zero byte): it may be saved in another encoding' },
];

/** XML's five named entities and its numeric character references, read. */
function decodeReferences(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi, (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
    if (name) return named[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const localName = (name: string) => (name.split(':').at(-1) ?? name).toLowerCase();

const ATTRIBUTE = /\s+([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/y;
const START_TAG_NAME = /<([A-Za-z_][\w.:-]*)/y;
const TAG_END = /\s*(\/?)>/y;

function problemsOfTag(name: string, attributes: { name: string; value: string }[], isRoot: boolean, at: number): SvgProblem[] {
  const found: SvgProblem[] = [];
  const local = localName(name);
  if (isRoot && local !== 'svg') found.push({ message: `is not an SVG picture (it starts with <${name}>, not <svg>)`, at });
  if (CODE_ELEMENTS[local]) found.push({ message: CODE_ELEMENTS[local], at });
  for (const attribute of attributes) {
    const attributeLocal = localName(attribute.name);
    const value = attribute.value.trim();
    if (attributeLocal.startsWith('on')) found.push({ message: `has an event handler (${attribute.name}="…"), which runs code`, at });
    else if ((attributeLocal === 'href' || attributeLocal === 'src') && !value.startsWith('#')) found.push({ message: `refers to another file or site (${attribute.name}="${value.slice(0, 60)}")`, at });
    else if (attribute.name === 'attributeName' && /^(?:[\w.-]+:)?(?:href|src|on)/i.test(value)) found.push({ message: `animates a link or an event handler (attributeName="${value}")`, at });
    else if ((attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) && PAGE_NAMESPACES.includes(value)) found.push({ message: `holds web page markup (${attribute.name}="${value}")`, at });
  }
  return found;
}

/** Reads the file as XML's grammar has it; each problem once, where it first shows. */
export function svgPictureProblems(text: string): SvgProblem[] {
  const found: SvgProblem[] = [];
  const decoded = decodeReferences(text);
  for (const { pattern, message } of TEXT_RULES) {
    // Found in the text as read; placed where the raw text has it when it can be, else at the start.
    const match = pattern.exec(decoded);
    if (match) found.push({ message, at: pattern.exec(text)?.index ?? 0 });
  }
  let at = 0;
  let seenRoot = false;
  const unreadable = (where: number) => found.push({ message: 'cannot be read as an SVG picture (a tag is not written as XML requires)', at: where });
  while (at < text.length) {
    const next = text.indexOf('<', at);
    if (next === -1) break;
    at = next;
    const rest = text.slice(at, at + 10);
    const skipTo = (end: string) => {
      const close = text.indexOf(end, at);
      return close === -1 ? -1 : close + end.length;
    };
    let after: number;
    if (rest.startsWith('<!--')) after = skipTo('-->');
    else if (rest.startsWith('<![CDATA[')) after = skipTo(']]>');
    else if (/^<!DOCTYPE/i.test(rest)) after = skipTo('>'); // an internal subset ([ … ]) is refused above
    else if (rest.startsWith('<?')) {
      after = skipTo('?>');
      const instruction = text.slice(at, after === -1 ? undefined : after);
      const declaration = /^<\?xml\s[^?]*\?>$/.exec(instruction);
      const encoding = /encoding\s*=\s*["']([^"']*)["']/i.exec(instruction)?.[1]?.toLowerCase();
      if (!declaration) found.push({ message: `holds an instruction (<?${/^<\?([^\s?]*)/.exec(instruction)?.[1] ?? ''} …?>) that can turn the picture into a page`, at });
      else if (encoding !== undefined && !ENCODINGS.includes(encoding)) found.push({ message: `is saved in an encoding browsers read differently (${encoding})`, at });
    } else if (rest.startsWith('</')) {
      const end = /<\/[A-Za-z_][\w.:-]*\s*>/y;
      end.lastIndex = at;
      after = end.test(text) ? end.lastIndex : -1;
    } else {
      START_TAG_NAME.lastIndex = at;
      const name = START_TAG_NAME.exec(text)?.[1];
      if (name === undefined) {
        unreadable(at);
        break;
      }
      let position = START_TAG_NAME.lastIndex;
      const attributes: { name: string; value: string }[] = [];
      for (;;) {
        ATTRIBUTE.lastIndex = position;
        const attribute = ATTRIBUTE.exec(text);
        if (!attribute) break;
        attributes.push({ name: attribute[1]!, value: decodeReferences(attribute[2] ?? attribute[3] ?? '') });
        position = ATTRIBUTE.lastIndex;
      }
      TAG_END.lastIndex = position;
      after = TAG_END.test(text) ? TAG_END.lastIndex : -1;
      if (after !== -1) found.push(...problemsOfTag(name, attributes, !seenRoot, at));
      seenRoot = true;
    }
    if (after === -1) {
      unreadable(at);
      break;
    }
    at = after;
  }
  if (!seenRoot) found.push({ message: 'is not an SVG picture (it has no <svg> element)', at: 0 });
  // Each kind of problem once: the first place it shows is enough to find it.
  const seen = new Set<string>();
  return found.filter((problem) => {
    const kind = problem.message.replace(/\(.*$/, '');
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}
