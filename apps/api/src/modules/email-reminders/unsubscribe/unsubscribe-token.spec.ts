import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  it('name the user they were made for, and nobody else', () => {
    const token = unsubscribeToken('secret', 4, 17);
    expect(verifyUnsubscribeToken('secret', token)).toEqual({ accountId: 4, userId: 17 });
    expect(verifyUnsubscribeToken('other secret', token)).toBeNull();
    expect(verifyUnsubscribeToken('secret', token.replace('4.17.', '4.18.'))).toBeNull();
    expect(verifyUnsubscribeToken('secret', `${token}x`)).toBeNull();
    expect(verifyUnsubscribeToken('secret', ['4.17'])).toBeNull();
  });
});
