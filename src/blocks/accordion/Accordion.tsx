import * as RadixAccordion from '@radix-ui/react-accordion';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { UNTIL_FOUND_ATTRIBUTE } from '../../shared/markup.ts';
import { CopyLinkButton } from '../../components/CopyLinkButton.tsx';
import { useCopyLinkText } from '../../components/copy-link-text.ts';
import { headingLevel, headingTag } from '../../components/heading-level.ts';

interface AccordionItemProps {
  title: string;
  /** Set by the build from the title when the author gives none. */
  id?: string;
  /** Its question's heading level, set by the build: one below the section the questions stand in. */
  level?: string;
  children: ReactNode;
}

/** One question of <Accordion>. Rendered by Accordion itself. */
export function AccordionItem({ children }: AccordionItemProps) {
  return <>{children}</>;
}

/** A chevron that turns when the answer is open (accordion.css). */
const chevron = (
  <svg className="accordion__chevron" aria-hidden="true" viewBox="0 0 16 16" width="18" height="18">
    <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * `<Accordion>` in a guide: questions and answers, written by Radix Accordion
 * on the server (a heading per question holding a button with aria-expanded
 * and aria-controls, every answer closed). The page's script makes each
 * question a disclosure (src/blocks/accordion/accordion.browser.ts); no React runs in the
 * browser. Every answer is in the HTML, and printed; a closed one is hidden in
 * a way find-in-page still searches (`data-until-found`). A link to an item's
 * id, or to anything inside its answer, opens it; each answer has a Copy link
 * button named after its question.
 *
 * The answers are not regions: a FAQ of ten would add ten landmarks, which
 * the WAI-ARIA accordion pattern advises against, and a closed one was heard
 * as an empty region.
 */
export function Accordion({ children }: { children: ReactNode }) {
  const copyText = useCopyLinkText();
  const items = Children.toArray(children)
    .filter((child): child is ReactElement<AccordionItemProps> => isValidElement(child))
    .map((item, index) => ({ ...item.props, id: item.props.id ?? `item-${index + 1}` }));
  return (
    <RadixAccordion.Root type="multiple" className="accordion">
      {items.map(({ id, title, level, children: answer }) => {
        const Heading = headingTag(headingLevel(level));
        const answerId = `${id}-answer`;
        return (
          <RadixAccordion.Item key={id} value={id} id={id} className="accordion__item">
            <RadixAccordion.Header className="accordion__heading" asChild>
              <Heading>
                {/* Radix names the answer only while it is open; it is always in the page, so always name it. */}
                <RadixAccordion.Trigger id={`${id}-question`} className="accordion__trigger" aria-controls={answerId}>
                  <span>{title}</span>
                  {chevron}
                </RadixAccordion.Trigger>
              </Heading>
            </RadixAccordion.Header>
            <RadixAccordion.Content forceMount hidden id={answerId} role={undefined} aria-labelledby={undefined} {...{ [UNTIL_FOUND_ATTRIBUTE]: '' }} className="accordion__panel">
              <div className="accordion__answer">
                {answer}
                <CopyLinkButton id={id} text={copyText(title)} />
              </div>
            </RadixAccordion.Content>
          </RadixAccordion.Item>
        );
      })}
    </RadixAccordion.Root>
  );
}
