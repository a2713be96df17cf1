import type { AssetFields } from '@ledgerline/contracts';
import {
  ACCOUNT_ID,
  accountOpened,
  assetRegistered,
  assetRemoved,
  entityDeleted,
  entityRegistered,
  given,
  refusalOf,
  subscriptionChanged,
} from '../../../testing/given-events';
import { decideRegisterAsset, decideRemoveAsset, decideUpdateAsset } from './asset.deciders';

const protea = entityRegistered(1, 'company', 'Protea Holdings');
const thandi = entityRegistered(2, 'individual', 'Thandi Nkosi');
const register = [accountOpened(), protea, thandi];

const fields = (overrides: Partial<AssetFields> = {}): AssetFields => ({
  name: 'Head office',
  type: 'real_estate',
  description: null,
  value: 4_500_000,
  acquisitionDate: '2019-07-01',
  location: 'Sandton',
  status: 'active',
  notes: null,
  ownerEntityId: 1,
  ...overrides,
});
const tenAssets = Array.from({ length: 10 }, (_, index) => assetRegistered(100 + index, 1, `Asset ${index}`));
const headOffice = assetRegistered(20, 1, 'Head office', { value: 4_500_000, location: 'Sandton' });

describe('RegisterAsset decider', () => {
  it('emits AssetRegistered with the type as assetType, effective from its acquisition date', () => {
    expect(decideRegisterAsset({ assetId: 20, fields: fields() }, given(...register))).toEqual([
      {
        type: 'AssetRegistered',
        data: {
          assetId: 20,
          accountId: ACCOUNT_ID,
          ownerEntityId: 1,
          name: 'Head office',
          assetType: 'real_estate',
          description: null,
          value: 4_500_000,
          acquisitionDate: '2019-07-01',
          location: 'Sandton',
          status: 'active',
          notes: null,
        },
        effectiveAt: '2019-07-01',
      },
    ]);
  });

  it('refuses an owner it does not know', () => {
    const state = given(...register, entityDeleted(2, 'individual'));
    expect(
      refusalOf(() => decideRegisterAsset({ assetId: 20, fields: fields({ ownerEntityId: 2 }) }, state)),
    ).toMatchObject({
      kind: 'not_found',
      message: "Owner entity not found or you don't have access to it",
      errors: [{ field: 'ownerEntityId' }],
    });
  });

  it('refuses the eleventh asset on the free plan with the limit message', () => {
    const state = given(...register, ...tenAssets);
    expect(refusalOf(() => decideRegisterAsset({ assetId: 200, fields: fields() }, state))).toMatchObject({
      kind: 'forbidden',
      message: "You've reached your limit of 10 assets. Upgrade your plan to add more.",
    });
  });

  it('accepts the eleventh asset after an upgrade or a removal', () => {
    const upgraded = given(...register, ...tenAssets, subscriptionChanged('basic'));
    const removed = given(...register, ...tenAssets, assetRemoved(103));
    expect(decideRegisterAsset({ assetId: 200, fields: fields() }, upgraded)).toHaveLength(1);
    expect(decideRegisterAsset({ assetId: 200, fields: fields() }, removed)).toHaveLength(1);
  });

  it('does nothing when the asset id was already used (a retried command)', () => {
    const state = given(...register, headOffice);
    expect(decideRegisterAsset({ assetId: 20, fields: fields({ name: 'Other' }) }, state)).toEqual([]);
  });
});

describe('UpdateAsset decider', () => {
  const state = given(...register, headOffice);

  it('emits only the changed fields, the type as assetType', () => {
    const patch = { type: 'investment' as const, value: 5_000_000, location: 'Sandton', name: undefined };
    expect(decideUpdateAsset({ assetId: 20, patch }, state)).toEqual([
      {
        type: 'AssetUpdated',
        data: {
          assetId: 20,
          accountId: ACCOUNT_ID,
          changes: {
            assetType: { from: 'real_estate', to: 'investment' },
            value: { from: 4_500_000, to: 5_000_000 },
          },
        },
      },
    ]);
  });

  it('emits a change of owner to a known entity', () => {
    const [event] = decideUpdateAsset({ assetId: 20, patch: { ownerEntityId: 2 } }, state);
    expect(event.data).toMatchObject({ changes: { ownerEntityId: { from: 1, to: 2 } } });
  });

  it('refuses a change of owner to an unknown entity', () => {
    expect(
      refusalOf(() => decideUpdateAsset({ assetId: 20, patch: { ownerEntityId: 9 } }, state)),
    ).toMatchObject({
      kind: 'not_found',
      errors: [{ field: 'ownerEntityId', message: "Owner entity not found or you don't have access to it" }],
    });
  });

  it('refuses an asset it does not know', () => {
    expect(refusalOf(() => decideUpdateAsset({ assetId: 99, patch: { name: 'X' } }, state))).toMatchObject({
      kind: 'not_found',
      message: "Asset not found or you don't have access to it",
    });
  });

  it('does nothing when nothing changes', () => {
    const patch = { name: 'Head office', type: 'real_estate' as const, ownerEntityId: 1, value: 4_500_000 };
    expect(decideUpdateAsset({ assetId: 20, patch }, state)).toEqual([]);
  });
});

describe('RemoveAsset decider', () => {
  it('emits AssetRemoved as deleted', () => {
    expect(decideRemoveAsset({ assetId: 20 }, given(...register, headOffice))).toEqual([
      { type: 'AssetRemoved', data: { assetId: 20, accountId: ACCOUNT_ID, reason: 'deleted' } },
    ]);
  });

  it('refuses an asset it does not know or that was removed', () => {
    const removed = given(...register, headOffice, assetRemoved(20));
    expect(refusalOf(() => decideRemoveAsset({ assetId: 20 }, removed))).toMatchObject({
      kind: 'not_found',
      message: "Asset not found or you don't have access to it",
    });
  });
});
