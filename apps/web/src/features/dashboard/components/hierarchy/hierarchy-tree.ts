import type { HierarchyNode } from '../../api/get-hierarchy';

/** A hierarchy node with a path key: the same entity may appear under several owners. */
export interface TreeNode extends Omit<HierarchyNode, 'children'> {
  key: string;
  children: TreeNode[];
}

export function keyTree(nodes: readonly HierarchyNode[], parentKey = ''): TreeNode[] {
  return nodes.map((node, index) => {
    const key = `${parentKey}/${node.id}.${index}`;
    return { ...node, key, children: keyTree(node.children, key) };
  });
}

/** Keeps the nodes whose name matches, with their ancestors (so a match keeps its place in the tree). */
export function searchTree(nodes: readonly TreeNode[], query: string): TreeNode[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(needle)) return [node];
    const children = searchTree(node.children, needle);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** Every key that has children: what Collapse All collapses. */
export function parentKeys(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.key, ...parentKeys(node.children)] : []));
}

/** The first node of `id` in the loaded trees (breadth-first). */
export function findNode(nodes: readonly HierarchyNode[], id: number): HierarchyNode | undefined {
  const queue = [...nodes];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (node.id === id) return node;
    queue.push(...node.children);
  }
  return undefined;
}

/** A node as the tree shows it: in document order, with its level and the key of its parent item. */
export interface VisibleItem {
  node: TreeNode;
  level: number;
  parentKey: string | null;
}

/** The items a reader can reach with the arrow keys: every node whose ancestors are all expanded. */
export function visibleItems(
  nodes: readonly TreeNode[],
  collapsed: ReadonlySet<string>,
  level = 1,
  parentKey: string | null = null,
): VisibleItem[] {
  return nodes.flatMap((node) => [
    { node, level, parentKey },
    ...(collapsed.has(node.key) ? [] : visibleItems(node.children, collapsed, level + 1, node.key)),
  ]);
}
