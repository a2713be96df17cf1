import type { RecordedEvent } from '@ledgerline/events';
import {
  generateSyntheticGraph,
  type GraphRelationship,
  type OwnershipGraph,
  type SyntheticGraphOptions,
} from '@ledgerline/ownership';
import type { ReadStore } from '@ledgerline/projections';
import { OwnershipGraphProjector } from '../modules/ownership/projections/ownership-graph.projector';
import { ACCOUNT_ID, relationshipUpdated } from '../testing/given-events';
import { registerEvents } from '../testing/ownership-registers';
import { recorded } from '../testing/projection-harness';

export const BENCH_ACCOUNT_ID = ACCOUNT_ID;
/** Events per transaction while seeding: large enough to be quick, small enough to keep memory flat. */
const SEED_CHUNK = 5_000;

/**
 * Projects a synthetic register into the ownership graph through the graph projector alone:
 * seeding 100,000 entities through the beneficial-owner projector would time the seeding, not the change.
 * Returns the register and the position of its last event.
 */
export async function seedSyntheticRegister(
  store: ReadStore,
  options: SyntheticGraphOptions,
): Promise<{ graph: OwnershipGraph; lastPosition: bigint }> {
  const graph = generateSyntheticGraph(options);
  const events = recorded(registerEvents(graph));
  const projector = new OwnershipGraphProjector();
  await store.prepare?.(projector.collections, projector.layouts);
  for (let from = 0; from < events.length; from += SEED_CHUNK)
    await store.withCheckpoint('bench-seed', async (writer) => {
      for (const event of events.slice(from, from + SEED_CHUNK)) await projector.apply(event, writer);
      return null;
    });
  return { graph, lastPosition: events[events.length - 1].globalPosition };
}

/** A recorded `RelationshipUpdated` that sets one link's share, at `globalPosition` of the log. */
export function shareChanged(
  relationship: GraphRelationship,
  to: number,
  globalPosition: bigint,
): RecordedEvent {
  const change = { ownershipPercentage: { from: relationship.ownershipPercentage, to } };
  const [event] = recorded([relationshipUpdated(relationship.id, change)]);
  return { ...event, globalPosition };
}
