import { BILINGUAL_SEGMENT } from '../../../handouts/bilingual.ts';
import { closestMatch, type ContentProblem } from '../../problems.ts';
import type { Frontmatter } from '../../frontmatter.ts';
import { headerLine } from './page-header.ts';

/**
 * The checks of family packets (a page whose header has `packet:`, content/packets/)
 * across pages, each at the line of the guide it is about: every guide listed
 * is a page that prints, is listed once, is not a packet itself, and is in the
 * packet's language. And no page may take the address of another page's
 * handout in two languages (`/x/both`, src/handouts/bilingual.ts).
 * A guide whose file is there but is no page yet (its header has errors) is
 * left to its own file's problems: one mistake, one message.
 */
/** What the checks read of a page: the content graph's pages (content-graph.ts GraphPage) have it, and call these checks as they are joined. */
export interface PacketCheckPage {
  path: string;
  file: string;
  source: string;
  lang: string;
  twins: Readonly<Record<string, string>>;
  frontmatter: Pick<Frontmatter, 'packet' | 'printable'>;
}

export function packetProblems(pages: readonly PacketCheckPage[], byPath: ReadonlyMap<string, PacketCheckPage>, fileRoutes: ReadonlySet<string> = new Set()): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    if (page.path.split('/').at(-1) === BILINGUAL_SEGMENT) {
      problems.push({ file: page.file, line: 1, severity: 'error', message: `the address ${page.path} is kept for a handout in two languages`, hint: `rename the file: every printable page prints in two languages at its address followed by /${BILINGUAL_SEGMENT}` });
    }
    const guides = page.frontmatter.packet?.guides ?? [];
    guides.forEach((route, index) => {
      const problem = (severity: ContentProblem['severity'], message: string, hint: string) =>
        problems.push({ file: page.file, line: headerLine(page.source, ['packet', 'guides', index]), severity, message: `packet.guides: ${route} ${message}`, hint });
      const guide = byPath.get(route);
      if (!guide) {
        if (fileRoutes.has(route)) return undefined;
        const suggestion = closestMatch(route, [...byPath.keys()]);
        return problem('error', 'is not a page of this site', suggestion ? `did you mean ${suggestion}?` : 'write the address of a guide, such as /mfa/mfa_authsetup');
      }
      if (guides.indexOf(route) !== index) return problem('error', 'is listed twice', 'list each guide once, where it comes in the packet');
      if (guide.frontmatter.packet) return problem('error', 'is a packet itself', 'list the guides of that packet instead');
      if (!guide.frontmatter.printable) return problem('error', 'does not print: its header has no printable: true', 'list a step-by-step guide, or add printable: true to that guide\'s header');
      if (guide.lang === page.lang) return undefined;
      const twin = guide.twins[page.lang];
      if (twin) return problem('error', `is in another language than this packet`, `write ${twin}, the same guide in this packet's language`);
      return problem('warning', `has no translation in this packet's language: the packet prints it as it is`, 'translate the guide (npm run translations -- --start), then list the translation');
    });
  }
  return problems;
}
