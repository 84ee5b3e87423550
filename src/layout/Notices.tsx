import { SmartLink } from '../components/SmartLink.tsx';
import { NOTICE_ATTRIBUTES } from '../shared/markup.ts';
import type { NoticePiece, PageNotice } from '../engine/notices.ts';
import { useText } from './locale.tsx';

/** A notice's link to the page it stands on leads nowhere: its words only. */
const isPage = (href: string, path: string) => href.replace(/[#?].*$/, '').replace(/\/$/, '') === path.replace(/\/$/, '');

function Piece({ piece, path }: { piece: NoticePiece; path: string }) {
  const words = piece.strong ? <strong>{piece.text}</strong> : piece.text;
  return piece.href && !isPage(piece.href, path) ? (
    <SmartLink href={piece.href} data-print-url={piece.printUrl}>
      {words}
    </SmartLink>
  ) : (
    <>{words}</>
  );
}

/**
 * The office's notices at the top of a page (content/notices.yaml), each a plain
 * callout. One not started when the page was built is written hidden, with its
 * start; the page script (src/browser/notices.ts) shows it then, hides any at
 * its end and announces each once. One not marked `print` stays off paper; on paper one says when it stands. A
 * link to the page the notice stands on is left out (its words stay).
 */
export function Notices({ notices, path }: { notices: PageNotice[]; path: string }) {
  const t = useText();
  return (
    <div className="site-notices">
      {notices.map((notice) => (
        <aside
          key={notice.id}
          className={`callout callout--${notice.type} site-notice${notice.print ? '' : ' site-notice--screen'}`}
          aria-label={t('notice')}
          hidden={notice.from !== undefined}
          {...{ [NOTICE_ATTRIBUTES.id]: notice.id, [NOTICE_ATTRIBUTES.until]: notice.until, ...(notice.from ? { [NOTICE_ATTRIBUTES.from]: notice.from } : {}) }}
        >
          <p>
            <span className="callout__kind">{t('notice')}:</span>{' '}
            <span lang={notice.textLang}>
              {notice.pieces.map((piece, index) => (
                <Piece key={index} piece={piece} path={path} />
              ))}
            </span>
            {notice.textLang ? <span className="link-language"> ({t('inEnglish')})</span> : null}
            {notice.dates ? <span className="site-notice__dates"> ({notice.dates})</span> : null}
          </p>
        </aside>
      ))}
    </div>
  );
}
