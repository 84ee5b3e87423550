import type { ComponentType } from 'react';
import type { Frontmatter } from './frontmatter.ts';
import type { PageNotice } from './notices.ts';
import { isNotFoundKey } from './routing.ts';
import type { SiteConfig } from './site-config.ts';
import type { UiStrings } from './ui-strings.ts';

/**
 * What a guide tells its readers about its sources, from sources.yaml's `read:`
 * days (never from git: a typo fix does not check a fact), made by factsChecked
 * (src/engine/node/graph/sources-file.ts).
 */
export interface FactsChecked {
  /** YYYY-MM-DD: the oldest `read:` of the guide's sources. */
  from: string;
  /** YYYY-MM-DD: the newest; the same as `from` when all were read on one day. */
  to: string;
  /** The first source `npm run sources` found changed (or gone) since it was read, when one did. */
  since?: { date: string; gone: boolean };
}

/**
 * What the page chrome needs to know of a page, given with the page's body
 * when it is rendered (src/engine/node/render/page-data.ts; src/entry-server.tsx).
 * The description is only in the page's <head>.
 */
export interface PageData {
  path: string;
  title: string;
  parent?: string;
  printable: boolean;
  layout: Frontmatter['layout'];
  /** YYYY-MM-DD. */
  lastUpdated: string;
  /** The source file from the project root, such as `content/mfa/index.mdx`. */
  file: string;
  /** Breadcrumbs from Home to the parent (page-trail.ts). */
  trail: PageLink[];
  /** Instruction pages of the same parent, this one included; empty when there are none to go to. */
  siblings: PageLink[];
  /** The guide's sections for "On this page" (page-outline.ts). */
  outline: OutlineEntry[];
  /** Its language, and the words and values the chrome shows in it. */
  locale: PageLocale;
  /** Where a printed handout says the page is online (its public address) and its QR code's image; none for the not-found page. */
  print?: { url: string; qr: string };
  /** A guide that cites sources: when its facts were checked against them, and a change found since (sources-file.ts factsChecked). */
  factsChecked?: FactsChecked;
  /** Set on a translation whose original changed after it was translated. */
  outdated?: { since: string; original: string };
  /** The office's notices this page shows at its top (content/notices.yaml), in its language. */
  notices: PageNotice[];
  /** A printable page with its twin in the other language of its handouts: the handout in both (src/handouts/bilingual.ts). */
  bilingual?: Bilingual;
  /** A family packet (its header's `packet:`): who it is for and its guides, in print order. */
  packet?: Packet;
  /** The page holds the packet builder (<PacketBuilder />): the guides, packets and schools it offers. */
  builder?: PacketBuilderData;
  /** The page's handout as a PDF, when `npm run handouts` made them (src/engine/node/publish/handout-pdfs.ts). */
  pdf?: HandoutPdf;
}

/**
 * What a page prints besides its own body, given with it when it is rendered
 * (src/handouts/render.tsx), made in Node from the content graph
 * (src/engine/node/render/page-handouts.ts handoutGuides): the guides' data, in
 * print order; `both`: the page's handout in two languages.
 */
export interface HandoutJob {
  both: boolean;
  guides: PageData[];
}

/** The page's handout in two languages: its own first, then `lang`'s. */
export interface Bilingual {
  /** Its route, such as `/es/mfa/mfa_authsetup/both`. */
  route: string;
  /** The other language's code. */
  lang: string;
  /** The twin in that language: its key (route) and title. */
  twin: PageLink;
  /** Its PDF, when `npm run handouts` made them. */
  pdf?: HandoutPdf;
}

/** A guide of a packet: its key (route), title and description, and its twin in the page's other handout language. */
export interface PacketGuide extends PageLink {
  description: string;
  twin?: PageLink;
}

export interface Packet {
  /** Who it is for (`packet.for`). */
  for: string;
  /** Who it is for in the twin packet's language, which its cover in two languages says too. */
  twinFor?: string;
  guides: PacketGuide[];
  /** The packet builder's page in this language, where the packet can be made for a school or in both languages. */
  builder?: string;
  /** The schools a cover can name (id and name). */
  schools: { id: string; name: string }[];
}

/** What <PacketBuilder /> offers: every printable guide of the page's language by section, the ready-made packets and the schools. */
export interface PacketBuilderData {
  sections: { title: string; guides: (PageLink & { twin?: PageLink })[] }[];
  packets: { title: string; twinTitle?: string; guides: string[] }[];
  schools: { id: string; name: string }[];
  /** The page's language and the other language of its handouts (its code and name). */
  languages: { code: string; name: string }[];
  /** The other language's packet builder page: a packet in that language takes its cover from there. */
  twinBuilder?: string;
}

/** A PDF file: its address, how many pages and how many bytes. */
export interface PdfFile {
  href: string;
  pages: number;
  bytes: number;
}

/**
 * A handout's PDF. One of several guides has its twin for two-sided printing, in which each guide starts on the
 * front of a sheet (a blank page before any that would start on a back); the same file when none would.
 */
export interface HandoutPdf extends PdfFile {
  twoSided?: PdfFile;
}

/** Everything the chrome needs to speak the page's language, given with each page (PageData). */
export interface PageLocale {
  lang: string;
  dir: 'ltr' | 'rtl';
  ui: UiStrings;
  /** site.yaml's values in this language; its page addresses lead to this language's pages. */
  site: ClientSite;
  /** Every language of the site, with the address of this page in it (its twin, or that language's home page). */
  alternates: LanguageLink[];
}

export interface LanguageLink {
  code: string;
  /** The language's name in itself: "Español". */
  name: string;
  href: string;
  /** False when the page has no twin in that language and the link goes to that language's home page. */
  twin: boolean;
  /** That language's offer to read the page in it ("Lea esta página en español"), in that language. */
  offer: string;
}

export interface PageLink {
  href: string;
  title: string;
}

/** A heading (depth 2 or 3), a tab panel, or a FAQ answer that holds headings; `id` is its #anchor. */
export interface OutlineEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** The parts of site.yaml the page chrome needs, in the page's language (addresses are resolved at build time). */
export type ClientSite = Pick<SiteConfig, 'name' | 'shortName' | 'siteUrl' | 'office' | 'nav' | 'repository' | 'helpPage' | 'liaison' | 'englishOnly' | 'reportProblem' | 'offline'> & {
  /** The home page of the page's language: `/` or `/es`. */
  homePage: string;
};

/** A page's body as a component (src/engine/page-body.ts): its content, nothing of the chrome; its building blocks come in `components`. */
export type PageContent = ComponentType<{ components?: Record<string, unknown> }>;

/** Each page's body as a JSON HTML tree with its building blocks as written (src/engine/node/graph/compile-page.ts), by the page's key (PageData.path): what the server render renders (page-body.ts). */
export type PageBodies = Readonly<Record<string, string>>;

/** The browser title: `<page title> | <school system>`; the not-found page's is fixed by the spec (in its language). */
export function documentTitle(page: Pick<PageData, 'path' | 'title' | 'locale'>): string {
  return isNotFoundKey(page.path) ? page.locale.ui.notFoundTitle : `${page.title} | ${page.locale.site.name}`;
}
