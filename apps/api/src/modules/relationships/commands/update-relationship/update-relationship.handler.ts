import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { decideUpdateRelationship } from '../../domain/relationship.deciders';
import { UpdateRelationshipCommand } from './update-relationship.command';

@CommandHandler(UpdateRelationshipCommand)
export class UpdateRelationshipHandler implements ICommandHandler<UpdateRelationshipCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute(command: UpdateRelationshipCommand): Promise<void> {
    await this.register.decide(command.actor, (state) =>
      decideUpdateRelationship({ relationshipId: command.relationshipId, patch: command.patch }, state),
    );
  }
}
