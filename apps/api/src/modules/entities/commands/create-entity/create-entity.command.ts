import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../../shared/actor';
import type { CreateEntityRequest } from './create-entity.schema';

export class CreateEntityCommand extends Command<{ entityId: number }> {
  constructor(
    readonly actor: Actor,
    readonly request: CreateEntityRequest,
  ) {
    super();
  }
}
