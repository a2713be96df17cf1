import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideRemoveRelationship } from '../../domain/relationship.deciders';
import { DeleteRelationshipCommand } from './delete-relationship.command';

@CommandHandler(DeleteRelationshipCommand)
export class DeleteRelationshipHandler implements ICommandHandler<DeleteRelationshipCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: DeleteRelationshipCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideRemoveRelationship({ relationshipId: command.relationshipId, facts: command.facts }, state),
    );
  }
}
