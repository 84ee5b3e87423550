import type { CopyLinkText } from './CopyLinkButton.tsx';
import { useText } from '../layout/locale.tsx';

/** A Copy link button's words in the page's language, for a section or an answer. */
export function useCopyLinkText(what: 'answer' | 'section'): CopyLinkText {
  const t = useText();
  return {
    label: t(what === 'answer' ? 'copyLinkToAnswer' : 'copyLinkToSection'),
    copyLink: t('copyLink'),
    linkCopied: t('linkCopied'),
    copyThisLink: t('copyThisLink'),
  };
}
