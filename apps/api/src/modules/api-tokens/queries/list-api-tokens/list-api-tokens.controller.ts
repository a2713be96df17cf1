import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { ApiTokenView } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { API_TOKENS, type ApiTokenDocument, toApiTokenView } from '../../projections/api-token.read-model';

/** A user holds a handful of tokens; the list is not paged. */
const MOST_TOKENS = 500;

/** The signed-in user's own live tokens, newest first; never the secret. */
@Controller('account/tokens')
@UseGuards(AuthenticatedGuard)
export class ListApiTokensController {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  @Get()
  async list(@CurrentActor() actor: Actor): Promise<ApiTokenView[]> {
    const documents = await this.readStore.find<ApiTokenDocument>(
      API_TOKENS,
      { accountId: actor.accountId, userId: actor.userId },
      { sort: [{ field: 'createdAt', direction: 'desc' }], limit: MOST_TOKENS },
    );
    return documents.filter((document) => document.revokedAt === null).map(toApiTokenView);
  }
}
