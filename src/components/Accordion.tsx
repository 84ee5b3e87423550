import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import accordionIsland from '../islands/accordion.tsx';
import { Island } from '../islands/runtime/Island.tsx';
import { useCopyLinkText } from './copy-link-text.ts';

interface AccordionItemProps {
  title: string;
  /** Set by the build from the title when the author gives none. */
  id?: string;
  children: ReactNode;
}

/** One question of <Accordion>. Rendered by Accordion itself. */
export function AccordionItem({ children }: AccordionItemProps) {
  return <>{children}</>;
}

/** `<Accordion>` in a guide: the questions island (src/islands/accordion.tsx), each answer a slot. */
export function Accordion({ children }: { children: ReactNode }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<AccordionItemProps> => isValidElement(child));
  return (
    <Island
      island={accordionIsland}
      props={{ items: items.map((item, index) => ({ id: item.props.id ?? `item-${index + 1}`, title: item.props.title })), copyLink: useCopyLinkText('answer') }}
      slots={items.map((item) => item.props.children)}
    />
  );
}
