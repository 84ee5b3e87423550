/**
 * Text from a vendor (a commit's title, a file name, an address its server
 * gave) as inline code: in the weekly issue it can be no link, picture,
 * mention or heading of its own, whatever it holds. On one line, in a run of
 * backticks longer than any inside it.
 */
export function vendorText(text: string): string {
  // eslint-disable-next-line no-control-regex -- line breaks and other control characters are what is removed
  const line = text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
  const fence = '`'.repeat(Math.max(0, ...[...line.matchAll(/`+/g)].map((run) => run[0].length)) + 1);
  // CommonMark drops one space at each end of a code span: needed only where the text starts or ends with a backtick.
  const pad = /^`|`$/.test(line) ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}
