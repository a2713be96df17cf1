import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity/identity.module';
import { ApiRateLimits } from './bearer/api-rate-limits';
import { BearerTokenAuthentication } from './bearer/bearer-token.authentication';
import { CreateApiTokenController } from './commands/create-api-token/create-api-token.controller';
import { CreateApiTokenHandler } from './commands/create-api-token/create-api-token.handler';
import { RevokeApiTokenController } from './commands/revoke-api-token/revoke-api-token.controller';
import { RevokeApiTokenHandler } from './commands/revoke-api-token/revoke-api-token.handler';
import { ListApiTokensController } from './queries/list-api-tokens/list-api-tokens.controller';

/** Personal access tokens and Bearer authentication (docs/decisions/0040). */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [ListApiTokensController, CreateApiTokenController, RevokeApiTokenController],
  providers: [CreateApiTokenHandler, RevokeApiTokenHandler, ApiRateLimits, BearerTokenAuthentication],
  exports: [BearerTokenAuthentication],
})
export class ApiTokensModule {}
