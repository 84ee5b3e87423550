import type { ComponentType } from 'react';
import type { Frontmatter } from './frontmatter.ts';
import type { SiteConfig } from './site-config.ts';

/** What the browser knows of a page before its chunk loads: its header, no body. */
export interface ClientPage {
  path: string;
  title: string;
  description: string;
  parent?: string;
  printable: boolean;
  layout: Frontmatter['layout'];
  /** YYYY-MM-DD. */
  lastUpdated: string;
  /** The source file from the project root, such as `content/mfa/index.mdx`. */
  file: string;
}

/** The parts of site.yaml the page chrome needs (addresses are resolved at build time). */
export type ClientSite = Pick<SiteConfig, 'name' | 'shortName' | 'siteUrl' | 'office' | 'nav' | 'repository'>;

/** A compiled MDX page. */
export interface PageModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
}
