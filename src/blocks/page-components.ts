import type { ComponentType } from 'react';
import { BLOCKS } from './index.ts';
import { Accordion, AccordionItem } from './accordion/Accordion.tsx';
import { AppStoreLinks } from './app-store-links/AppStoreLinks.tsx';
import { ButtonLink } from './button-link/ButtonLink.tsx';
import { Callout } from './callout/Callout.tsx';
import { Card, Cards } from './cards/Cards.tsx';
import { EmbeddedPage } from './embedded-page/EmbeddedPage.tsx';
import { SavedPages, SaveForOffline } from './offline-reading/OfflineReading.tsx';
import { PacketBuilder } from './packet-builder/PacketBuilder.tsx';
import { SchoolList } from './school-list/SchoolList.tsx';
import { SectionHeading } from '../components/SectionHeading.tsx';
import { SiteImage } from '../components/SiteImage.tsx';
import { SmartLink } from '../components/SmartLink.tsx';
import { StaffDirectory } from './staff-directory/StaffDirectory.tsx';
import { Steps } from './steps/Steps.tsx';
import { Table } from '../components/Table.tsx';
import { Tab, Tabs } from './tabs/Tabs.tsx';

/** The Markdown elements every page renders through our components. */
const markdownComponents = { a: SmartLink, h2: SectionHeading, img: SiteImage, table: Table };

/**
 * Each building block's component, by the tag authors write (src/blocks/ says how guides may write each).
 * Each takes its own props, which the build fills in from the block's attributes: `never` lets every one in.
 */
const blockComponents: Readonly<Record<string, ComponentType<never>>> = {
  Steps,
  Callout,
  Tabs,
  Tab,
  Accordion,
  AccordionItem,
  ButtonLink,
  Cards,
  Card,
  AppStoreLinks,
  StaffDirectory,
  SchoolList,
  PacketBuilder,
  SaveForOffline,
  SavedPages,
  EmbeddedPage,
};

/** The tags of the blocks a component renders (`rendered`), against the map above: a missing or extra tag fails as this module loads, naming it. */
const renderedTags = BLOCKS.filter((block) => block.rendered).flatMap((block) => block.elements.map((element) => element.name));
const unmapped = renderedTags.filter((tag) => !(tag in blockComponents));
const unknown = Object.keys(blockComponents).filter((tag) => !renderedTags.includes(tag));
if (unmapped.length > 0 || unknown.length > 0) {
  throw new Error(
    [
      ...unmapped.map((tag) => `<${tag}> is a building block (src/blocks/) with no component in src/blocks/page-components.ts: add it to blockComponents.`),
      ...unknown.map((tag) => `src/blocks/page-components.ts maps <${tag}>, which no rendered block of src/blocks/ has: remove it, or add its block.`),
    ].join('\n'),
  );
}

/**
 * What a page's body is rendered with (src/engine/page-body.ts): our Markdown
 * elements and every building block, by its tag. Only the server render uses
 * them; the browser gets each page as HTML.
 */
export const pageComponents = { ...markdownComponents, ...blockComponents } as Readonly<Record<string, ComponentType>>;
