import * as RadixTabs from '@radix-ui/react-tabs';
import { Children, isValidElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { tabPanelId } from './tab-id.ts';

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
 *
 * Each panel's id comes from its label (tab-id.ts). A link whose #hash is a
 * panel's id, or the id of anything inside a panel (a heading), selects that
 * tab and scrolls to it: this is how a search hit inside a tab opens it.
 */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  const ids = tabs.map((tab, index) => tabPanelId(tab.props.label, index));
  const [selected, setSelected] = useState(ids[0]);
  const panels = useRef<(HTMLDivElement | null)[]>([]);
  const { hash, key } = useLocation();

  // The ids as one stable value: they come from the labels, which do not change while the page is shown.
  const idList = ids.join(' ');
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    if (!target) return;
    const current = idList.split(' ');
    const index = current.findIndex((id, position) => id === target || panels.current[position]?.querySelector(`#${CSS.escape(target)}`));
    if (index < 0) return;
    setSelected(current[index]);
    requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
    // `key` repeats the reveal when the same link is followed again.
  }, [hash, key, idList]);

  return (
    <RadixTabs.Root className="tabs" value={selected} onValueChange={setSelected}>
      <RadixTabs.List className="tabs__list">
        {tabs.map((tab, index) => (
          <RadixTabs.Trigger key={ids[index]} value={ids[index]!} aria-controls={ids[index]} className="tabs__tab">
            {tab.props.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab, index) => (
        <RadixTabs.Content
          key={ids[index]}
          value={ids[index]!}
          id={ids[index]}
          ref={(panel) => {
            panels.current[index] = panel;
          }}
          forceMount
          className="tabs__panel"
        >
          <p className="tabs__panel-label">{tab.props.label}</p>
          {tab.props.children}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
