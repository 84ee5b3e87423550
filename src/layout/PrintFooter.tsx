import { Fragment } from 'react';
import { QrCode } from '../components/QrCode.tsx';
import { printedAddress } from '../engine/urls.ts';
import { useLocale, useText } from './locale.tsx';
import { usePageIfAny } from './page-context.tsx';

/** The address with a line-break opportunity after each / and _, so a long one wraps between its parts. */
function breakable(url: string) {
  return url.split(/(?<=[/_])/).map((part, index) => (
    <Fragment key={index}>
      {part}
      <wbr />
    </Fragment>
  ));
}

/**
 * Printed only: where to find this guide online (its address as every printed
 * address reads, and a QR code to the full one), and
 * lines where a tech liaison writes their name and phone number before handing
 * the sheet to a family. PageView adds it below every page's content with the
 * address and code already computed (src/engine/node/render/page-data.ts).
 */
export function PrintFooter({ url, qr }: { url: string; qr: string }) {
  const { site } = useLocale();
  const t = useText();
  const isPacket = Boolean(usePageIfAny()?.packet);
  return (
    <div className="print-footer">
      <div className="print-footer__online">
        <QrCode src={qr} label={t('qrCode', { target: url })} />
        <p>
          {t(isPacket ? 'printPacketOnline' : 'printOnline')}
          <br />
          <strong>{breakable(printedAddress(url))}</strong>
        </p>
      </div>
      <dl className="print-footer__contact">
        <dt>{t('printLiaison', { liaison: site.liaison })}</dt>
        <dd className="print-footer__write-in" data-write-in="liaison">
          {t('printName')}
        </dd>
        <dd className="print-footer__write-in" data-write-in="contact">
          {t('printPhone')}
        </dd>
      </dl>
    </div>
  );
}
