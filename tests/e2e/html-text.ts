/** Text with every run of white space made one space, trimmed. */
export const squash = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** An HTML document's text as a browser's textContent gives it: no tags, comments or scripts; entities decoded. */
export function htmlText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? entity;
    });
  return squash(text);
}
