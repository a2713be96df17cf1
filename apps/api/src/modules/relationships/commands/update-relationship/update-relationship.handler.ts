import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { AccountDays } from '../../../../shared/account-days';
import { decideUpdateRelationship } from '../../domain/relationship.deciders';
import { UpdateRelationshipCommand } from './update-relationship.command';

@CommandHandler(UpdateRelationshipCommand)
export class UpdateRelationshipHandler implements ICommandHandler<UpdateRelationshipCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    private readonly days: AccountDays,
  ) {}

  async execute(command: UpdateRelationshipCommand): Promise<void> {
    const today = await this.days.today(command.actor.accountId);
    await this.register.decide(command.actor, (state) =>
      decideUpdateRelationship(
        {
          relationshipId: command.relationshipId,
          patch: command.patch,
          today,
          facts: command.facts,
        },
        state,
      ),
    );
  }
}
