import {
  generateSyntheticGraph,
  type GraphRelationship,
  type OwnershipGraph,
  seededRandom,
} from '@ledgerline/ownership';
import {
  entityProfileUpdated,
  entityRegistered,
  relationshipAdded,
  relationshipRemoved,
  relationshipUpdated,
} from './given-events';

/**
 * A synthetic register (libs/ownership: cross-holding loops, trusts with company trustees, controllers,
 * subsidiary links) made denser in what a slice of the graph can get wrong: some subsidiary links also confer
 * control (their share runs target to source, their control source to target), and some holdings confer
 * control without a majority.
 */
export function controlledRegister(seed: number, entities: number): OwnershipGraph {
  const random = seededRandom(seed * 7919);
  const graph = generateSyntheticGraph({
    entities,
    seed,
    cycleRatio: 0.3,
    window: Math.max(20, Math.floor(entities / 4)),
    legalHolderShare: 0.5,
  });
  const relationships = graph.relationships.map((link): GraphRelationship => {
    const odds = link.type === 'subsidiary' ? 0.4 : link.type === 'shareholder' ? 0.05 : 0;
    return random() < odds ? { ...link, effectiveControl: true } : link;
  });
  return { entities: graph.entities, relationships };
}

/** The register as the events that record it: every entity, then every relationship. */
export function registerEvents(graph: OwnershipGraph) {
  return [
    ...graph.entities.map((entity) => entityRegistered(entity.id, entity.type, entity.name)),
    ...graph.relationships.map((link) =>
      relationshipAdded(link.id, {
        sourceEntityId: link.sourceEntityId,
        targetEntityId: link.targetEntityId,
        relationshipType: link.type,
        ownershipPercentage: link.ownershipPercentage,
        isActive: link.isActive,
        startDate: link.startDate ?? null,
        endDate: link.endDate ?? null,
        notes: link.notes ?? null,
        trustBenefitType: link.trustBenefitType ?? null,
        ownershipCategory: link.ownershipCategory ?? null,
        effectiveControl: link.effectiveControl ?? null,
      }),
    ),
  ];
}

/**
 * `count` random changes of the register, each of a kind that moves owners: a new share, a new subsidiary link
 * conferring control, a link's share, type, end or activity edited, a link removed, an entity renamed.
 */
export function registerChanges(graph: OwnershipGraph, seed: number, count: number) {
  const random = seededRandom(seed * 104729);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const links = new Map(graph.relationships.map((link) => [link.id, link]));
  const legal = graph.entities.filter((e) => e.type !== 'individual');
  let nextId = Math.max(0, ...links.keys()) + 1;
  const events = [];
  for (let k = 0; k < count; k++) {
    const kind = pick(['share', 'subsidiary', 'percentage', 'type', 'end', 'inactive', 'remove', 'rename']);
    const link = pick([...links.values()]);
    const edit = (field: string, to: unknown) => {
      const from = field === 'relationshipType' ? link.type : link[field as keyof GraphRelationship];
      links.set(link.id, { ...link, [field === 'relationshipType' ? 'type' : field]: to });
      return relationshipUpdated(link.id, { [field]: { from, to } });
    };
    if (kind === 'share' || kind === 'subsidiary') {
      const [source, target] = [pick(kind === 'share' ? graph.entities : legal), pick(legal)];
      if (source.id === target.id) continue;
      const added: GraphRelationship = {
        id: nextId++,
        sourceEntityId: source.id,
        targetEntityId: target.id,
        type: kind === 'share' ? 'shareholder' : 'subsidiary',
        ownershipPercentage: 1 + Math.floor(random() * 60),
        isActive: true,
        effectiveControl: kind === 'subsidiary',
      };
      links.set(added.id, added);
      events.push(...registerEvents({ entities: [], relationships: [added] }));
    } else if (kind === 'percentage') events.push(edit('ownershipPercentage', 1 + Math.floor(random() * 60)));
    else if (kind === 'type')
      events.push(edit('relationshipType', pick(['subsidiary', 'parent', 'controller'])));
    else if (kind === 'end') {
      const other = pick(legal).id;
      if (other !== link.sourceEntityId) events.push(edit('targetEntityId', other));
    } else if (kind === 'inactive') events.push(edit('isActive', !link.isActive));
    else if (kind === 'remove') {
      links.delete(link.id);
      events.push(relationshipRemoved(link.id));
    } else {
      const entity = pick(graph.entities);
      events.push(
        entityProfileUpdated(entity.id, entity.type, { name: { from: entity.name, to: `${entity.name}'` } }),
      );
    }
  }
  return events;
}
