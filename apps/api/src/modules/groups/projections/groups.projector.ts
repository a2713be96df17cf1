import type { RecordedEvent, RegisterEvent } from '@ledgerline/events';
import {
  type CollectionLayouts,
  type Projector,
  type ReadStoreWriter,
  naturalSortKey,
} from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { listIndexes } from '../../../shared/list-indexes';

/** Read models `groups` (GroupView documents) and `group_members` (one document per membership). */
export const GROUPS = 'groups';
export const GROUP_MEMBERS = 'group_members';

export interface GroupDocument {
  [key: string]: unknown;
  id: string;
  groupId: number;
  accountId: number;
  name: string;
  /** naturalSortKey(name). */
  nameKey: string;
  description: string | null;
  userId: number;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface GroupMemberDocument {
  [key: string]: unknown;
  id: string;
  groupId: number;
  entityId: number;
  accountId: number;
  addedAt: string;
}

/** The indexed fields behind each public sort of the groups list. */
export const GROUP_SORT_FIELDS = { name: ['nameKey'], createdAt: ['groupId'] } as const;

export const GROUP_LAYOUTS: CollectionLayouts = {
  [GROUPS]: {
    indexes: listIndexes(['accountId'], [], GROUP_SORT_FIELDS),
    search: { fields: ['name'], scope: 'accountId' },
  },
  [GROUP_MEMBERS]: { indexes: [['groupId'], ['accountId']] },
};

export class GroupsProjector implements Projector {
  readonly name = 'groups';
  readonly version = 3;
  readonly collections = [GROUPS, GROUP_MEMBERS];
  readonly layouts = GROUP_LAYOUTS;
  readonly handles = [
    'AccountClosed',
    'GroupCreated',
    'GroupUpdated',
    'GroupDeleted',
    'DefaultGroupSet',
    'EntityAddedToGroup',
    'EntityRemovedFromGroup',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'GroupCreated': {
        const { groupId, accountId, name, description, createdByUserId } = event.data;
        const group: GroupDocument = {
          id: String(groupId),
          groupId,
          accountId,
          name,
          nameKey: naturalSortKey(name),
          description,
          userId: createdByUserId,
          isDefault: false,
          createdAt: at,
          updatedAt: at,
        };
        return writer.put(GROUPS, group);
      }
      case 'GroupUpdated': {
        const group = await writer.get<GroupDocument>(GROUPS, String(event.data.groupId));
        if (!group) return;
        const changed = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, c]) => [field, c.to]),
        );
        const next = { ...group, ...changed, updatedAt: at };
        return writer.put(GROUPS, { ...next, nameKey: naturalSortKey(next.name) });
      }
      case 'GroupDeleted':
        await writer.deleteMany(GROUP_MEMBERS, { groupId: event.data.groupId });
        return writer.delete(GROUPS, String(event.data.groupId));
      case 'DefaultGroupSet': {
        for (const group of await writer.find<GroupDocument>(GROUPS, { accountId: event.data.accountId }))
          if (group.isDefault !== (group.groupId === event.data.groupId))
            await writer.put(GROUPS, { ...group, isDefault: group.groupId === event.data.groupId });
        return;
      }
      case 'EntityAddedToGroup': {
        const { groupId, entityId, accountId } = event.data;
        return writer.put(GROUP_MEMBERS, {
          id: `${groupId}:${entityId}`,
          groupId,
          entityId,
          accountId,
          addedAt: at,
        });
      }
      case 'EntityRemovedFromGroup':
        return writer.delete(GROUP_MEMBERS, `${event.data.groupId}:${event.data.entityId}`);
    }
  }
}
