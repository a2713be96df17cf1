import { useState } from 'react';
import { type TreeNode, visibleItems } from './hierarchy-tree';

interface TreeKeyboard {
  /** The one item in the tab order (roving tabindex); also the selected one. */
  activeKey: string | undefined;
  setActiveKey: (key: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
}

const focusItem = (tree: HTMLElement, key: string) =>
  tree.querySelector<HTMLElement>(`[role="treeitem"][data-tree-key="${CSS.escape(key)}"]`)?.focus();

/**
 * The WAI-ARIA tree pattern's keys: Up/Down move between visible items, Right expands a closed item or moves
 * to its first child, Left collapses an open item or moves to its parent, Home/End go to the first/last item,
 * Enter follows the item's link.
 */
export function useTreeKeyboard(
  nodes: readonly TreeNode[],
  collapsed: ReadonlySet<string>,
  onToggle: (key: string) => void,
): TreeKeyboard {
  const [focusedKey, setActiveKey] = useState<string>();
  const items = visibleItems(nodes, collapsed);
  const index = Math.max(
    0,
    items.findIndex((item) => item.node.key === focusedKey),
  );
  const activeKey = items[index]?.node.key;

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'treeitem' || !activeKey) return;
    const { node, parentKey } = items[index];
    const open = node.children.length > 0 && !collapsed.has(node.key);
    const moveTo = (next: number) => {
      const key = items[Math.min(Math.max(next, 0), items.length - 1)].node.key;
      setActiveKey(key);
      focusItem(event.currentTarget, key);
    };
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      Home: () => moveTo(0),
      End: () => moveTo(items.length - 1),
      ArrowRight: () => {
        if (open) moveTo(index + 1);
        else if (node.children.length > 0) onToggle(node.key);
      },
      ArrowLeft: () => {
        if (open) onToggle(node.key);
        else if (parentKey) moveTo(items.findIndex((item) => item.node.key === parentKey));
      },
      Enter: () => target.querySelector('a')?.click(),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return { activeKey, setActiveKey, onKeyDown };
}
