import { useState } from 'react';
import { announce } from '../layout/announce.ts';
import { defineIsland } from './runtime/define.ts';

/** The words of a Copy link button, in the page's language. */
export interface CopyLinkText {
  /** Its name for screen readers: "Copy link to this answer". */
  label: string;
  copyLink: string;
  linkCopied: string;
  copyThisLink: string;
}

export interface CopyLinkProps {
  /** The id of the section or answer the link goes to. */
  id: string;
  text: CopyLinkText;
}

/**
 * "Copy link" beside a FAQ answer or a section: copies the page's address with
 * #id, so a liaison can text a family the exact answer, and says "Link copied"
 * (shown, and announced politely). Hidden without JavaScript (noscript.css) and
 * on paper; there the heading's own #link can be long-pressed and copied.
 */
export function CopyLink({ id, text }: CopyLinkProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = new URL(`#${id}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(text.copyThisLink, url); // no clipboard access (an insecure origin, or refused)
      return;
    }
    setCopied(true);
    announce(text.linkCopied);
    window.setTimeout(() => setCopied(false), 2500);
  };
  return (
    <button type="button" className="copy-link" aria-label={text.label} onClick={copy}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M7 9a3 3 0 0 0 4 0l2.5-2.5a3 3 0 0 0-4-4L8.5 3.5M9 7a3 3 0 0 0-4 0L2.5 9.5a3 3 0 0 0 4 4l1-1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">{copied ? text.linkCopied : text.copyLink}</span>
    </button>
  );
}

export default defineIsland('copy-link', CopyLink);
