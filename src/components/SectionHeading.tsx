import type { HTMLAttributes } from 'react';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { useCopyLinkText } from './copy-link-text.ts';

/**
 * Every `##` section heading of a guide: the heading is a link to its own
 * #address (long-press or right-click copies it, even without JavaScript), with
 * a "Copy link" button beside it.
 */
export function SectionHeading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const text = useCopyLinkText('section');
  if (!id) return <h2 {...rest}>{children}</h2>;
  return (
    <div className="section-heading">
      <h2 id={id} {...rest}>
        <a href={`#${id}`} className="section-heading__link">
          {children}
        </a>
      </h2>
      <CopyLinkButton id={id} text={text} />
    </div>
  );
}
