import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import { decideRecordIndividualDetails } from '../../domain/entity.deciders';
import { RecordIndividualDetailsCommand } from './record-individual-details.command';

@CommandHandler(RecordIndividualDetailsCommand)
export class RecordIndividualDetailsHandler implements ICommandHandler<RecordIndividualDetailsCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
  ) {}

  async execute(command: RecordIndividualDetailsCommand): Promise<void> {
    const { entityId, details, effectiveDate } = command;
    const stated = { effectiveDate, today: await this.days.today(command.actor.accountId) };
    await this.register.decide(command.actor, (state) =>
      decideRecordIndividualDetails({ entityId, details, stated }, state),
    );
  }
}
