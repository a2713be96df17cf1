import { Inject, Injectable } from '@nestjs/common';
import type { AssetView } from '@ledgerline/contracts';
import { type DocumentFilter, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { type Listing, findOptions, readListing } from '../../../../shared/listing';
import { assertEntityOf } from '../../../entities/queries/entity-access';
import { ASSETS, type AssetDocument } from '../../projections/asset.read-model';
import { toAssetView } from '../assets.reader';
import { ASSET_SORT_KEYS, type ListAssetsQuery } from './list-assets.query';

/** `GET /api/assets` and `GET /api/entities/{id}/assets`: one indexed page, or the whole list a chunk at a time. */
@Injectable()
export class AssetListReader {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  async list(accountId: number, query: ListAssetsQuery): Promise<Listing<AssetView>> {
    if (query.entityId !== undefined) await assertEntityOf(this.readStore, accountId, query.entityId);
    const filter: DocumentFilter = {
      accountId,
      type: query.type,
      status: query.status,
      ownerEntityId: query.entityId,
    };
    const options = findOptions(query, ASSET_SORT_KEYS, { sort: 'createdAt', order: 'desc' });
    const source = { collection: ASSETS, filter, options };
    return readListing(this.readStore, source, query, (docs: AssetDocument[]) => docs.map(toAssetView));
  }
}
