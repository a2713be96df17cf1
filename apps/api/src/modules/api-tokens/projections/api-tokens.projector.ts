import type { ApiTokenEvent, RecordedEvent } from '@ledgerline/events';
import type { Projector, ReadStoreWriter } from '@ledgerline/projections';
import { removeClosedAccount } from '../../../shared/close-account';
import { API_TOKEN_LAYOUTS, API_TOKENS, type ApiTokenDocument } from './api-token.read-model';

export class ApiTokensProjector implements Projector {
  readonly name = 'api-tokens';
  readonly version = 1;
  readonly collections = [API_TOKENS];
  readonly layouts = API_TOKEN_LAYOUTS;
  readonly handles = ['AccountClosed', 'ApiTokenCreated', 'ApiTokenRevoked', 'ApiTokenUsed'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as ApiTokenEvent;
    if (event.type === 'ApiTokenCreated') {
      await writer.put(API_TOKENS, {
        id: event.data.tokenId,
        ...event.data,
        createdAt: recorded.metadata.recordedAt,
        lastUsedAt: null,
        revokedAt: null,
      } satisfies ApiTokenDocument);
      return;
    }
    const current = await writer.get<ApiTokenDocument>(API_TOKENS, event.data.tokenId);
    if (!current) return;
    if (event.type === 'ApiTokenRevoked')
      await writer.put(API_TOKENS, { ...current, revokedAt: recorded.metadata.recordedAt });
    // Uses recorded by several processes may arrive out of order; the latest stays.
    else if (!current.lastUsedAt || event.data.usedAt > current.lastUsedAt)
      await writer.put(API_TOKENS, { ...current, lastUsedAt: event.data.usedAt });
  }
}
