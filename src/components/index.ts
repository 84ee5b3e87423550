import { SectionHeading } from './SectionHeading.tsx';
import { SmartLink } from './SmartLink.tsx';
import { Table } from './Table.tsx';
import { SiteImage } from './SiteImage.tsx';

/**
 * The Markdown elements every page renders through our components. The building
 * blocks (Tabs, Accordion, …) are not listed here: the build imports into each
 * page exactly the blocks it uses (src/engine/node/graph/compile-page.ts).
 */
export const markdownComponents = { a: SmartLink, h2: SectionHeading, img: SiteImage, table: Table };
