import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import { decideRecordIndividualDetails, decideUpdateEntityProfile } from '../../domain/entity.deciders';
import { UpdateEntityCommand } from './update-entity.command';

@CommandHandler(UpdateEntityCommand)
export class UpdateEntityHandler implements ICommandHandler<UpdateEntityCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
  ) {}

  async execute(command: UpdateEntityCommand): Promise<void> {
    const stated = {
      effectiveDate: command.effectiveDate,
      today: await this.days.today(command.actor.accountId),
    };
    const { entityId, details } = command;
    await this.register.decide(command.actor, (state) => [
      ...decideUpdateEntityProfile(
        { entityId, entityType: command.entityType, patch: command.patch, stated },
        state,
      ),
      ...(details ? decideRecordIndividualDetails({ entityId, details, stated }, state) : []),
    ]);
  }
}
