import type { CopyLinkText } from './CopyLinkButton.tsx';
import { useText } from '../layout/locale.tsx';

/** The words of the Copy link button of a section or an answer, in the page's language, by the heading it copies: "Copy link to “I forgot my password”". */
export function useCopyLinkText(): (title: string) => CopyLinkText {
  const t = useText();
  return (title) => ({
    label: t('copyLinkTo', { title }),
    copyLink: t('copyLink'),
    linkCopied: t('linkCopied'),
    copyThisLink: t('copyThisLink'),
  });
}
