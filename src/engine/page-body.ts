import * as runtime from 'react/jsx-runtime';
import type { PageBodies, PageContent } from './pages.ts';

/**
 * A page's body as a component, from its code in `bodies` (src/engine/node/graph/compile-page.ts:
 * the body of a function that takes React's JSX runtime). The server render runs
 * it (src/entry-server.tsx, src/handouts/render.tsx); nothing of it reaches the
 * browser, which gets each page as HTML. Each page's code is run once, and again
 * only when it changes (a save in `npm run dev`).
 */
const made = new Map<string, { code: string; Content: PageContent }>();

export function pageContent(bodies: PageBodies, key: string): PageContent {
  const code = bodies[key];
  // A page with an error has no code; the build stops on its errors before rendering, and `npm run dev` shows them instead.
  if (code === undefined) throw new Error(`${key} has no body to render: its file has errors (npm run check lists them)`);
  const known = made.get(key);
  if (known?.code === code) return known.Content;
  // The build's own compilation of a checked guide (no imports, no script of an author's), run in Node, as @mdx-js/mdx's `run` does.
  const { default: Content } = new Function(code)(runtime) as { default: PageContent };
  made.set(key, { code, Content });
  return Content;
}
