import { Controller, Delete, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { idParam } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { DeleteEntityCommand } from './delete-entity.command';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class DeleteEntityController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
  ): Promise<{ message: string }> {
    await this.commands.execute(new DeleteEntityCommand(actor, entityId));
    return { message: 'Entity deleted' };
  }
}
