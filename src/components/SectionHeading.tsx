import type { HTMLAttributes } from 'react';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { useCopyLinkText } from './copy-link-text.ts';

/** The words of a heading, for the name of its Copy link button. */
function textOf(node: unknown): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: unknown }).children);
  return '';
}

/**
 * Every `##` section heading of a guide, with a "Copy link" button beside it
 * that copies the section's address: one stop for the Tab key, not two (the
 * heading itself is plain text, not a link to itself).
 */
export function SectionHeading({ id, children, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  const copyText = useCopyLinkText();
  if (!id) return <h2 {...rest}>{children}</h2>;
  return (
    <div className="section-heading">
      <h2 id={id} {...rest}>
        {children}
      </h2>
      <CopyLinkButton id={id} text={copyText(textOf(children).trim())} />
    </div>
  );
}
