import * as RadixAccordion from '@radix-ui/react-accordion';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { CopyLinkButton, type CopyLinkText } from '../components/CopyLinkButton.tsx';
import { defineIsland, type WithSlots } from './runtime/define.ts';
import { openItemsIn } from './runtime/page-state.ts';
import { usePageSync } from './runtime/use-page-sync.ts';
import { useReveal } from './runtime/use-reveal.ts';

export interface AccordionProps {
  /** Each question, and its item's id (the answer is `${id}-answer`). */
  items: { id: string; title: string }[];
  copyLink: CopyLinkText;
  /** The items the page shows open when the island starts (presses the loader answered before): read from the page. */
  openItems?: string[];
}

/**
 * A closed answer stays in the page, out of sight in a way the browser's
 * find-in-page still searches (`hidden="until-found"`, as GOV.UK does). React
 * can only write `hidden`; the loader turns it into "until found" on arrival
 * (data-until-found), and this does after each close. Without JavaScript,
 * noscript.css shows every answer.
 */
function Answer({ id, itemId, open, copyLink, children }: { id: string; itemId: string; open: boolean; copyLink: CopyLinkText; children: ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open) panel.current?.setAttribute('hidden', 'until-found');
  }, [open]);
  return (
    <RadixAccordion.Content forceMount hidden={!open} id={id} aria-labelledby={`${itemId}-question`} data-until-found="" className="accordion__panel" ref={panel}>
      <div className="accordion__answer">
        {children}
        <CopyLinkButton id={itemId} text={copyLink} />
      </div>
    </RadixAccordion.Content>
  );
}

/**
 * Questions and answers (Radix Accordion: WAI-ARIA buttons with aria-expanded,
 * arrow keys between questions). Any number can be open; a link to an item's
 * id, or to anything inside its answer, opens it; each answer has a Copy link
 * button; every answer is in the prerendered HTML and in print.
 */
function Accordion({ items, copyLink, openItems, slots }: AccordionProps & WithSlots) {
  const [open, setOpen] = useState<string[]>(openItems ?? []);
  const root = useReveal<HTMLDivElement>((target) => {
    const item = target.closest('.accordion__item')?.id;
    if (!item || !items.some(({ id }) => id === item)) return false;
    flushSync(() => setOpen((current) => (current.includes(item) ? current : [...current, item])));
    return true;
  });
  usePageSync(root, (element) => setOpen(openItemsIn(element)));

  return (
    <RadixAccordion.Root ref={root} type="multiple" className="accordion" value={open} onValueChange={setOpen}>
      {items.map(({ id, title }, index) => {
        // Radix names the answer (aria-controls) only while it is open; it is always in the page, so always name it.
        const answerId = `${id}-answer`;
        return (
          <RadixAccordion.Item key={id} value={id} id={id} className="accordion__item">
            <RadixAccordion.Header className="accordion__heading" asChild>
              <h3>
                <RadixAccordion.Trigger id={`${id}-question`} className="accordion__trigger" aria-controls={answerId}>
                  <span>{title}</span>
                  <svg className="accordion__chevron" aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
                    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </RadixAccordion.Trigger>
              </h3>
            </RadixAccordion.Header>
            <Answer id={answerId} itemId={id} open={open.includes(id)} copyLink={copyLink}>
              {slots?.[index]}
            </Answer>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}

export default defineIsland('accordion', Accordion, { hydrate: 'visible', fromPage: (container) => ({ openItems: openItemsIn(container) }) });
