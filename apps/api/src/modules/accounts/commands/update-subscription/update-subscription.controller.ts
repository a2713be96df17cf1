import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type SubscriptionView, subscriptionUpdateSchema } from '@ledgerline/contracts';
import type { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { DomainError, notFound } from '../../../../shared/domain-error';
import { UpdateUserCommand } from '../../../admin/commands/update-user/update-user.command';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { PublicUserService } from '../../../identity/auth/public-user.service';
import { SubscriptionReader } from '../../queries/get-subscription/subscription.reader';

/** Upgrades are admin-only for now (spec 000 section 6); the admin may change any user's plan by userId. */
@Controller('subscription')
@UseGuards(AuthenticatedGuard)
export class UpdateSubscriptionController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: PublicUserService,
    private readonly subscriptions: SubscriptionReader,
  ) {}

  @Post('update')
  @HttpCode(200)
  async update(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(subscriptionUpdateSchema)) body: z.output<typeof subscriptionUpdateSchema>,
  ): Promise<SubscriptionView> {
    if (actor.role !== 'admin')
      throw new DomainError(
        'forbidden',
        'SUBSCRIPTION.ADMIN_ONLY',
        'Only admins can upgrade subscriptions at this time',
      );
    const target = await this.users.findDocument(body.userId);
    if (!target) throw notFound('User');
    await this.commands.execute(
      new UpdateUserCommand(actor, body.userId, {
        subscriptionTier: body.tier,
        subscriptionStatus: body.status,
      }),
    );
    return this.subscriptions.read(target.accountId);
  }
}
