import * as RadixAccordion from '@radix-ui/react-accordion';
import { Children, isValidElement, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CopyLink } from './CopyLink.tsx';

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

/**
 * Keeps a closed answer in the page but out of sight in a way the browser's
 * find-in-page still searches (`hidden="until-found"`, as GOV.UK does), and
 * opens it when find-in-page reveals it (`beforematch`). React cannot render
 * that attribute value, so it is set here after hydration; until then CSS hides
 * closed answers, and without JavaScript noscript.css shows them all.
 * (Effects, not a ref callback: Radix's Content does not call a new ref callback
 * when `open` changes, so the attribute stayed and an opened answer stayed hidden.)
 */
function useUntilFound(open: boolean, onFound: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (open) panel.current?.removeAttribute('hidden');
    else panel.current?.setAttribute('hidden', 'until-found');
  }, [open]);
  useEffect(() => {
    const element = panel.current;
    element?.addEventListener('beforematch', onFound);
    return () => element?.removeEventListener('beforematch', onFound);
  }, [onFound]);
  return panel;
}

function Panel({ id, itemId, open, onFound, children }: { id: string; itemId: string; open: boolean; onFound: () => void; children: ReactNode }) {
  const ref = useUntilFound(open, onFound);
  return (
    <RadixAccordion.Content forceMount id={id} className="accordion__panel" ref={ref}>
      <div className="accordion__answer">
        {children}
        <CopyLink id={itemId} what="answer" />
      </div>
    </RadixAccordion.Content>
  );
}

/**
 * Questions and answers (Radix Accordion: WAI-ARIA buttons with aria-expanded,
 * arrow keys between questions). Any number can be open; a link to an item's id,
 * or to anything inside its answer, opens it; each answer has a Copy link button;
 * every answer is in the prerendered HTML and in print.
 */
export function Accordion({ children }: { children: ReactNode }) {
  const items = Children.toArray(children).filter((child): child is ReactElement<AccordionItemProps> => isValidElement(child));
  const ids = items.map((item, index) => item.props.id ?? `item-${index + 1}`);
  const [open, setOpen] = useState<string[]>([]);
  const { hash, key } = useLocation();

  // The ids as one stable value: they come from the page's text, which does not change while it is shown.
  const idList = ids.join(' ');
  useEffect(() => {
    const target = decodeURIComponent(hash.slice(1));
    // The answer's own id, or the item holding the element named (a heading inside an answer).
    const item = target ? document.getElementById(target)?.closest('.accordion__item')?.id : undefined;
    if (!item || !idList.split(' ').includes(item)) return;
    setOpen((current) => (current.includes(item) ? current : [...current, item]));
    requestAnimationFrame(() => document.getElementById(target)?.scrollIntoView({ block: 'start' }));
    // `key` repeats the reveal for the same link.
  }, [hash, key, idList]);

  return (
    <RadixAccordion.Root type="multiple" className="accordion" value={open} onValueChange={setOpen}>
      {items.map((item, index) => {
        const id = ids[index]!;
        // Radix names the answer (aria-controls) only while it is open; it is always in the page, so always name it.
        const answerId = `${id}-answer`;
        return (
          <RadixAccordion.Item key={id} value={id} id={id} className="accordion__item">
            <RadixAccordion.Header className="accordion__heading" asChild>
              <h3>
                <RadixAccordion.Trigger className="accordion__trigger" aria-controls={answerId}>
                  <span>{item.props.title}</span>
                  <svg className="accordion__chevron" aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
                    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </RadixAccordion.Trigger>
              </h3>
            </RadixAccordion.Header>
            <Panel id={answerId} itemId={id} open={open.includes(id)} onFound={() => setOpen((current) => [...new Set([...current, id])])}>
              {item.props.children}
            </Panel>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}
