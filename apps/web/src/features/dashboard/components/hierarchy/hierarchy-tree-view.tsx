import { Link } from 'react-router-dom';
import { Building2, ChevronDown, ChevronRight, Landmark, Repeat, User } from 'lucide-react';
import { humanize } from '@/lib/humanize';
import { cn } from '@/lib/utils';
import type { TreeNode } from './hierarchy-tree';
import { useTreeKeyboard } from './use-tree-keyboard';

const typeIcons = { company: Building2, individual: User, trust: Landmark } as const;

interface TreeViewProps {
  nodes: readonly TreeNode[];
  collapsed: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Shows the subtree under this entity (a node the answer cut). */
  onOpen: (entityId: number) => void;
}

/**
 * An indented tree (WAI-ARIA tree pattern): one tab stop, arrow keys between items (use-tree-keyboard),
 * Enter follows the name's link to /entities/{id}. The toggles and links stay for the mouse, out of the tab
 * order; a cut node's "+N below" button is in it while its item is the active one (no key stands for it).
 */
export function HierarchyTreeView({ nodes, collapsed, onToggle, onOpen }: TreeViewProps) {
  const keyboard = useTreeKeyboard(nodes, collapsed, onToggle);
  return (
    <ul role="tree" aria-label="Organization chart" className="space-y-0.5" onKeyDown={keyboard.onKeyDown}>
      {nodes.map((node) => (
        <TreeItem
          key={node.key}
          node={node}
          level={1}
          collapsed={collapsed}
          onToggle={onToggle}
          onOpen={onOpen}
          activeKey={keyboard.activeKey}
          onActivate={keyboard.setActiveKey}
        />
      ))}
    </ul>
  );
}

interface TreeItemProps extends Omit<TreeViewProps, 'nodes'> {
  node: TreeNode;
  level: number;
  activeKey: string | undefined;
  onActivate: (key: string) => void;
}

function TreeItem(props: TreeItemProps) {
  const { node, level, collapsed, onToggle, onOpen, activeKey, onActivate } = props;
  const Icon = typeIcons[node.type];
  const hasChildren = node.children.length > 0;
  const open = hasChildren && !collapsed.has(node.key);
  const active = node.key === activeKey;
  const groupId = `tree-group-${node.key}`;
  // The treeitem holds only its name (and the mouse's toggle): its type, share and loop sit beside it and its
  // children in a group it owns, so its accessible name holds all its visible text (label-content-name-mismatch).
  return (
    <li role="none">
      <div
        className={cn(
          'flex items-center gap-1.5 rounded-md py-1 pr-2 hover:bg-accent/50 [&:has(>[role=treeitem]:focus-visible)]:ring-2 [&:has(>[role=treeitem]:focus-visible)]:ring-ring',
          active && 'bg-accent/30',
        )}
        style={{ paddingLeft: (level - 1) * 20 }}
      >
        <div
          role="treeitem"
          aria-level={level}
          aria-expanded={hasChildren ? open : undefined}
          aria-selected={active}
          aria-label={node.name}
          aria-owns={open ? groupId : undefined}
          tabIndex={active ? 0 : -1}
          data-entity-id={node.id}
          data-tree-key={node.key}
          className="flex min-w-0 items-center gap-1.5 outline-none"
          onFocus={(event) => {
            if ((event.target as HTMLElement).closest('[role="treeitem"]') === event.currentTarget)
              onActivate(node.key);
          }}
        >
          {hasChildren ? (
            <button
              type="button"
              tabIndex={-1}
              className="rounded-sm p-0.5 text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
              onClick={() => onToggle(node.key)}
            >
              {open ? (
                <ChevronDown className="size-4" aria-hidden />
              ) : (
                <ChevronRight className="size-4" aria-hidden />
              )}
            </button>
          ) : (
            <span className="w-5" aria-hidden />
          )}
          <Icon
            className={cn('size-4 shrink-0', node.type === 'individual' ? 'text-green-600' : 'text-primary')}
            aria-hidden
          />
          <Link
            to={`/entities/${node.id}`}
            tabIndex={-1}
            className="truncate rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {node.name}
          </Link>
        </div>
        <span className="text-xs text-muted-foreground">{humanize(node.type)}</span>
        {node.ownershipPercentage !== null ? (
          <span className="rounded bg-muted px-1.5 text-xs tabular-nums">{node.ownershipPercentage}%</span>
        ) : null}
        {node.cycle ? (
          <span
            className="inline-flex items-center gap-0.5 text-xs text-amber-700"
            title="Ownership loop: this entity already appears above"
          >
            <Repeat className="size-3" aria-hidden />
            loop
          </span>
        ) : null}
        {node.truncated ? (
          <button
            type="button"
            tabIndex={active ? 0 : -1}
            className="rounded-sm px-1 text-xs text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            title="Show the entities below this one"
            aria-label={`Open ${node.name}: ${node.childCount ?? 'more'} owned ${node.childCount === 1 ? 'entity' : 'entities'} not shown`}
            onClick={() => onOpen(node.id)}
          >
            {node.children.length > 0
              ? `+${(node.childCount ?? 0) - node.children.length} more`
              : `+${node.childCount ?? '…'} below`}
          </button>
        ) : null}
      </div>
      {open ? (
        <ul role="group" id={groupId}>
          {node.children.map((child) => (
            <TreeItem
              key={child.key}
              node={child}
              level={level + 1}
              collapsed={collapsed}
              onToggle={onToggle}
              onOpen={onOpen}
              activeKey={activeKey}
              onActivate={onActivate}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
