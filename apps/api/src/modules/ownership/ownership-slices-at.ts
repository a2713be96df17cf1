import { Inject, Injectable } from '@nestjs/common';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { AccountDays } from '../../shared/account-days';
import { notFound } from '../../shared/domain-error';
import {
  changeDaysOf,
  entitiesKnownAt,
  everKnown,
  KNOWN_NOW,
  knownSlice,
  knownSliceVersions,
} from './projections/known-at-slice';
import { ENTITY_VERSIONS, type EntityVersionDocument } from './projections/ownership-history.projector';
import { UpstreamSliceCache } from './upstream-slice-cache';
import type { SliceEntry } from './versioned-slice-lru';

/**
 * The register as known now (the cached current slices) or as it stood at a recorded moment (`knownAt`,
 * rebuilt from the version history: known-at-slice.ts), behind one shape, so a bitemporal read differs from
 * the fast path only in where its slice comes from (docs/decisions/0033).
 */
@Injectable()
export class OwnershipSlicesAt {
  constructor(
    private readonly slices: UpstreamSliceCache,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
  ) {}

  /** The slice upstream of `targets`; what is derived from a past moment's slice lives as long as the request. */
  async entry(accountId: number, targets: readonly number[], knownAt?: string): Promise<SliceEntry> {
    if (knownAt === undefined) return this.slices.entryOf(accountId, targets);
    return { graph: await knownSlice(this.readStore, accountId, targets, knownAt), derived: new Map() };
  }

  /**
   * The slice upstream of `targets` on each effective day, each link's version in force that day as the
   * register stood at `knownAt` (as known now without it), and the days on which it can change (a change
   * without `effectiveAt` counts from the day it was recorded in the account's zone).
   */
  async byDay(accountId: number, targets: readonly number[], knownAt?: string) {
    const timeZone = await this.days.timeZone(accountId);
    const { versions, graphOn } = await knownSliceVersions(
      this.readStore,
      accountId,
      targets,
      knownAt ?? KNOWN_NOW,
      timeZone,
    );
    return { graphOn, days: changeDaysOf(versions, timeZone) };
  }

  /** The type of an entity the account ever held (a deleted one too); 404 for any other id. */
  async everType(accountId: number, entityId: number): Promise<EntityVersionDocument['type']> {
    const [latest] = await this.readStore.find<EntityVersionDocument>(
      ENTITY_VERSIONS,
      { accountId, entityId },
      { sort: [{ field: 'recordedFrom', direction: 'desc' }], limit: 1 },
    );
    if (!latest) throw notFound('Entity');
    return latest.type;
  }

  /**
   * The entity as the register held it at `knownAt`: null before it was registered or after it was deleted
   * (an empty answer, not an error); 404 for an id that was never one of the account's entities.
   */
  async entityAt(
    accountId: number,
    entityId: number,
    knownAt: string,
  ): Promise<EntityVersionDocument | null> {
    if (!(await everKnown(this.readStore, accountId, entityId))) throw notFound('Entity');
    const [version] = await entitiesKnownAt(this.readStore, accountId, [entityId], knownAt);
    return version ?? null;
  }
}
