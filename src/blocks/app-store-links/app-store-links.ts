import { setAttribute, textAttribute, type BlockDefinition } from '../block.ts';

const STORES = ['ios', 'android'] as const;

export const appStoreLinks: BlockDefinition = {
  rendered: true,
  elements: [
    {
      name: 'AppStoreLinks',
      rule: { required: ['app', ...STORES] },
      // The QR codes are made at build time (iosQr, androidQr), so no QR code library reaches the browser.
      build: (element, { qrCode }) => {
        for (const store of STORES) {
          const url = textAttribute(element, store);
          if (url?.startsWith('https://')) setAttribute(element, `${store}Qr`, qrCode(url));
        }
      },
      search: { words: ['app'] },
    },
  ],
  print: 'Both stores with their QR codes, to scan from the paper, and each store address.',
  reference: {
    heading: 'App store buttons with QR codes',
    example: '<AppStoreLinks app="Microsoft Authenticator" ios="link:authenticatorIos" android="link:authenticatorAndroid" />',
  },
};
