import { Inject, Injectable } from '@nestjs/common';
import type { GroupDetailView, GroupMemberView, GroupView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../shared/domain-error';
import { type Listing, allRows, findOptions, readListing } from '../../../shared/listing';
import {
  ENTITY_GROUP_MEMBERS,
  type EntityGroupMemberDocument,
} from '../../entities/projections/entity.read-model';
import { type GroupDocument, GROUPS } from '../projections/groups.projector';
import {
  GROUP_SORT_KEYS,
  type ListGroupMembersQuery,
  type ListGroupsQuery,
  MEMBER_SORT_KEYS,
} from './list-groups/list-groups.query';

const toGroupView = ({ groupId, accountId: _a, nameKey: _k, ...rest }: GroupDocument): GroupView => ({
  ...rest,
  id: groupId,
});

const toMemberView = (member: EntityGroupMemberDocument): GroupMemberView => ({
  id: member.entityId,
  name: member.name,
  type: member.type,
  email: member.email,
  status: member.status ?? 'active',
});

/** The whole member list, in name order, for the answers of the membership commands. */
const EVERY_MEMBER: ListGroupMembersQuery = { offset: 0, q: undefined };

@Injectable()
export class GroupsReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** `GET /api/groups`: names in natural order unless another sort is asked for (docs/api-lists.md). */
  async list(accountId: number, query: ListGroupsQuery): Promise<Listing<GroupView>> {
    const options = findOptions(query, GROUP_SORT_KEYS, { sort: 'name', order: 'asc' });
    const source = { collection: GROUPS, filter: { accountId }, options };
    return readListing(this.readStore, source, query, (docs: GroupDocument[]) => docs.map(toGroupView));
  }

  async get(accountId: number, groupId: number): Promise<GroupView> {
    const doc = await this.readStore.get<GroupDocument>(GROUPS, String(groupId));
    if (!doc || doc.accountId !== accountId) throw notFound('Group');
    return toGroupView(doc);
  }

  /** The group and one page (or all) of its members, read from the members' own indexed rows. */
  async detailListing(
    accountId: number,
    groupId: number,
    query: ListGroupMembersQuery,
  ): Promise<{ group: GroupView; members: Listing<GroupMemberView> }> {
    const group = await this.get(accountId, groupId);
    const filter: DocumentFilter = { groupId, type: query.type };
    const options = findOptions(query, MEMBER_SORT_KEYS, { sort: 'name', order: 'asc' });
    const source = { collection: ENTITY_GROUP_MEMBERS, filter, options };
    const members = await readListing(this.readStore, source, query, (docs: EntityGroupMemberDocument[]) =>
      docs.map(toMemberView),
    );
    return { group, members };
  }

  async detail(accountId: number, groupId: number): Promise<GroupDetailView> {
    const { group, members } = await this.detailListing(accountId, groupId, EVERY_MEMBER);
    return { ...group, entities: await allRows(members) };
  }
}
