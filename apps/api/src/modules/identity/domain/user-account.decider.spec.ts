import { refusalOf } from '../../../testing/given-events';
import { decideChangePassword, userAccount, WRONG_CURRENT_PASSWORD } from './user-account.decider';

const registered = {
  type: 'UserRegistered',
  data: {
    userId: 4,
    accountId: 104,
    username: 'Zanele',
    email: null,
    fullName: null,
    passwordHash: 'scrypt$old',
    role: 'user',
  },
};
const given = (...events: { type: string; data: unknown }[]) =>
  events.reduce(userAccount.evolve, userAccount.initialState());
const check = { checkedHash: 'scrypt$old', currentPasswordValid: true, newPasswordHash: 'scrypt$new' };

describe('ChangePassword decider', () => {
  it('emits UserPasswordChanged with the new hash when the current password was right', () => {
    expect(decideChangePassword(check, given(registered))).toEqual([
      { type: 'UserPasswordChanged', data: { userId: 4, passwordHash: 'scrypt$new' } },
    ]);
  });

  it('checks later changes against the hash the last change left', () => {
    const changed = { type: 'UserPasswordChanged', data: { userId: 4, passwordHash: 'scrypt$new' } };
    const state = given(registered, changed);
    expect(state.passwordHash).toBe('scrypt$new');
    expect(
      decideChangePassword({ ...check, checkedHash: 'scrypt$new', newPasswordHash: 'scrypt$3' }, state),
    ).toEqual([{ type: 'UserPasswordChanged', data: { userId: 4, passwordHash: 'scrypt$3' } }]);
  });

  it('refuses a wrong current password, naming currentPassword', () => {
    const refusal = refusalOf(() =>
      decideChangePassword({ ...check, currentPasswordValid: false }, given(registered)),
    );
    expect(refusal).toMatchObject({ kind: 'invalid', code: WRONG_CURRENT_PASSWORD });
    expect(refusal.errors).toEqual([
      { field: 'currentPassword', message: 'The current password is not correct.' },
    ]);
  });

  it('refuses a check made against a hash that has changed since', () => {
    const changed = { type: 'UserPasswordChanged', data: { userId: 4, passwordHash: 'scrypt$other' } };
    expect(refusalOf(() => decideChangePassword(check, given(registered, changed)))).toMatchObject({
      kind: 'conflict',
      code: 'USER.PASSWORD_CHANGED_MEANWHILE',
    });
  });

  it('refuses a deleted or unknown user as not found', () => {
    const deleted = { type: 'UserDeleted', data: { userId: 4, accountId: 104, username: 'Zanele' } };
    expect(refusalOf(() => decideChangePassword(check, given(registered, deleted))).kind).toBe('not_found');
    expect(refusalOf(() => decideChangePassword(check, given())).kind).toBe('not_found');
  });
});
