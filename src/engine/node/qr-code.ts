import QRCode from 'qrcode';

/**
 * A QR code as `<size>:<svg path>`, made at build time so no QR library or
 * remote image service is needed in the browser. Each dark run of a row is one
 * rectangle, which keeps the path short.
 */
export function qrCodePath(text: string): string {
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
  return `${size}:${pathData}`;
}
