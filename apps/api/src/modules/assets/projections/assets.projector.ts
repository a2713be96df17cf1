import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import { EntityRefs } from '../../../shared/entity-refs';
import { removeClosedAccount } from '../../../shared/close-account';
import { keepCreatedAt, takeCreatedAt, TOMBSTONE_LAYOUT } from '../../../shared/creation-tombstones';
import { ASSET_LAYOUTS, ASSETS, type AssetDocument } from './asset.read-model';

/** The sort and search fields follow the name and the owner. */
const withKeys = (doc: Record<string, unknown>): AssetDocument => {
  const asset = doc as AssetDocument;
  return { ...asset, nameKey: naturalSortKey(asset.name), ownerName: asset.ownerEntity?.name ?? '' };
};

/** Read model `asset_tombstones`: when each asset that went to the Trash with its owner was created. */
export const ASSET_TOMBSTONES = 'asset_tombstones';

export class AssetsProjector implements Projector {
  readonly name = 'assets';
  /** 4: assets that left with their owner keep their creation time for a restore. */
  readonly version = 4;
  readonly collections = [ASSETS, ASSET_TOMBSTONES];
  readonly layouts = { ...ASSET_LAYOUTS, [ASSET_TOMBSTONES]: TOMBSTONE_LAYOUT };
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'AssetRegistered',
    'AssetUpdated',
    'AssetRemoved',
  ];
  private readonly refs = new EntityRefs();

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(event, writer, ASSETS, [['ownerEntityId', 'ownerEntity']], (doc) =>
          writer.put(ASSETS, withKeys(doc)),
        );
      }
      case 'AssetRegistered': {
        const { assetId, assetType, ...fields } = event.data;
        const ownerEntity = await this.refs.get(writer, fields.ownerEntityId);
        return writer.put(
          ASSETS,
          withKeys({
            id: String(assetId),
            assetId,
            type: assetType,
            assetType,
            ...fields,
            ownerEntity,
            createdAt: (await takeCreatedAt(writer, ASSET_TOMBSTONES, String(assetId))) ?? at,
            updatedAt: at,
          }),
        );
      }
      case 'AssetUpdated': {
        const current = await writer.get<AssetDocument>(ASSETS, String(event.data.assetId));
        if (!current) return;
        const next: Record<string, unknown> = { ...current, updatedAt: at };
        for (const [field, change] of Object.entries(event.data.changes)) {
          next[field] = change.to;
          if (field === 'assetType') next.type = change.to;
        }
        next.ownerEntity = await this.refs.get(writer, next.ownerEntityId as number);
        return writer.put(ASSETS, withKeys(next));
      }
      case 'AssetRemoved':
        if (event.data.reason === 'entity_deleted')
          await keepCreatedAt(writer, ASSET_TOMBSTONES, await writer.get(ASSETS, String(event.data.assetId)));
        return writer.delete(ASSETS, String(event.data.assetId));
    }
  }
}
