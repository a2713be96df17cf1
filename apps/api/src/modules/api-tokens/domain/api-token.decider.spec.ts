import { refusalOf } from '../../../testing/given-events';
import {
  apiToken,
  type CreateApiToken,
  decideCreateApiToken,
  decideRecordApiTokenUse,
  decideRevokeApiToken,
} from './api-token.decider';

const create = (overrides: Partial<CreateApiToken> = {}): CreateApiToken => ({
  tokenId: 'tok1',
  accountId: 7,
  userId: 1,
  tier: 'pro',
  name: 'CI',
  scopes: ['write', 'read'],
  expiresAt: '2026-12-31',
  tokenHash: 'hash',
  prefix: 'll_pat_abcd',
  today: '2026-06-01',
  ...overrides,
});

const given = (...events: { type: string; data: unknown }[]) =>
  events.reduce(apiToken.evolve, apiToken.initialState());
const created = () => decideCreateApiToken(create(), apiToken.initialState())[0];
const owner = { tokenId: 'tok1', accountId: 7, userId: 1 };

describe('API tokens', () => {
  it('records a token with its hash, never the secret, on a plan with API access', () => {
    expect(decideCreateApiToken(create(), given())).toEqual([
      {
        type: 'ApiTokenCreated',
        data: {
          tokenId: 'tok1',
          accountId: 7,
          userId: 1,
          name: 'CI',
          scopes: ['read', 'write'],
          expiresAt: '2026-12-31',
          tokenHash: 'hash',
          prefix: 'll_pat_abcd',
        },
      },
    ]);
  });

  it('refuses on a plan without API access, naming the plan and the plans that include it', () => {
    const refusal = refusalOf(() => decideCreateApiToken(create({ tier: 'standard' }), given()));
    expect(refusal.kind).toBe('forbidden');
    expect(refusal.message).toBe(
      'API access is not included in the Standard plan; the Professional and Enterprise plans include it.',
    );
  });

  it('refuses an expiry before today, naming the field; today itself is allowed', () => {
    const refusal = refusalOf(() => decideCreateApiToken(create({ expiresAt: '2026-05-31' }), given()));
    expect(refusal.errors).toEqual([{ field: 'expiresAt', message: 'Expiry cannot be in the past' }]);
    expect(decideCreateApiToken(create({ expiresAt: '2026-06-01' }), given())).toHaveLength(1);
  });

  it('refuses an id that is already a token', () => {
    expect(refusalOf(() => decideCreateApiToken(create(), given(created()))).kind).toBe('conflict');
  });

  it("revokes the user's own token once; another user's or account's token is not found", () => {
    const state = given(created());
    expect(decideRevokeApiToken(owner, state)).toEqual([{ type: 'ApiTokenRevoked', data: owner }]);
    expect(refusalOf(() => decideRevokeApiToken({ ...owner, userId: 2 }, state)).kind).toBe('not_found');
    expect(refusalOf(() => decideRevokeApiToken({ ...owner, accountId: 8 }, state)).kind).toBe('not_found');
    expect(refusalOf(() => decideRevokeApiToken(owner, given())).kind).toBe('not_found');
    const revoked = given(created(), { type: 'ApiTokenRevoked', data: owner });
    expect(decideRevokeApiToken(owner, revoked)).toEqual([]);
  });

  it('records a use of a live token only', () => {
    const use = { tokenId: 'tok1', usedAt: '2026-06-01T10:00:00.000Z' };
    expect(decideRecordApiTokenUse(use, given(created()))).toEqual([
      { type: 'ApiTokenUsed', data: { ...use, accountId: 7 } },
    ]);
    expect(decideRecordApiTokenUse(use, given(created(), { type: 'ApiTokenRevoked', data: owner }))).toEqual(
      [],
    );
    expect(decideRecordApiTokenUse(use, given())).toEqual([]);
  });
});
