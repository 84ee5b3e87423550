import { QrCode } from '../components/QrCode.tsx';

/**
 * Printed only: where to find this guide online, as an address and a QR code.
 * The build adds it to every page with the address and code already computed.
 */
export function PrintFooter({ url, qr }: { url: string; qr: string }) {
  return (
    <div className="print-footer">
      <QrCode src={qr} label={`QR code: ${url}`} />
      <p>
        This guide online, always up to date:
        <br />
        <strong>{url}</strong>
      </p>
    </div>
  );
}
