import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { decideUpdateRelationship } from '../../domain/relationship.deciders';
import { UpdateRelationshipCommand } from './update-relationship.command';

@CommandHandler(UpdateRelationshipCommand)
export class UpdateRelationshipHandler implements ICommandHandler<UpdateRelationshipCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: UpdateRelationshipCommand): Promise<void> {
    const today = this.clock.now().toISOString().slice(0, 10);
    await this.register.decide(command.actor, (state) =>
      decideUpdateRelationship(
        { relationshipId: command.relationshipId, patch: command.patch, today },
        state,
      ),
    );
  }
}
