import type { AccountEvent, RecordedEvent, RegisterEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { EntityRefs } from '../../../shared/entity-refs';
import { removeClosedAccount } from '../../../shared/close-account';

/** Read model `assets`: AssetView documents with the owner's name kept current. */
export const ASSETS = 'assets';
const REFS = 'asset_owner_refs';

export interface AssetDocument {
  [key: string]: unknown;
  id: string;
  assetId: number;
  accountId: number;
  ownerEntityId: number;
}

export class AssetsProjector implements Projector {
  readonly name = 'assets';
  readonly version = 2;
  readonly collections = [ASSETS, REFS];
  readonly handles = [
    'AccountClosed',
    'EntityRegistered',
    'EntityProfileUpdated',
    'EntityDeleted',
    'AssetRegistered',
    'AssetUpdated',
    'AssetRemoved',
  ];
  private readonly refs = new EntityRefs(REFS);

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent | RegisterEvent;
    const at = recorded.metadata.recordedAt;
    switch (event.type) {
      case 'EntityRegistered':
      case 'EntityProfileUpdated':
      case 'EntityDeleted': {
        return this.refs.follow(event, writer, ASSETS, [['ownerEntityId', 'ownerEntity']]);
      }
      case 'AssetRegistered': {
        const { assetId, assetType, ...fields } = event.data;
        const ownerEntity = await this.refs.get(writer, fields.ownerEntityId);
        return writer.put(ASSETS, {
          id: String(assetId),
          assetId,
          type: assetType,
          assetType,
          ...fields,
          ownerEntity,
          createdAt: at,
          updatedAt: at,
        });
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
        return writer.put(ASSETS, next as AssetDocument);
      }
      case 'AssetRemoved':
        return writer.delete(ASSETS, String(event.data.assetId));
    }
  }
}
