import { Inject, Injectable } from '@nestjs/common';
import type { AssetView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { documentView } from '../../../shared/document-view';
import { notFound } from '../../../shared/domain-error';
import { ASSETS, type AssetDocument } from '../projections/asset.read-model';

const ASSET_ONLY_FIELDS = new Set(['accountId', 'nameKey', 'ownerName']);

/** The answer without the read model's own fields. */
export const toAssetView = (doc: AssetDocument): AssetView =>
  documentView<AssetView>(doc, 'assetId', ASSET_ONLY_FIELDS);

@Injectable()
export class AssetsReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** Every matching asset of the account, newest first (internal callers; the routes page). */
  async list(accountId: number, filter: DocumentFilter = {}): Promise<AssetView[]> {
    const docs = await this.readStore.find<AssetDocument>(
      ASSETS,
      { accountId, ...filter },
      {
        sort: [{ field: 'assetId', direction: 'desc' }],
      },
    );
    return docs.map(toAssetView);
  }

  async get(accountId: number, assetId: number): Promise<AssetView> {
    const doc = await this.readStore.get<AssetDocument>(ASSETS, String(assetId));
    if (!doc || doc.accountId !== accountId) throw notFound('Asset');
    return toAssetView(doc);
  }
}
