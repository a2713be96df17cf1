import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRecordIndividualDetails } from '../../domain/entity.deciders';
import { RecordIndividualDetailsCommand } from './record-individual-details.command';

@CommandHandler(RecordIndividualDetailsCommand)
export class RecordIndividualDetailsHandler implements ICommandHandler<RecordIndividualDetailsCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: RecordIndividualDetailsCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideRecordIndividualDetails({ entityId: command.entityId, details: command.details }, state),
    );
  }
}
