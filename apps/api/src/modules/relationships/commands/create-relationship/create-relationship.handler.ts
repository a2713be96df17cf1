import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { decideAddRelationship } from '../../domain/relationship.deciders';
import { CreateRelationshipCommand } from './create-relationship.command';

@CommandHandler(CreateRelationshipCommand)
export class CreateRelationshipHandler implements ICommandHandler<CreateRelationshipCommand> {
  constructor(
    private readonly register: AccountRegisterService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: CreateRelationshipCommand): Promise<{ relationshipId: number }> {
    const relationshipId = await this.register.nextId('relationship');
    const today = this.clock.now().toISOString().slice(0, 10);
    await this.register.decide(command.actor, (state) =>
      decideAddRelationship({ relationshipId, fields: command.fields, today }, state),
    );
    return { relationshipId };
  }
}
