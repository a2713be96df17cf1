import { Inject, Injectable } from '@nestjs/common';
import type { ActivityView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, readListing } from '../../../shared/listing';
import { assertEntityOf } from '../../entities/queries/entity-access';
import { actorViews } from '../../history/queries/actor-views';
import { ACTIVITIES } from '../projections/activities.projector';
import type { RecentActivitiesQuery } from './recent-activities/recent-activities.query';

type ActivityDocument = Omit<ActivityView, 'actor'> & {
  accountId: number;
  position: number;
  /** The activity's id as the API answers it (the document id is its log position). */
  eventId: string;
  /** Absent on lines written before version 6 of the projector. */
  actorId?: number | null;
  [key: string]: unknown;
};

const NEWEST_FIRST = [{ field: 'position', direction: 'desc' as const }];

@Injectable()
export class ActivitiesReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** One page of the account's activity, newest first (by position in the log, on an index). */
  async recent(accountId: number, query: RecentActivitiesQuery): Promise<Listing<ActivityView>> {
    if (query.entityId !== undefined) await assertEntityOf(this.readStore, accountId, query.entityId);
    const filter: DocumentFilter = { accountId, activityType: query.activityType, entityId: query.entityId };
    const source = { collection: ACTIVITIES, filter, options: { sort: NEWEST_FIRST, search: query.q } };
    return readListing(this.readStore, source, query, async (docs: ActivityDocument[]) => {
      const actor = await actorViews(
        this.readStore,
        docs.map((doc) => doc.actorId ?? null),
      );
      return docs.map(({ accountId: _a, position: _p, eventId, actorId, ...activity }) => {
        const { id, username, deleted } = actor(actorId ?? null);
        return { ...activity, id: eventId, actor: { id, username, ...(deleted ? { deleted } : {}) } };
      });
    });
  }
}
