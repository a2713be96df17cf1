import { type EventStore, type NewEvent, streams } from '@ledgerline/events';
import {
  accountOpened,
  defaultGroupSet,
  entityAddedToGroup,
  entityProfileUpdated,
  entityRegistered,
  groupCreated,
  relationshipAdded,
  subscriptionChanged,
} from '../testing/given-events';
import { benchEvent } from './append-benchmark';

export interface AccountStreamShape {
  accountId: number;
  entities: number;
  events: number;
  /** Ids of the seeded records start here, above what the installation's sequences hand out. */
  firstId: number;
  /** Opens the account first (a stream of its own); else it exists already (a registered user's). */
  open?: boolean;
}

/**
 * A large account's stream appended straight to the log: an Enterprise account with
 * `entities` companies in its default group, a link per two companies, three filings per company, and
 * profile updates up to `events` events. For benchmarks of loading the stream, not of the commands.
 */
export function* accountStreamEvents(shape: AccountStreamShape): Generator<{ type: string; data: unknown }> {
  const { accountId, entities, firstId } = shape;
  const withAccount = (event: { type: string; data: object }) => ({
    ...event,
    data: { ...event.data, accountId },
  });
  const groupId = firstId;
  const entityId = (i: number) => firstId + 1 + i;
  let emitted = 0;
  const out = function* (event: { type: string; data: object }) {
    emitted++;
    yield withAccount(event);
  };
  yield* out(shape.open ? accountOpened('enterprise') : subscriptionChanged('enterprise'));
  yield* out(groupCreated(groupId, 'All entities'));
  yield* out(defaultGroupSet(groupId));
  for (let i = 0; i < entities; i++) {
    yield* out(
      entityRegistered(entityId(i), 'company', `Seeded Company ${i} (Pty) Ltd`, {
        incorporationDate: '2015-03-02',
        companyClassification: 'non_affected_private',
      }),
    );
    yield* out(entityAddedToGroup(groupId, entityId(i)));
  }
  const relationshipBase = firstId + 1 + entities;
  for (let i = 1; i < entities; i += 2)
    yield* out(
      relationshipAdded(relationshipBase + i, {
        sourceEntityId: entityId(i - 1),
        targetEntityId: entityId(i),
        ownershipPercentage: 40,
      }),
    );
  const filingBase = relationshipBase + entities;
  for (let i = 0; i < entities * 3; i++)
    yield* out({
      type: 'FilingRequirementAdded',
      data: {
        filingId: filingBase + i,
        entityId: entityId(i % entities),
        requirementType: 'annual_return',
        dueDate: `20${24 + Math.floor(i / entities)}-04-14`,
        status: 'pending',
        submissionDate: null,
        notes: null,
        origin: 'deadline_engine',
        ruleKey: `annual_return:${entityId(i % entities)}:${2024 + Math.floor(i / entities)}`,
      },
    });
  for (let i = 0; emitted < shape.events; i++) {
    const id = entityId(i % entities);
    yield* out(entityProfileUpdated(id, 'company', { notes: { from: null, to: `Review ${i}` } }));
  }
}

/** The event in the metadata a command gives it (the append benchmark's envelope). */
const envelope = (accountId: number, event: { type: string; data: unknown }): NewEvent => ({
  ...benchEvent(accountId, 0),
  type: event.type,
  data: event.data,
});

/** Appends the events in batches after the stream's current revision (-1: the stream is new). */
export async function appendAccountStream(
  store: EventStore,
  shape: AccountStreamShape,
  revision: number,
  events: Iterable<{ type: string; data: unknown }> = accountStreamEvents(shape),
): Promise<number> {
  let batch: NewEvent[] = [];
  let expected = revision;
  const flush = async () => {
    const result = await store.appendToStream(streams.account(shape.accountId), batch, {
      expectedRevision: expected < 0 ? 'no_stream' : expected,
    });
    expected = result.nextExpectedRevision;
    batch = [];
  };
  for (const event of events) {
    batch.push(envelope(shape.accountId, event));
    if (batch.length === 1_000) await flush();
  }
  if (batch.length > 0) await flush();
  return expected;
}
