import type { ComponentType } from 'react';
import type { Frontmatter } from './frontmatter.ts';
import type { SiteConfig } from './site-config.ts';

/**
 * What the page chrome needs to know of a page: the parts of its header the
 * browser uses, exported by the page's own chunk as `page` (so the main bundle
 * holds only the list of routes, however many guides there are). The
 * description is only in the prerendered <head>.
 */
export interface ClientPage {
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
}

export interface PageLink {
  href: string;
  title: string;
}

/** A heading (depth 2 or 3), or a tab panel or FAQ answer that holds headings; `id` is its #anchor. */
export interface OutlineEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** The parts of site.yaml the page chrome needs (addresses are resolved at build time). */
export type ClientSite = Pick<SiteConfig, 'name' | 'shortName' | 'siteUrl' | 'office' | 'nav' | 'repository' | 'helpPage' | 'liaison'>;

/** A compiled MDX page, with its header added by the build (remark-page-export.ts). */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  page: ClientPage;
}
