import { Inject, Injectable } from '@nestjs/common';
import type { GroupDetailView, GroupMemberView, GroupView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { notFound } from '../../../shared/domain-error';
import { ENTITIES, type EntityDocument } from '../../entities/projections/entity.read-model';
import {
  GROUP_MEMBERS,
  type GroupDocument,
  type GroupMemberDocument,
  GROUPS,
} from '../projections/groups.projector';

const toGroupView = ({ groupId, accountId: _a, ...rest }: GroupDocument): GroupView => ({
  ...rest,
  id: groupId,
});

@Injectable()
export class GroupsReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(accountId: number): Promise<GroupView[]> {
    const docs = await this.readStore.find<GroupDocument>(
      GROUPS,
      { accountId },
      { sort: [{ field: 'groupId', direction: 'asc' }] },
    );
    return docs.map(toGroupView);
  }

  async get(accountId: number, groupId: number): Promise<GroupView> {
    const doc = await this.readStore.get<GroupDocument>(GROUPS, String(groupId));
    if (!doc || doc.accountId !== accountId) throw notFound('Group');
    return toGroupView(doc);
  }

  async detail(accountId: number, groupId: number): Promise<GroupDetailView> {
    const group = await this.get(accountId, groupId);
    const members = await this.readStore.find<GroupMemberDocument>(
      GROUP_MEMBERS,
      { groupId },
      { sort: [{ field: 'addedAt', direction: 'asc' }] },
    );
    const entities = members.length
      ? await this.readStore.find<EntityDocument>(ENTITIES, { entityId: members.map((m) => m.entityId) })
      : [];
    const byId = new Map(entities.map((e) => [e.entityId, e]));
    const memberViews = members.flatMap((m): GroupMemberView[] => {
      const entity = byId.get(m.entityId);
      return entity
        ? [
            {
              id: entity.entityId,
              name: entity.name,
              type: entity.type,
              email: entity.email,
              status: entity.status ?? 'active',
            },
          ]
        : [];
    });
    return { ...group, entities: memberViews };
  }
}
