import * as RadixTabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { defineIsland, type WithSlots } from './runtime/define.ts';
import { selectedPanelIn } from './runtime/page-state.ts';
import { usePageSync } from './runtime/use-page-sync.ts';
import { useReveal } from './runtime/use-reveal.ts';

export interface TabsProps {
  /** Each tab's label and its panel's id (given by the build, src/blocks/tabs.ts). */
  tabs: { id: string; label: string }[];
  /** The panel the page shows selected when the island starts (a press the loader answered before): read from the page. */
  selectedPanel?: string;
}

/**
 * Radix Tabs (WAI-ARIA tabs: arrow keys, Home/End). Every panel stays in the
 * HTML (forceMount) and is hidden by CSS when inactive, so printing, reading
 * without JavaScript and the site search see every tab, each under its label.
 * A link to a panel, or to anything inside one, selects that tab.
 * The ids are written out, not Radix's own: those would differ between the
 * page's render and the island's.
 */
function Tabs({ tabs, selectedPanel, slots }: TabsProps & WithSlots) {
  const [selected, setSelected] = useState(selectedPanel ?? tabs[0]?.id);
  const root = useReveal<HTMLDivElement>((target) => {
    const panel = target.closest('.tabs__panel');
    const tab = tabs.find(({ id }) => id === panel?.id);
    if (!tab) return false;
    flushSync(() => setSelected(tab.id));
    return true;
  });
  usePageSync(root, (element) => setSelected(selectedPanelIn(element) ?? selected));

  return (
    <RadixTabs.Root ref={root} className="tabs" value={selected} onValueChange={setSelected}>
      <RadixTabs.List className="tabs__list">
        {tabs.map(({ id, label }) => (
          // The selected tab is the one Tab stops at, already in the page's HTML: the keyboard reaches the tabs before they wake.
          <RadixTabs.Trigger key={id} value={id} id={`${id}-tab`} aria-controls={id} tabIndex={id === selected ? 0 : -1} className="tabs__tab">
            {label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map(({ id, label }, index) => (
        <RadixTabs.Content key={id} value={id} id={id} aria-labelledby={`${id}-tab`} forceMount className="tabs__panel">
          <p className="tabs__panel-label">{label}</p>
          {slots?.[index]}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

export default defineIsland('tabs', Tabs, { hydrate: 'visible', fromPage: (container) => ({ selectedPanel: selectedPanelIn(container) }) });
