import type { ComponentType } from 'react';
import { BLOCKS } from '../blocks/index.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { SmartLink } from './SmartLink.tsx';
import { Table } from './Table.tsx';
import { SiteImage } from './SiteImage.tsx';

/** The Markdown elements every page renders through our components. */
const markdownComponents = { a: SmartLink, h2: SectionHeading, img: SiteImage, table: Table };

/** Every module of this folder, by its path from the project root (`/src/components/Tabs.tsx`), as a block names its module. */
const modules = import.meta.glob<Record<string, ComponentType>>('/src/components/*.tsx', { eager: true });

/** A block's component: the export named after its tag, in the module the block names (src/blocks/). */
function blockComponent(module: string, name: string): [string, ComponentType] {
  const component = modules[`/${module}`]?.[name];
  if (!component) throw new Error(`<${name}>: ${module} exports no component named ${name} (src/blocks/ names the module of each block)`);
  return [name, component];
}

/**
 * What a page's body is rendered with (src/engine/page-body.ts): our Markdown
 * elements and every building block, by its tag. Only the server render uses
 * them; the browser gets each page as HTML.
 */
export const pageComponents: Readonly<Record<string, ComponentType>> = {
  ...markdownComponents,
  ...Object.fromEntries(BLOCKS.flatMap((block) => (block.module === undefined ? [] : block.elements.map((element) => blockComponent(block.module!, element.name))))),
};
