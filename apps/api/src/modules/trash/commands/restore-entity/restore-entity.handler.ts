import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { decideRestoreEntity } from '../../domain/restore-entity.decider';
import { RestoreEntityCommand } from './restore-entity.command';

@CommandHandler(RestoreEntityCommand)
export class RestoreEntityHandler implements ICommandHandler<RestoreEntityCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RestoreEntityCommand): Promise<void> {
    const { actor, entityId } = command;
    const now = this.clock.now().toISOString();
    await this.register.decide(actor, (state) =>
      decideRestoreEntity({ entityId, actorUserId: actor.userId, now }, state),
    );
  }
}
