import { fileHref } from '../engine/base-path.ts';

/**
 * A QR code the build made as an SVG file (src/engine/node/graph/qr-code.ts), for
 * scanning with a phone when the guide is open on a computer or printed.
 */
export function QrCode({ src, label }: { src: string; label: string }) {
  return <img className="qr-code" src={fileHref(src)} alt={label} width="136" height="136" />;
}
