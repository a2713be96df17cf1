import { Controller, Get, UseGuards } from '@nestjs/common';
import type { SubscriptionView } from '@ledgerline/contracts';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { SubscriptionReader } from './subscription.reader';

@Controller('subscription')
@UseGuards(AuthenticatedGuard)
export class GetSubscriptionController {
  constructor(private readonly subscriptions: SubscriptionReader) {}

  @Get()
  current(@CurrentActor() actor: Actor): Promise<SubscriptionView> {
    return this.subscriptions.read(actor.accountId);
  }
}
