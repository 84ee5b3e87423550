import { useText } from '../../layout/locale.tsx';
import { NewTabNote } from '../../components/SmartLink.tsx';

/**
 * Another site shown in a frame, full width. Sandboxed with only what a start
 * page of links needs (its own scripts, and opening links in new tabs); it can
 * never navigate this page. A plain link stays for when the frame is blocked.
 */
export function EmbeddedPage({ src, title, height = '1024', printSrc }: { src: string; title: string; height?: string; printSrc?: string }) {
  const t = useText();
  return (
    <div className="embedded-page">
      <p className="embedded-page__fallback">
        <span className="embedded-page__hint">{t('embeddedNotLoading')} </span>
        <a href={src} target="_blank" rel="noopener noreferrer" data-print-url={printSrc}>
          {t('embeddedOpen', { title: title.charAt(0).toLowerCase() + title.slice(1) })}
          <NewTabNote />
        </a>
      </p>
      <iframe
        src={src}
        title={title}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
      />
    </div>
  );
}
