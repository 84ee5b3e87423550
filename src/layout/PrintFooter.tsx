import { Fragment } from 'react';
import { site } from 'virtual:content';
import { QrCode } from '../components/QrCode.tsx';

/**
 * Printed only: where to find this guide online (address and QR code), and
 * lines where a tech liaison writes their name and phone number before handing
 * the sheet to a family. The build adds it to every page with the address and
 * code already computed.
 */
/** The address with a line-break opportunity after each / and _, so a long one wraps between its parts. */
function breakable(url: string) {
  return url.split(/(?<=[/_])/).map((part, index) => (
    <Fragment key={index}>
      {part}
      <wbr />
    </Fragment>
  ));
}

export function PrintFooter({ url, qr }: { url: string; qr: string }) {
  return (
    <div className="print-footer">
      <div className="print-footer__online">
        <QrCode src={qr} label={`QR code: ${url}`} />
        <p>
          This guide online, always up to date:
          <br />
          <strong>{breakable(url)}</strong>
        </p>
      </div>
      <dl className="print-footer__contact">
        <dt>Your school&apos;s {site.liaison}</dt>
        <dd className="print-footer__write-in">Name:</dd>
        <dd className="print-footer__write-in">Phone or email:</dd>
      </dl>
    </div>
  );
}
