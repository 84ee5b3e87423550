import { QrCode } from '../../components/QrCode.tsx';
import { NewTabNote } from '../../components/SmartLink.tsx';
import { useText } from '../../layout/locale.tsx';

interface Props {
  app: string;
  ios: string;
  android: string;
  /** Added by the build: addresses of the QR code images of the two store links, and the addresses a printed sheet shows. */
  iosQr?: string;
  androidQr?: string;
  printIos?: string;
  printAndroid?: string;
}

/**
 * Where to get an app: a store button for each platform, and a QR code to scan
 * with the phone when the guide is open on a computer or printed.
 */
export function AppStoreLinks({ app, ios, android, iosQr, androidQr, printIos, printAndroid }: Props) {
  const t = useText();
  const stores = [
    { platform: t('iosDevices'), store: 'App Store', href: ios, qr: iosQr, printed: printIos },
    { platform: t('androidDevices'), store: 'Google Play', href: android, qr: androidQr, printed: printAndroid },
  ];
  return (
    <ul className="app-stores">
      {stores.map(({ platform, store, href, qr, printed }) => (
        <li key={store} className="app-store">
          <p className="app-store__platform">{platform}</p>
          {qr ? <QrCode src={qr} label={t('qrCode', { target: t('appOnStore', { app, store }) })} /> : null}
          <a className="button button--secondary" href={href} target="_blank" rel="noopener noreferrer" data-print-url={printed}>
            {t('appOnStore', { app, store })}
            <NewTabNote />
          </a>
        </li>
      ))}
    </ul>
  );
}
