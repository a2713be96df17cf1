import { accountRegister, type AccountRegisterState } from '../../accounts/domain/account-register.state';
import { decideRegisterEntity, type RegisterEntity } from './register-entity.decider';

const given = (...events: { type: string; data: unknown }[]): AccountRegisterState =>
  events.reduce(accountRegister.evolve, accountRegister.initialState());

const opened = {
  type: 'AccountOpened',
  data: { accountId: 7, ownerUserId: 1, tier: 'free', status: 'active' },
};
const registered = (entityId: number) => ({
  type: 'EntityRegistered',
  data: {
    entityId,
    accountId: 7,
    entityType: 'company',
    createdByUserId: 1,
    profile: { name: `Co ${entityId}` },
  },
});
const command = (entityId: number): RegisterEntity => ({
  entityId,
  entityType: 'company',
  profile: { name: 'Acme (Pty) Ltd', status: 'active' },
  actorUserId: 1,
});

describe('RegisterEntity decider', () => {
  it('emits EntityRegistered for an open account under its limit', () => {
    const events = decideRegisterEntity(command(100), given(opened, registered(1)));
    expect(events).toEqual([
      {
        type: 'EntityRegistered',
        data: {
          entityId: 100,
          accountId: 7,
          entityType: 'company',
          createdByUserId: 1,
          profile: { name: 'Acme (Pty) Ltd', status: 'active' },
        },
      },
    ]);
  });

  it('refuses the eleventh entity on the free plan with the limit message', () => {
    const state = given(opened, ...Array.from({ length: 10 }, (_, i) => registered(i + 1)));
    expect(() => decideRegisterEntity(command(100), state)).toThrow(
      "You've reached your limit of 10 entities. Upgrade your plan to add more.",
    );
  });

  it('counts freed capacity after a deletion', () => {
    const deleted = { type: 'EntityDeleted', data: { entityId: 3, accountId: 7, entityType: 'company' } };
    const state = given(opened, ...Array.from({ length: 10 }, (_, i) => registered(i + 1)), deleted);
    expect(decideRegisterEntity(command(100), state)).toHaveLength(1);
  });

  it('raises the limit after an upgrade', () => {
    const upgraded = {
      type: 'SubscriptionChanged',
      data: { accountId: 7, tier: 'basic', status: 'active', expiresAt: null },
    };
    const state = given(opened, ...Array.from({ length: 10 }, (_, i) => registered(i + 1)), upgraded);
    expect(decideRegisterEntity(command(100), state)).toHaveLength(1);
  });

  it('does nothing when the same entity id was already registered (a retried command)', () => {
    expect(decideRegisterEntity(command(1), given(opened, registered(1)))).toEqual([]);
  });

  it('refuses when the account was never opened', () => {
    expect(() => decideRegisterEntity(command(1), given())).toThrow(
      "Account not found or you don't have access to it",
    );
  });
});
