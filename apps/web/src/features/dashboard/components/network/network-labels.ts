import type { NetworkLink } from './network-graph';
import type { PositionedNode } from './network-layout';

/**
 * How much each label holds at a zoom (decision 0088). echarts scales the boxes with the zoom but draws labels at
 * their font size in screen pixels: at full size or larger every line shows, smaller boxes get one name cut to
 * the box's width on screen, and boxes too small for even that get none (the tooltip still names them).
 */
export type LabelDetail = 'full' | 'names' | 'none';
const FULL_FROM = 1;
const NAMES_FROM = 0.3;
/** The names-only label's font size on screen in pixels, whatever the zoom. */
const NAME_SCREEN_PX = 10;
/** Zoom steps at which the names-only label is re-sized: finer would rebuild the option on every wheel tick. */
const NAME_ZOOM_STEP = 0.05;

export function labelDetailAt(zoom: number): LabelDetail {
  if (zoom >= FULL_FROM) return 'full';
  return zoom >= NAMES_FROM ? 'names' : 'none';
}

/** The zoom the labels are built for: below full size the view's zoom rounded down in coarse steps, else 1. */
export function labelZoom(zoom: number): number {
  if (zoom >= FULL_FROM - 1e-6) return 1;
  return Math.floor(zoom / NAME_ZOOM_STEP + 1e-6) * NAME_ZOOM_STEP;
}

const NAME_STYLE = { fontWeight: 'bold' as const, fontSize: 12, color: '#0f172a', lineHeight: 16 };

/** A node's label option at `zoom`: the box's lines, or its name alone, never wider than the box. */
export function nodeLabel(node: PositionedNode, color: string, zoom: number) {
  const detail = labelDetailAt(zoom);
  if (detail === 'none') return { show: false };
  if (detail === 'names') {
    return {
      show: true,
      formatter: plain(node.name),
      ...NAME_STYLE,
      fontSize: NAME_SCREEN_PX,
      lineHeight: NAME_SCREEN_PX + 2,
      width: (node.width - 16) * zoom,
      overflow: 'truncate' as const,
    };
  }
  return {
    show: true,
    formatter: [
      `{name|${truncate(node.name, node.width)}}`,
      `{role|${node.roleLabel}}`,
      ...(node.ownerText ? [`{owner|${truncate(node.ownerText, node.width)}}`] : []),
    ].join('\n'),
    rich: {
      name: NAME_STYLE,
      role: { fontSize: 11, color, lineHeight: 15 },
      owner: { fontSize: 10, color: '#64748b', lineHeight: 14 },
    },
  };
}

export function linkLabelText(link: NetworkLink): string {
  if (link.type === 'cluster') return '';
  if (link.ownership) return link.percentage === null ? link.type : `${link.percentage}%`;
  return link.type;
}

/** The curveness each link is drawn with: ownership nearly straight, other roles bowed apart from it. */
export const linkCurveness = (link: NetworkLink) => (link.ownership ? 0.08 : 0.25);

/** Room kept around a link label, in layout units, for the font's real widths. */
const LABEL_PAD = 6;

/**
 * The links whose label, at the middle of the drawn curve and turned along it, touches no box and no label
 * kept before it. A role link across a level passes under the boxes of that level: its label would print over a
 * name, so it is left to the tooltip and the List View.
 */
export function clearLinkLabels(
  nodes: readonly PositionedNode[],
  links: readonly NetworkLink[],
): Set<number> {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const taken: Rect[] = nodes.map((n) => ({
    x: n.x - n.width / 2,
    y: n.y - n.height / 2,
    w: n.width,
    h: n.height,
  }));
  const clear = new Set<number>();
  for (const link of links) {
    const [from, to] = [byId.get(link.fromId), byId.get(link.toId)];
    const text = linkLabelText(link);
    if (!from || !to || !text || from === to) continue;
    const rect = labelRect(from, to, text, linkCurveness(link));
    if (taken.some((other) => intersects(rect, other))) continue;
    taken.push(rect);
    clear.add(link.relationshipId);
  }
  return clear;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** echarts' quadratic curve bends by `curveness` of the span; its middle is half that bend away from the chord. */
function labelRect(from: PositionedNode, to: PositionedNode, text: string, curveness: number): Rect {
  const [dx, dy] = [to.x - from.x, to.y - from.y];
  const middle = [(from.x + to.x) / 2 + (dy * curveness) / 2, (from.y + to.y) / 2 - (dx * curveness) / 2];
  const angle = Math.atan2(dy, dx);
  const [w, h] = [text.length * 6 + 2 * LABEL_PAD, 14 + 2 * LABEL_PAD];
  const [cos, sin] = [Math.abs(Math.cos(angle)), Math.abs(Math.sin(angle))];
  const [boxW, boxH] = [w * cos + h * sin, w * sin + h * cos];
  return { x: middle[0]! - boxW / 2, y: middle[1]! - boxH / 2, w: boxW, h: boxH };
}

const intersects = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** Braces and bars are echarts rich-text syntax: a name containing them must not break the label. */
const plain = (text: string) => text.replace(/[{}|]/g, ' ');

/** About 7 px per character at 12 px; long names get an ellipsis instead of spilling out of the box. */
function truncate(text: string, width: number): string {
  const room = Math.floor((width - 16) / 7);
  const clean = plain(text);
  return clean.length > room ? `${clean.slice(0, room - 1)}…` : clean;
}
