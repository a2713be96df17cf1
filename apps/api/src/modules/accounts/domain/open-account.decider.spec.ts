import { accountOpened, given, refusalOf } from '../../../testing/given-events';
import { decideOpenAccount } from './open-account.decider';

describe('OpenAccount decider', () => {
  it('emits AccountOpened on the free plan', () => {
    expect(decideOpenAccount({ accountId: 7, ownerUserId: 1 }, given())).toEqual([
      { type: 'AccountOpened', data: { accountId: 7, ownerUserId: 1, tier: 'free', status: 'active' } },
    ]);
  });

  it('refuses an account that is already open', () => {
    expect(
      refusalOf(() => decideOpenAccount({ accountId: 7, ownerUserId: 1 }, given(accountOpened()))),
    ).toMatchObject({ kind: 'conflict', code: 'ACCOUNT.ALREADY_OPENED' });
  });
});
