import type { DemoCounts, Plan } from '@ledgerline/contracts';
import {
  DEMO_ASSETS,
  DEMO_DOCUMENTS,
  DEMO_ENTITIES,
  DEMO_FILINGS,
  DEMO_GROUPS,
  DEMO_RELATIONSHIPS,
  type DemoAsset,
  type DemoDocument,
  type DemoEntity,
  type DemoFiling,
  type DemoGroup,
  type DemoRelationship,
} from './demo-group';

/** What "Load demo data" creates on one plan: the demo group cut to the plan's caps. */
export interface DemoPlan {
  entities: readonly DemoEntity[];
  relationships: readonly DemoRelationship[];
  assets: readonly DemoAsset[];
  groups: readonly DemoGroup[];
  filings: readonly DemoFiling[];
  documents: readonly DemoDocument[];
}

export type { DemoCounts };

/**
 * The demo within the plan's limits (docs/decisions/0044): entities, relationships and assets are each capped at
 * the entity limit (decision 0001), groups, filings and documents at their own caps. Lists are in order of
 * importance, so a small plan keeps the group's shape and loses the directors; a group keeps only members that
 * exist. The deadline engine's filings are never refused, so only the manual ones count here.
 */
export function planDemo(plan: Plan): DemoPlan {
  const entities = DEMO_ENTITIES.slice(0, plan.entityLimit);
  const keys = new Set(entities.map((entity) => entity.key));
  const present = <T>(records: readonly T[], ...ends: ((record: T) => string)[]) =>
    records.filter((record) => ends.every((end) => keys.has(end(record))));
  return {
    entities,
    relationships: present(
      DEMO_RELATIONSHIPS,
      (r) => r.source,
      (r) => r.target,
    ).slice(0, plan.entityLimit),
    assets: present(DEMO_ASSETS, (a) => a.owner).slice(0, plan.entityLimit),
    groups: DEMO_GROUPS.slice(0, plan.groupLimit)
      .map((group) => ({ ...group, members: group.members.filter((key) => keys.has(key)) }))
      .filter((group) => group.members.length > 0),
    filings: present(DEMO_FILINGS, (f) => f.entity).slice(0, plan.filingLimit),
    documents: present(DEMO_DOCUMENTS, (d) => d.entity).slice(0, plan.documentLimit),
  };
}

export function countDemo(demo: DemoPlan): DemoCounts {
  const ofType = (type: DemoEntity['type']) => demo.entities.filter((entity) => entity.type === type).length;
  return {
    entities: demo.entities.length,
    companies: ofType('company'),
    individuals: ofType('individual'),
    trusts: ofType('trust'),
    relationships: demo.relationships.length,
    assets: demo.assets.length,
    groups: demo.groups.length,
    filings: demo.filings.length,
    documents: demo.documents.length,
  };
}
