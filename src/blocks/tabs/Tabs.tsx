import * as RadixTabs from '@radix-ui/react-tabs';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useText } from '../../layout/locale.tsx';
import { headingLevel, headingTag } from '../../components/heading-level.ts';

interface TabProps {
  label: string;
  /** Its panel's id, set by the build from the label (src/blocks/tabs/tabs.ts). */
  id?: string;
  /** Its panel's heading level, set by the build: one below the section the tab set stands in. */
  level?: string;
  children: ReactNode;
}

/** One tab of <Tabs>. Rendered by Tabs itself; on its own it only shows its content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * `<Tabs>` in a guide, written by Radix Tabs on the server (WAI-ARIA tabs: the
 * tab list, named; each tab controlling its panel; the first selected). The
 * page's script makes it work (src/blocks/tabs/tabs.browser.ts); no React runs in the
 * browser. Every panel is in the HTML, so printing, reading without
 * JavaScript, find-in-page and the site search see every tab; each panel
 * opens with a heading of its label, out of sight on screen (the tab names
 * it) but there for heading navigation, "On this page" and paper.
 * Each panel's id comes from its label (the build gives it,
 * src/blocks/tabs/tabs.ts), so a link or a search hit can open it; the ids are
 * written out, never React's own.
 */
export function Tabs({ children }: { children: ReactNode }) {
  const t = useText();
  const tabs = Children.toArray(children)
    .filter((child): child is ReactElement<TabProps> => isValidElement(child))
    .map((tab, index) => ({ ...tab.props, id: tab.props.id ?? `tab-${index + 1}` }));
  const selected = tabs[0]?.id;
  return (
    <RadixTabs.Root className="tabs" defaultValue={selected}>
      <RadixTabs.List className="tabs__list" aria-label={t('tabList')}>
        {tabs.map(({ id, label }) => (
          // Only the selected tab is in the Tab order, as the browser's script keeps it.
          <RadixTabs.Trigger key={id} value={id} id={`${id}-tab`} aria-controls={id} tabIndex={id === selected ? 0 : -1} className="tabs__tab">
            {label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map(({ id, label, level, children: content }) => {
        const Heading = headingTag(headingLevel(level));
        return (
          <RadixTabs.Content key={id} value={id} id={id} aria-labelledby={`${id}-tab`} forceMount className="tabs__panel">
            <Heading className="tabs__panel-label">{label}</Heading>
            {content}
          </RadixTabs.Content>
        );
      })}
    </RadixTabs.Root>
  );
}
