import type { Root } from 'hast';
import { toJsxRuntime, type Components, type CreateEvaluater } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { PageBodies, PageContent } from './page-types.ts';

/**
 * A page's body as a component, from its tree in `bodies` (src/engine/node/graph/compile-page.ts:
 * HTML with the building blocks as written). The server render renders it
 * (src/entry-server.tsx, src/handouts/render.tsx) with hast-util-to-jsx-runtime,
 * each block by its component in `components`; nothing of it reaches the browser,
 * which gets each page as HTML. A body is data, never code: nothing of an editor's
 * is run. Each page's tree is read once, and again only when it changes (a save in
 * `npm run dev`).
 */
const made = new Map<string, { json: string; Content: PageContent }>();

/** A block's tag names its component, and nothing else: the checked tree holds no other expression. */
function blockEvaluater(components: Readonly<Record<string, unknown>>): CreateEvaluater {
  return () => ({
    evaluateExpression(expression) {
      const name = expression.type === 'Identifier' ? expression.name : expression.type;
      const component = expression.type === 'Identifier' ? components[name] : undefined;
      if (component === undefined) throw new Error(`<${name}> has no component to render it (src/blocks/page-components.ts pageComponents)`);
      return component;
    },
    evaluateProgram(): never {
      throw new Error('a page body holds no code');
    },
  });
}

export function pageContent(bodies: PageBodies, key: string): PageContent {
  const json = bodies[key];
  // A page with an error has no body; the build stops on its errors before rendering, and `npm run dev` shows them instead.
  if (json === undefined) throw new Error(`${key} has no body to render: its file has errors (npm run check lists them)`);
  const known = made.get(key);
  if (known?.json === json) return known.Content;
  const tree = JSON.parse(json) as Root;
  const Content: PageContent = ({ components = {} }) =>
    toJsxRuntime(tree, { Fragment, jsx, jsxs, components: components as Partial<Components>, createEvaluater: blockEvaluater(components) });
  made.set(key, { json, Content });
  return Content;
}
