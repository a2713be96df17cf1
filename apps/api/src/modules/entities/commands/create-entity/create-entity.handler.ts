import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRegisterService } from '../../../../infrastructure/event-sourcing/account-register.service';
import { withEntry } from '../../../../shared/id-map';
import type { EntityProfile } from '../../../accounts/domain/account-register.state';
import { decideRecordIndividualDetails } from '../../domain/entity.deciders';
import { decideRegisterEntity } from '../../domain/register-entity.decider';
import { CreateEntityCommand } from './create-entity.command';
import { splitCreateRequest } from './create-entity.schema';

@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand> {
  constructor(private readonly register: AccountRegisterService) {}

  async execute({ actor, request }: CreateEntityCommand): Promise<{ entityId: number }> {
    const entityId = await this.register.nextId('entity');
    const { type, profile, details } = splitCreateRequest(request);
    await this.register.decide(actor, (state) => {
      const registered = decideRegisterEntity(
        { entityId, entityType: type, profile: profile as EntityProfile, actorUserId: actor.userId },
        state,
      );
      if (!details || registered.length === 0) return registered;
      // Details are decided on the state as it will be once the entity exists, in the same append.
      const withEntity = {
        ...state,
        entities: withEntry(state.entities, entityId, {
          type,
          profile: profile as EntityProfile,
          details: null,
        }),
      };
      return [...registered, ...decideRecordIndividualDetails({ entityId, details }, withEntity)];
    });
    return { entityId };
  }
}
