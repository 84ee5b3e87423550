/**
 * Draws a QR code computed at build time (`<size>:<path>`, see
 * src/engine/node/qr-code.ts). Decorative next to its link, so it is labelled
 * for screen readers but adds nothing they need to act on.
 */
export function QrCode({ code, label }: { code: string; label: string }) {
  const [size, path] = code.split(':');
  const extent = Number(size) + 4;
  return (
    <svg className="qr-code" viewBox={`-2 -2 ${extent} ${extent}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect x="-2" y="-2" width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
