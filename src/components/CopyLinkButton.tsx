/** The words of a Copy link button, in the page's language. */
export interface CopyLinkText {
  /** Its name for screen readers, which says which heading it copies: "Copy link to “Can MFA be hacked?”". */
  label: string;
  copyLink: string;
  linkCopied: string;
  copyThisLink: string;
}

/**
 * "Copy link" beside a FAQ answer or a section: copies the page's address with
 * #id, so a liaison can text a family the exact answer, and says "Link copied"
 * (shown, and announced politely). The page's script copies on the press
 * itself (src/browser/copy-link.ts), inside the reader's gesture as the
 * clipboard requires. Hidden without JavaScript (noscript.css) and on paper.
 */
export function CopyLinkButton({ id, text }: { id: string; text: CopyLinkText }) {
  return (
    <button type="button" className="copy-link" aria-label={text.label} data-copy-id={id} data-copied-label={text.linkCopied} data-copy-prompt={text.copyThisLink}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M7 9a3 3 0 0 0 4 0l2.5-2.5a3 3 0 0 0-4-4L8.5 3.5M9 7a3 3 0 0 0-4 0L2.5 9.5a3 3 0 0 0 4 4l1-1" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true" className="copy-link__label">
        {text.copyLink}
      </span>
    </button>
  );
}
