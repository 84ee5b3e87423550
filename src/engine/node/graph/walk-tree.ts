/**
 * Every node of a tree (Markdown's, or the sentences the plain-language report
 * reads), depth first, a parent before its children, as unist-util-visit goes,
 * with each node's place in its parent. It costs a fraction of unist-util-visit's
 * walk, which names a function and looks up each node's place anew at every node;
 * every page of the site is walked several times on every build.
 *
 * The visitor may return SKIP (do not go into this node's children) or
 * [SKIP, index] after changing its parent's children (go on at that index,
 * such as the first of the nodes it put in its own place).
 */
export const SKIP = 'skip';

export type WalkResult = void | typeof SKIP | readonly [typeof SKIP, number];

/** A node of a unist tree: a type, and children when it has some. */
interface TreeNode {
  type: string;
}

type ParentOf<Node> = Extract<Node, { children: unknown[] }>;

export function walkTree<Node extends TreeNode>(tree: Node, visitor: (node: Node, index: number | undefined, parent: ParentOf<Node> | undefined) => WalkResult): void {
  /** Visits `node` and, unless told not to, its children; returns where its parent goes on, when the visitor said. */
  const visit = (node: Node, index: number | undefined, parent: ParentOf<Node> | undefined): number | undefined => {
    const result = visitor(node, index, parent);
    if (result !== undefined) return typeof result === 'string' ? undefined : result[1];
    const children = (node as { children?: Node[] }).children;
    if (children === undefined) return undefined;
    let at = 0;
    // The length is read at every step: a visitor may have changed the children.
    while (at < children.length) at = visit(children[at]!, at, node as ParentOf<Node>) ?? at + 1;
    return undefined;
  };
  visit(tree, undefined, undefined);
}
