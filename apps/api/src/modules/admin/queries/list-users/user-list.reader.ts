import { Inject, Injectable } from '@nestjs/common';
import type { PublicUser } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
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
    const source = { collection: USERS, filter, options };
    return readListing(this.readStore, source, query, (docs: UserDocument[]) =>
      Promise.all(docs.map((doc) => this.users.toPublicUser(doc))),
    );
  }
}
