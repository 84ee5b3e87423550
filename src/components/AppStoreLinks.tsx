import { QrCode } from './QrCode.tsx';
import { NewTabNote } from './SmartLink.tsx';

interface Props {
  app: string;
  ios: string;
  android: string;
  /** Added by the build: the QR codes of the two addresses. */
  iosQr?: string;
  androidQr?: string;
}

/**
 * Where to get an app: a store button for each platform, and a QR code to scan
 * with the phone when the guide is open on a computer or printed.
 */
export function AppStoreLinks({ app, ios, android, iosQr, androidQr }: Props) {
  const stores = [
    { platform: 'iPhone or iPad', store: 'App Store', href: ios, qr: iosQr },
    { platform: 'Android phone or tablet', store: 'Google Play', href: android, qr: androidQr },
  ];
  return (
    <ul className="app-stores">
      {stores.map(({ platform, store, href, qr }) => (
        <li key={store} className="app-store">
          <p className="app-store__platform">{platform}</p>
          {qr ? <QrCode code={qr} label={`QR code: ${app} on the ${store}`} /> : null}
          <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer">
            Get {app} on {store}
            <NewTabNote />
          </a>
        </li>
      ))}
    </ul>
  );
}
