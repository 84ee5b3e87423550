import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import tabsIsland from '../islands/tabs.tsx';
import { Island } from '../islands/runtime/Island.tsx';

interface TabProps {
  label: string;
  /** Its panel's id, set by the build from the label (src/blocks/tabs.ts). */
  id?: string;
  children: ReactNode;
}

/** One tab of <Tabs>. Rendered by Tabs itself; on its own it only shows its content. */
export function Tab({ children }: TabProps) {
  return <>{children}</>;
}

/**
 * `<Tabs>` in a guide: the tabs island (src/islands/tabs.tsx), given each tab's
 * label and panel id, with each tab's content as a slot. Each panel's id comes
 * from its label (the build gives it, src/blocks/tabs.ts), so a link or a
 * search hit can open it.
 */
export function Tabs({ children }: { children: ReactNode }) {
  const tabs = Children.toArray(children).filter((child): child is ReactElement<TabProps> => isValidElement(child));
  return (
    <Island
      island={tabsIsland}
      props={{ tabs: tabs.map((tab, index) => ({ id: tab.props.id ?? `tab-${index + 1}`, label: tab.props.label })) }}
      slots={tabs.map((tab) => tab.props.children)}
    />
  );
}
