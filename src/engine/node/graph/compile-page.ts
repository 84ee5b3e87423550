import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';

/**
 * A page's body compiled to JavaScript by MDX (@mdx-js/mdx, the compiler of
 * @mdx-js/rollup), from the tree the content graph parsed and transformed
 * (content-part.ts), never parsed again. The code holds the page's content only:
 * it is the body of a function that, given React's JSX runtime, returns the
 * component that renders the body (MDX's `function-body` output; src/engine/page-body.ts
 * runs it). What the chrome shows around it (title, trail, the section's guides,
 * outline, words, print footer) is given when the page is rendered
 * (src/engine/node/vite/page-data.ts), so the code changes only when the page's
 * own text (or the site values it is read with) does.
 *
 * The building blocks a page uses (<Tabs>, <Steps>) are handed to it when it is
 * rendered (src/components/index.ts pageComponents): authors write no imports
 * (the content rules refuse them), and the code imports nothing. So no page
 * goes through the bundler: the server render runs each page's code as it is,
 * and no path of this machine is in it, so a build cache made elsewhere (CI) fits.
 */
const processor = createProcessor({ development: false, outputFormat: 'function-body' });

/** The code of the page's body. The tree is used up (MDX's transformers change it): call this last. */
export function compilePage(tree: Root, file: VFile): string {
  // The processor's types start its transformers at the JavaScript tree; they start at the Markdown tree MDX parses to.
  return String(processor.stringify(processor.runSync(tree as never, file), file));
}
