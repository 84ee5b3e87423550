import { Accordion, AccordionItem } from './Accordion.tsx';
import { AppStoreLinks } from './AppStoreLinks.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { Callout } from './Callout.tsx';
import { Card, Cards } from './Cards.tsx';
import { EmbeddedPage } from './EmbeddedPage.tsx';
import { SmartLink } from './SmartLink.tsx';
import { StaffDirectory } from './StaffDirectory.tsx';
import { Steps } from './Steps.tsx';
import { Table } from './Table.tsx';
import { Tab, Tabs } from './Tabs.tsx';
import { PrintFooter } from '../layout/PrintFooter.tsx';

/** The building blocks authors use in MDX without imports (rules: src/engine/authoring.ts). */
export const authorComponents = {
  Accordion,
  AccordionItem,
  AppStoreLinks,
  ButtonLink,
  Callout,
  Card,
  Cards,
  EmbeddedPage,
  StaffDirectory,
  Steps,
  Tab,
  Tabs,
};

/**
 * Everything a page is rendered with: the building blocks, the Markdown elements
 * we restyle, and PrintFooter, which the build (not the author) adds to each page.
 */
export const mdxComponents = { ...authorComponents, a: SmartLink, table: Table, PrintFooter };
