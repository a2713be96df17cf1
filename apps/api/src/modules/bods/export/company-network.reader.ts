import { Inject, Injectable } from '@nestjs/common';
import { type EventCatalogue, EVENT_STORE, type EventStore, streams } from '@ledgerline/events';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import { EVENT_CATALOGUE } from '../../../infrastructure/infrastructure.tokens';
import { accountRegister, type RegisteredEntity } from '../../accounts/domain/account-register.state';
import {
  type HistoryRowDocument,
  RECORD_HISTORY,
  recordKeyOf,
} from '../../history/projections/record-history.read-model';
import {
  LINK_VERSIONS,
  type LinkVersionDocument,
} from '../../ownership/projections/ownership-history.projector';
import { batchesOf, oneOrMany, walk } from '../../ownership/projections/ownership-slice';
import { type CompanyNetwork, upwardNetwork } from './company-network';
import type { RegisterEvent } from './register-fold';
import { registerEventOf } from './register-statements.reader';

/** The events that make an entity's statements (group memberships and erasures file rows there too). */
const ENTITY_EVENTS = new Set([
  'EntityRegistered',
  'EntityProfileUpdated',
  'IndividualDetailsRecorded',
  'EntityDeleted',
]);
/** Positions this close together are read in one batch of the log rather than one read each. */
const GAP = 4;

/**
 * One company's or trust's network upwards and the events of only its records (docs/decisions/0030): the
 * network from the link version history (every link ever recorded, as its latest version has it), the
 * positions of each record's changes from that history and the record history, then just those events from the
 * log, so statements are built as a fold of the whole stream would build them. Bounded by the network, never
 * the account's log.
 */
@Injectable()
export class CompanyNetworkReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(EVENT_CATALOGUE) private readonly catalogue: EventCatalogue,
    private readonly streams: EventSourcedStreams,
  ) {}

  /** The live entity as the register holds it now, and when the account's stream last changed. */
  async registerOf(
    accountId: number,
    entityId: number,
  ): Promise<{ entity: RegisteredEntity | undefined; lastRecordedAt: string | null }> {
    const stream = streams.account(accountId);
    const { state, revision } = await this.streams.load(stream, accountRegister);
    const [last] =
      revision < 0 ? [] : await this.store.readStream(stream, { fromRevision: revision, maxCount: 1 });
    return { entity: state.entities.get(entityId), lastRecordedAt: last?.metadata.recordedAt ?? null };
  }

  async networkOf(
    accountId: number,
    entityId: number,
  ): Promise<{ network: CompanyNetwork; events: RegisterEvent[] }> {
    const versions = await this.linkVersions(accountId, await this.candidateLinks(accountId, entityId));
    const latest = new Map(
      [...versions].map(([id, all]) => {
        const last = all.reduce((a, b) => (b.position > a.position ? b : a));
        return [id, { ...last, relationshipType: last.type }] as const;
      }),
    );
    const network = upwardNetwork(latest, entityId);
    const positions = new Set<number>();
    for (const id of network.relationshipIds)
      for (const version of versions.get(id)!) positions.add(version.position);
    for (const position of await this.entityPositions(accountId, network.entityIds)) positions.add(position);
    return { network, events: await this.eventsAt(accountId, positions) };
  }

  /**
   * A superset of the network's links: the upstream walk over every version (a subsidiary link counts both
   * ways), so each link whose latest version leads into the network is among them.
   */
  private async candidateLinks(accountId: number, entityId: number): Promise<number[]> {
    const everVersion = { filter: {}, keep: () => true };
    const { links } = await walk(
      this.readStore,
      LINK_VERSIONS,
      accountId,
      [entityId],
      'upstream',
      everVersion,
    );
    return [...links.keys()].sort((a, b) => a - b);
  }

  private async linkVersions(accountId: number, ids: number[]): Promise<Map<number, LinkVersionDocument[]>> {
    const byLink = new Map<number, LinkVersionDocument[]>();
    for (const batch of batchesOf(ids))
      for (const version of await this.readStore.find<LinkVersionDocument>(LINK_VERSIONS, {
        accountId,
        relationshipId: oneOrMany(batch),
      })) {
        const known = byLink.get(version.relationshipId);
        if (known) known.push(version);
        else byLink.set(version.relationshipId, [version]);
      }
    return byLink;
  }

  /** Where each entity's own changes are in the log, its individual details too (not part of its versions). */
  private async entityPositions(accountId: number, ids: Set<number>): Promise<number[]> {
    const positions: number[] = [];
    for (const batch of batchesOf([...ids].sort((a, b) => a - b))) {
      // Padded as the walks pad their ids, so a few prepared statements serve every network size.
      const padded = oneOrMany(batch);
      const rows = await this.readStore.find<HistoryRowDocument>(RECORD_HISTORY, {
        accountId,
        recordKey:
          typeof padded === 'number'
            ? recordKeyOf('entity', padded)
            : padded.map((id) => recordKeyOf('entity', id)),
        recordType: 'entity',
      });
      for (const row of rows)
        if (ids.has(row.recordId) && ENTITY_EVENTS.has(row.eventType)) positions.push(row.position);
    }
    return positions;
  }

  /** The account's events at `positions`, in log order; close positions are read together. */
  private async eventsAt(accountId: number, positions: Set<number>): Promise<RegisterEvent[]> {
    const stream = streams.account(accountId);
    const sorted = [...positions].sort((a, b) => a - b);
    const events: RegisterEvent[] = [];
    for (let i = 0; i < sorted.length;) {
      let j = i;
      while (j + 1 < sorted.length && sorted[j + 1] - sorted[j] <= GAP) j++;
      const [first, last] = [sorted[i], sorted[j]];
      const batch = await this.store.readAll({
        ...(first > 0 ? { after: BigInt(first - 1) } : {}),
        maxCount: last - first + 1,
      });
      for (const raw of batch)
        if (raw.streamName === stream && positions.has(Number(raw.globalPosition)))
          events.push(registerEventOf(this.catalogue, raw));
      i = j + 1;
    }
    return events;
  }
}
