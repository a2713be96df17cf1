import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideAddRelationship } from '../../domain/relationship.deciders';
import { CreateRelationshipCommand } from './create-relationship.command';

@CommandHandler(CreateRelationshipCommand)
export class CreateRelationshipHandler implements ICommandHandler<CreateRelationshipCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: CreateRelationshipCommand): Promise<{ relationshipId: number }> {
    const relationshipId = await this.register.nextId('relationship');
    await this.register.decide(command.actor, (state) =>
      decideAddRelationship({ relationshipId, fields: command.fields }, state),
    );
    return { relationshipId };
  }
}
