import { Inject, Injectable } from '@nestjs/common';
import { type ListQuery, type TRASH_SORT_FIELDS, type TrashItemView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { TRASH, TRASH_SORT_FIELDS as SORTS, type TrashDocument } from '../../projections/trash.read-model';

/**
 * `GET /api/trash`: the account's deleted entities that can still be restored, newest deletion first. A record
 * is purged by date: one deleted more than 30 days ago is no longer listed (docs/decisions/0023-trash.md).
 */
@Injectable()
export class TrashListReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list(
    accountId: number,
    query: ListQuery<(typeof TRASH_SORT_FIELDS)[number]>,
  ): Promise<Listing<TrashItemView>> {
    // On `purgeAfter`, outside every index: the cut-off is tested per row while the sort walks its index.
    const now = this.clock.now().toISOString();
    const options = findOptions(query, SORTS, { sort: 'deletedAt', order: 'desc' });
    const source = { collection: TRASH, filter: { accountId, purgeAfter: { gt: now } }, options };
    return readListing(this.readStore, source, query, (docs: TrashDocument[]) => this.toViews(docs));
  }

  /** One page's rows with the names of the users who deleted them (a handful of lookups per page). */
  private async toViews(docs: TrashDocument[]): Promise<TrashItemView[]> {
    const userIds = [...new Set(docs.map((doc) => doc.deletedByUserId).filter((id) => id !== null))];
    const users = new Map<number, string>();
    for (const userId of userIds) {
      const user = await this.readStore.get<UserDocument>(USERS, String(userId));
      if (user) users.set(userId, user.fullName || user.username);
    }
    return docs.map((doc) => ({
      entityId: doc.entityId,
      type: doc.type,
      name: doc.name,
      deletedAt: doc.deletedAt,
      deletedBy:
        doc.deletedByUserId === null
          ? null
          : {
              id: doc.deletedByUserId,
              name: users.get(doc.deletedByUserId) ?? `User #${doc.deletedByUserId}`,
            },
      purgeAfter: doc.purgeAfter,
      relationships: doc.relationships,
      assets: doc.assets,
      groupMemberships: doc.groupMemberships,
    }));
  }
}
