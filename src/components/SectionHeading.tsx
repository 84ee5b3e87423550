import type { HTMLAttributes } from 'react';
import { CopyLink } from './CopyLink.tsx';

/**
 * Every `##` section heading of a guide: the heading is a link to its own
 * #address (long-press or right-click copies it, even without JavaScript), with
 * a "Copy link" button beside it.
 */
export function SectionHeading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  if (!id) return <h2 {...rest}>{children}</h2>;
  return (
    <div className="section-heading">
      <h2 id={id} {...rest}>
        <a href={`#${id}`} className="section-heading__link">
          {children}
        </a>
      </h2>
      <CopyLink id={id} what="section" />
    </div>
  );
}
