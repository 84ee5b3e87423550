import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { qrCodeAddress } from '../graph/qr-code.ts';

/** Where the build's own element lives: it is added by the build, never written by authors. */
export const PRINT_FOOTER_MODULE = 'src/layout/PrintFooter.tsx';

/** Printed handouts end with the page's address and a QR code to it (file.data.printAddress; none for the not-found page; the graph lists its QR code). */
export function remarkPrintFooter() {
  return (tree: Root, file: VFile) => {
    const address = file.data.printAddress;
    if (!address) return;
    tree.children.push({
      type: 'mdxJsxFlowElement',
      name: 'PrintFooter',
      attributes: [
        { type: 'mdxJsxAttribute', name: 'url', value: address },
        { type: 'mdxJsxAttribute', name: 'qr', value: qrCodeAddress(address) },
      ],
      children: [],
    });
  };
}
