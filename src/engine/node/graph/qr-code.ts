import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * QR codes are made at build time as small SVG files under /qr/, so neither a
 * QR library nor the code's drawing ends up in the page's JavaScript, and no
 * remote image service is involved. A page names the QR codes it shows (the
 * content graph collects their texts), and the content plugin writes a file for
 * each (and serves them in `npm run dev`).
 */
export const QR_PUBLIC_DIR = 'qr';

/** The SVG of a QR code: one rectangle per dark run of a row keeps it short. */
export function qrCodeSvg(text: string): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  let pathData = '';
  for (let y = 0; y < size; y++) {
    let x = 0;
    while (x < size) {
      if (!data[y * size + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && data[y * size + x]) x++;
      pathData += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  const extent = size + 4;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 ${extent} ${extent}" shape-rendering="crispEdges"><rect x="-2" y="-2" width="${extent}" height="${extent}" fill="#fff"/><path d="${pathData}" fill="#000"/></svg>\n`;
}

/** The file name of the QR code of `text`, such as `3f2a….svg`: the same text, the same file. */
export function qrCodeFile(text: string): string {
  return `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.svg`;
}

/** The public address of the QR code of `text`, such as `/qr/3f2a….svg` (without the base path). */
export function qrCodeAddress(text: string): string {
  return `/${QR_PUBLIC_DIR}/${qrCodeFile(text)}`;
}
