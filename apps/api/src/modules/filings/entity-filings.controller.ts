import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { type FilingRequirementView, idParam } from '@ledgerline/contracts';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { FilingsReader } from './queries/filings.reader';

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityFilingsController {
  constructor(
    private readonly filings: FilingsReader,
    private readonly entities: EntityRegisterReader,
  ) {}

  @Get(':id/filings')
  async list(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
  ): Promise<FilingRequirementView[]> {
    await this.entities.entity(actor.accountId, entityId);
    return this.filings.list(actor.accountId, { entityId });
  }
}
