import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_ALLOCATOR, type IdAllocator, streams } from '@ledgerline/events';
import { EventSourcedStreams } from '../../../../infrastructure/event-sourcing/event-sourced-streams';
import { accountRegister } from '../../../accounts/domain/account-register.state';
import { decideRegisterEntity } from '../../domain/register-entity.decider';
import { CreateEntityCommand } from './create-entity.command';

@CommandHandler(CreateEntityCommand)
export class CreateEntityHandler implements ICommandHandler<CreateEntityCommand> {
  constructor(
    private readonly streams: EventSourcedStreams,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
  ) {}

  async execute({ actor, request }: CreateEntityCommand): Promise<{ entityId: number }> {
    const entityId = await this.ids.next('entity');
    const { type, ...profile } = request;
    const meta = { accountId: actor.accountId, actorId: actor.userId, correlationId: actor.correlationId };
    await this.streams.execute(streams.account(actor.accountId), accountRegister, meta, (state) =>
      decideRegisterEntity({ entityId, entityType: type, profile, actorUserId: actor.userId }, state),
    );
    return { entityId };
  }
}
