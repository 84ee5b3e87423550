import { announce } from '../layout/announce.ts';
import { useState } from 'react';
import { useText } from '../layout/locale.tsx';

/**
 * "Copy link" beside a FAQ answer or a section: copies the page's address with
 * #id, so a liaison can text a family the exact answer, and says "Link copied"
 * (shown, and announced politely). Hidden without JavaScript (noscript.css) and
 * on paper; there the heading's own #link can be long-pressed and copied.
 */
export function CopyLink({ id, what }: { id: string; what: 'answer' | 'section' }) {
  const t = useText();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const url = new URL(`#${id}`, window.location.href).href;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      window.prompt(t('copyThisLink'), url); // no clipboard access (an insecure origin, or refused)
      return;
    }
    setCopied(true);
    announce(t('linkCopied'));
    window.setTimeout(() => setCopied(false), 2500);
  };
  return (
    <button type="button" className="copy-link" aria-label={t(what === 'answer' ? 'copyLinkToAnswer' : 'copyLinkToSection')} onClick={copy}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M7 9a3 3 0 0 0 4 0l2.5-2.5a3 3 0 0 0-4-4L8.5 3.5M9 7a3 3 0 0 0-4 0L2.5 9.5a3 3 0 0 0 4 4l1-1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true">{copied ? t('linkCopied') : t('copyLink')}</span>
    </button>
  );
}
