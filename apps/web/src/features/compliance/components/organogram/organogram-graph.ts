import type { RelationshipView } from '@ledgerline/contracts';
import { humanizeCode } from '@/lib/format-values';

export const ORGANOGRAM_ROLES = [
  'trust',
  'founder',
  'trustee',
  'beneficiary',
  'controller',
  'holding',
  'other',
] as const;
export type OrganogramRole = (typeof ORGANOGRAM_ROLES)[number];

export const ROLE_COLORS: Record<OrganogramRole, string> = {
  trust: '#d97706',
  founder: '#2563eb',
  trustee: '#16a34a',
  beneficiary: '#9333ea',
  controller: '#dc2626',
  holding: '#0891b2',
  other: '#64748b',
};

export const ROLE_LABELS: Record<OrganogramRole, string> = {
  trust: 'Trust',
  founder: 'Founder / Settlor',
  trustee: 'Trustee',
  beneficiary: 'Beneficiary',
  controller: 'Controller',
  holding: 'Holding',
  other: 'Other',
};

export interface OrganogramNode {
  id: number;
  name: string;
  /** The most significant role: the node's colour and rank. */
  role: OrganogramRole;
  /** Every role the party holds, most significant first (a trustee who is also a beneficiary holds two). */
  roles: OrganogramRole[];
}

/** What one relationship says on the edge: the role and its words ('Manages', 'Benefits (10%)'). */
export interface OrganogramLinkPart {
  role: OrganogramRole;
  label: string;
}

/** One edge per party and direction, its relationships' words joined, so labels never print over each other. */
export interface OrganogramLink {
  source: number;
  target: number;
  label: string;
  parts: OrganogramLinkPart[];
}

export interface OrganogramGraph {
  nodes: OrganogramNode[];
  links: OrganogramLink[];
}

/**
 * Relationship type -> organogram role; an `other` link counts as a controller only by the explicit control
 * fields, as in the engine, never by words in its notes ("No control; tax advice only").
 */
export function roleOf(
  relationship: Pick<RelationshipView, 'type' | 'effectiveControl' | 'natureOfInterest'>,
): Exclude<OrganogramRole, 'trust'> {
  const { type, natureOfInterest } = relationship;
  if (type === 'founder' || type === 'trustee' || type === 'beneficiary' || type === 'controller')
    return type;
  const control =
    relationship.effectiveControl === true || natureOfInterest === 'control' || natureOfInterest === 'dual';
  return type === 'other' && control ? 'controller' : 'other';
}

function linkLabel(role: OrganogramRole, relationship: RelationshipView): string {
  switch (role) {
    case 'founder':
      return 'Founded';
    case 'trustee':
      return 'Manages';
    case 'beneficiary':
      return relationship.ownershipPercentage === null
        ? 'Benefits'
        : `Benefits (${relationship.ownershipPercentage}%)`;
    case 'controller':
      return 'Controls';
    case 'holding':
      return relationship.ownershipPercentage === null
        ? 'Holds'
        : `Holds ${relationship.ownershipPercentage}%`;
    default:
      return relationship.type ? humanizeCode(relationship.type) : 'Related';
  }
}

const PRIORITY: OrganogramRole[] = ['founder', 'trustee', 'beneficiary', 'controller', 'holding', 'other'];

/** What the trust itself holds: its shareholdings (and parent links) in other entities. */
const HOLDS = new Set(['shareholder', 'parent']);

/** A link drawn on `day`: started by then and not ended before it (its dates are its first and last days). */
const inForceOn = ({ startDate, endDate }: Pick<RelationshipView, 'startDate' | 'endDate'>, day: string) =>
  !(startDate && startDate.slice(0, 10) > day) && !(endDate && endDate.slice(0, 10) < day);

const bySignificance = (roles: Iterable<OrganogramRole>): OrganogramRole[] =>
  [...new Set(roles)].sort((a, b) => PRIORITY.indexOf(a) - PRIORITY.indexOf(b));

/** The trust, each party once (coloured by its most significant role, holding all) and one edge per party. */
export function buildOrganogramGraph(
  trust: { id: number; name: string },
  relationships: readonly RelationshipView[],
  day: string,
): OrganogramGraph {
  const nodes = new Map<number, OrganogramNode>([
    [trust.id, { id: trust.id, name: trust.name, role: 'trust', roles: ['trust'] }],
  ]);
  const links = new Map<string, OrganogramLink>();
  for (const relationship of relationships) {
    if (!relationship.isActive || !inForceOn(relationship, day)) continue;
    const inbound = relationship.targetEntityId === trust.id;
    const party = inbound ? relationship.sourceEntity : relationship.targetEntity;
    if (!party || party.id === trust.id) continue;
    const role = inbound ? roleOf(relationship) : HOLDS.has(relationship.type) ? 'holding' : 'other';
    const roles = bySignificance([...(nodes.get(party.id)?.roles ?? []), role]);
    nodes.set(party.id, { id: party.id, name: party.name, role: roles[0], roles });
    const [source, target] = inbound ? [party.id, trust.id] : [trust.id, party.id];
    const link = links.get(`${source}>${target}`) ?? { source, target, label: '', parts: [] };
    const parts = [...link.parts, { role, label: linkLabel(role, relationship) }];
    parts.sort((a, b) => PRIORITY.indexOf(a.role) - PRIORITY.indexOf(b.role));
    const label = parts.map((part) => part.label).join(', ');
    links.set(`${source}>${target}`, { source, target, label, parts });
  }
  return { nodes: [...nodes.values()], links: [...links.values()] };
}
