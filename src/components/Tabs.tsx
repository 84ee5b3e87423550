import * as RadixTabs from '@radix-ui/react-tabs';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { slugify } from '../engine/slug.ts';

interface TabProps {
  label: string;
  children: ReactNode;
}

/** One tab of <Tabs>. Rendered by Tabs itself; on its own it only shows its content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * Radix Tabs (WAI-ARIA tabs: arrow keys, Home/End). Every panel stays in the HTML
 * (forceMount) and is hidden by CSS when inactive, so printing, no-JavaScript
 * reading and search all see every tab, each under its label.
 */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const values = tabs.map((tab, index) => slugify(tab.props.label) || `tab-${index + 1}`);
  return (
    <RadixTabs.Root className="tabs" defaultValue={values[0]}>
      <RadixTabs.List className="tabs__list">
        {tabs.map((tab, index) => (
          <RadixTabs.Trigger key={values[index]} value={values[index]!} className="tabs__tab">
            {tab.props.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab, index) => (
        <RadixTabs.Content key={values[index]} value={values[index]!} forceMount className="tabs__panel">
          <p className="tabs__panel-label">{tab.props.label}</p>
          {tab.props.children}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
