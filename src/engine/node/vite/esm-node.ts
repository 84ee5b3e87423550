import { parse } from 'acorn';
import type { MdxjsEsm } from 'mdast-util-mdx';

/** An `import` or `export` statement the build adds to a page, parsed as the MDX compiler needs it. */
export function esmNode(value: string): MdxjsEsm {
  return { type: 'mdxjsEsm', value, data: { estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as never } };
}
