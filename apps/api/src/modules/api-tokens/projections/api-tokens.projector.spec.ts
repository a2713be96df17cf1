import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { API_TOKENS } from './api-token.read-model';
import { ApiTokensProjector } from './api-tokens.projector';

const token = { tokenId: 'tok1', accountId: 7, userId: 1 };
const events = recorded([
  {
    type: 'ApiTokenCreated',
    data: { ...token, name: 'CI', scopes: ['read'], expiresAt: null, tokenHash: 'h', prefix: 'll_pat_abcd' },
  },
  { type: 'ApiTokenUsed', data: { tokenId: 'tok1', accountId: 7, usedAt: '2026-06-01T10:05:00.000Z' } },
  { type: 'ApiTokenUsed', data: { tokenId: 'tok1', accountId: 7, usedAt: '2026-06-01T10:04:00.000Z' } },
  { type: 'ApiTokenRevoked', data: token },
]);

describe('ApiTokensProjector', () => {
  const harness = new ProjectionHarness(() => new ApiTokensProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('keeps the latest use, even when uses arrive out of order, and the revocation', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(API_TOKENS, 'tok1')).toMatchObject({
      tokenHash: 'h',
      lastUsedAt: '2026-06-01T10:05:00.000Z',
      revokedAt: events[3].metadata.recordedAt,
    });
  });
});
