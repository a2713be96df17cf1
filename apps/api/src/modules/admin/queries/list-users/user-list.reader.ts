import { Inject, Injectable } from '@nestjs/common';
import type { PublicUser } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, listing } from '../../../../shared/listing';
import { PublicUserService } from '../../../identity/auth/public-user.service';
import { INSTALLATION, USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { type ListUsersQuery, USER_SORT_KEYS } from './list-users.query';

/** `GET /api/admin/users`: every user of the installation, one indexed page at a time (or all, streamed). */
@Injectable()
export class UserListReader {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly users: PublicUserService,
  ) {}

  async list(query: ListUsersQuery): Promise<Listing<PublicUser>> {
    const filter: DocumentFilter = {
      installation: INSTALLATION,
      role: query.role,
      subscriptionTier: query.subscriptionTier,
      subscriptionStatus: query.subscriptionStatus,
    };
    const options = findOptions(query, USER_SORT_KEYS, { sort: 'id', order: 'asc' });
    const total = await this.readStore.count(USERS, filter, options);
    return listing(total, query, async (limit, offset) => {
      const docs = await this.readStore.find<UserDocument>(USERS, filter, { ...options, limit, offset });
      return Promise.all(docs.map((doc) => this.users.toPublicUser(doc)));
    });
  }
}
