import {
  ACCOUNT_ID,
  accountOpened,
  assetRegistered,
  entityRegistered,
  given,
  refusalOf,
} from '../../../testing/given-events';
import { decideUpdateAsset } from './asset.deciders';

// An asset change with a business date says when it took effect (the event's effectiveAt).
const TODAY = '2025-06-01';
const state = given(
  accountOpened(),
  entityRegistered(1, 'company', 'Protea Holdings'),
  entityRegistered(2, 'company', 'Karoo Estates'),
  assetRegistered(20, 1, 'Head office', { value: 1000, acquisitionDate: '2019-05-01' }),
);
const update = (patch: object, effectiveDate?: string | null) =>
  decideUpdateAsset({ assetId: 20, patch, stated: { effectiveDate, today: TODAY } }, state);

describe('UpdateAsset decider: effectiveAt', () => {
  it('given an asset, when it is transferred to another owner on a stated day, then AssetUpdated is effective on it', () => {
    expect(update({ ownerEntityId: 2 }, '2025-03-01')).toEqual([
      {
        type: 'AssetUpdated',
        data: { assetId: 20, accountId: ACCOUNT_ID, changes: { ownerEntityId: { from: 1, to: 2 } } },
        effectiveAt: '2025-03-01',
      },
    ]);
  });

  it('is effective on the valuation day given with a new value, and on the day of a disposal', () => {
    expect(update({ value: 1500 }, '2025-02-28')[0].effectiveAt).toBe('2025-02-28');
    expect(update({ status: 'disposed' }, '2025-04-30')[0].effectiveAt).toBe('2025-04-30');
  });

  it('is effective on the new acquisition date when the change sets one, whatever day is stated', () => {
    expect(update({ acquisitionDate: '2019-06-15', ownerEntityId: 2 }, '2025-03-01')[0].effectiveAt).toBe(
      '2019-06-15',
    );
  });

  it('carries no effectiveAt when nothing says when, and keeps no stated day on a cleared acquisition date', () => {
    expect(update({ value: 1500 })[0]).not.toHaveProperty('effectiveAt');
    expect(update({ acquisitionDate: null })[0]).not.toHaveProperty('effectiveAt');
  });

  it('refuses a stated day after the account’s today, naming effectiveDate, even when nothing else changes', () => {
    for (const patch of [{ value: 1500 }, { value: 1000 }])
      expect(refusalOf(() => update(patch, '2025-06-02'))).toMatchObject({
        kind: 'invalid',
        code: 'ASSET.EFFECTIVE_DATE',
        errors: [{ field: 'effectiveDate', message: 'Effective date cannot be in the future' }],
      });
  });

  it('records nothing for an update that changes nothing, stated day or not', () => {
    expect(update({ value: 1000 }, '2025-03-01')).toEqual([]);
  });
});
