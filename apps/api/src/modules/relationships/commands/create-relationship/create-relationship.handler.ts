import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import { decideAddRelationship } from '../../domain/relationship.deciders';
import { CreateRelationshipCommand } from './create-relationship.command';

@CommandHandler(CreateRelationshipCommand)
export class CreateRelationshipHandler implements ICommandHandler<CreateRelationshipCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
  ) {}

  async execute(command: CreateRelationshipCommand): Promise<{ relationshipId: number }> {
    const relationshipId = await this.register.nextId('relationship');
    const today = await this.days.today(command.actor.accountId);
    await this.register.decide(command.actor, (state) =>
      decideAddRelationship({ relationshipId, fields: command.fields, today }, state),
    );
    return { relationshipId };
  }
}
