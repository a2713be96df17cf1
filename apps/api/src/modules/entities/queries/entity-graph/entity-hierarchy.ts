import type { EntityType } from '@ledgerline/contracts';
import { countsOn, type GraphLink, type GraphNodeDocument } from '../../projections/entity-graph.read-model';

/** One node of GET /api/entities/hierarchy: what the organisation chart shows, nothing more. */
export interface HierarchyNode {
  id: number;
  name: string;
  type: EntityType;
  status: string;
  ownershipPercentage: number | null;
  relationshipType: string | null;
  /** True where the chain loops back to an entity already above it; the loop is not followed. */
  cycle: boolean;
  /** True where maxDepth or the node cap stopped the descent: `childCount` says how many were left out. */
  truncated: boolean;
  childCount?: number;
  children: HierarchyNode[];
}

export interface HierarchyOptions {
  /** -1 means unlimited. */
  maxDepth: number;
  /** Nodes in the whole answer, roots included. */
  maxNodes: number;
  today: string;
}

export type LoadNodes = (entityIds: number[]) => Promise<Map<number, GraphNodeDocument>>;

interface Open {
  view: HierarchyNode;
  doc: GraphNodeDocument;
  parent: Open | null;
}

const view = (doc: GraphNodeDocument, link: GraphLink | null, cycle: boolean): HierarchyNode => ({
  id: doc.entityId,
  name: doc.name,
  type: doc.type,
  status: doc.status,
  ownershipPercentage: link?.ownershipPercentage ?? null,
  relationshipType: link?.type ?? null,
  cycle,
  truncated: false,
  children: [],
});

const onPath = (open: Open | null, entityId: number): boolean => {
  for (let at = open; at; at = at.parent) if (at.doc.entityId === entityId) return true;
  return false;
};

const byName = (a: GraphNodeDocument, b: GraphNodeDocument) =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.entityId - b.entityId;

function truncate(node: HierarchyNode, childCount: number): void {
  node.truncated = true;
  node.childCount = childCount;
}

/**
 * Ownership trees under `roots`, grown breadth-first so the node cap keeps the upper levels whole: a node
 * gets all its children or none (then `truncated` with `childCount`), except a lone root, which shows as
 * many as fit so opening any subtree by rootId always shows something. An entity appears under each owner;
 * a loop is marked `cycle` where it comes back and not followed.
 */
export async function growHierarchy(
  roots: readonly GraphNodeDocument[],
  load: LoadNodes,
  { maxDepth, maxNodes, today }: HierarchyOptions,
): Promise<HierarchyNode[]> {
  let budget = maxNodes - roots.length;
  let frontier: Open[] = roots.map((doc) => ({ view: view(doc, null, false), doc, parent: null }));
  const top = frontier.map((open) => open.view);
  for (let depth = 0; frontier.length > 0; depth++) {
    const granted: { open: Open; links: GraphLink[]; fit: number }[] = [];
    for (const open of frontier) {
      const links = open.view.cycle ? [] : open.doc.downstream.filter((link) => countsOn(link, today));
      if (links.length === 0) continue;
      if (maxDepth >= 0 && depth >= maxDepth) truncate(open.view, links.length);
      else if (links.length <= budget) {
        granted.push({ open, links, fit: links.length });
        budget -= links.length;
      } else if (depth === 0 && frontier.length === 1 && budget > 0) {
        granted.push({ open, links, fit: budget });
        budget = 0;
      } else truncate(open.view, links.length);
    }
    if (granted.length === 0) break;
    const docs = await load(granted.flatMap(({ links }) => links.map((link) => link.entityId)));
    const next: Open[] = [];
    for (const { open, links, fit } of granted) {
      const children = links
        .filter((link) => docs.has(link.entityId))
        .map((link) => ({ link, doc: docs.get(link.entityId)! }))
        .sort((a, b) => byName(a.doc, b.doc));
      if (fit < children.length) truncate(open.view, children.length);
      for (const { link, doc } of children.slice(0, fit)) {
        const child: Open = { view: view(doc, link, onPath(open, doc.entityId)), doc, parent: open };
        open.view.children.push(child.view);
        if (!child.view.cycle) next.push(child);
      }
    }
    frontier = next;
  }
  return top;
}

/** Whether any node of the trees had children left out (by maxDepth or the node cap). */
export const anyTruncated = (nodes: readonly HierarchyNode[]): boolean =>
  nodes.some((node) => node.truncated || anyTruncated(node.children));
