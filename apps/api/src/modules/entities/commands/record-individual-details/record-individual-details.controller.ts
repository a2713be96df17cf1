import { Body, Controller, Headers, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  idParam,
  type IndividualDetailsView,
  individualDetailsRequestSchema,
  sentFields,
} from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { DomainError } from '../../../../shared/domain-error';
import { EditVersions, versionOf } from '../../../history/edit-versions';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { EntityRegisterReader } from '../../queries/entity-register.reader';
import { RecordIndividualDetailsCommand } from './record-individual-details.command';

const jsonObject = z.record(z.string(), z.unknown());
const id = new ZodValidationPipe(idParam, 'param', 'id');

/** POST creates or completes, PATCH changes: both record only the fields sent (spec 001 section 7). */
@Controller()
@UseGuards(AuthenticatedGuard)
export class RecordIndividualDetailsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly entities: EntityRegisterReader,
    private readonly versions: EditVersions,
  ) {}

  @Post('individual-details')
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
  ) {
    const parsed = this.parse(body);
    if (!parsed.entityId)
      throw new DomainError(
        'invalid',
        'REQUEST.VALIDATION_FAILED',
        'Validation failed: entityId: entityId is required',
        [{ field: 'entityId', message: 'entityId is required' }],
      );
    return this.record(actor, parsed.entityId, body);
  }

  @Post('entities/:id/details')
  @HttpCode(201)
  createForEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
  ) {
    return this.record(actor, entityId, body);
  }

  @Patch('entities/:id/details')
  updateForEntity(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ) {
    return this.record(actor, entityId, body, versionOf(ifMatch));
  }

  private parse(body: Record<string, unknown>) {
    return new ZodValidationPipe(individualDetailsRequestSchema).transform(body);
  }

  private async record(
    actor: Actor,
    entityId: number,
    body: Record<string, unknown>,
    version: string | null = null,
  ): Promise<IndividualDetailsView> {
    const parsed = this.parse(body);
    if (parsed.entityId && parsed.entityId !== entityId)
      throw new DomainError(
        'invalid',
        'REQUEST.ENTITY_MISMATCH',
        'entityId in the body does not match the path',
        [{ field: 'entityId', message: 'entityId in the body does not match the path' }],
      );
    const { entityId: _e, effectiveDate, ...details } = sentFields(parsed as Record<string, unknown>, body);
    const fields = Object.keys(details);
    const edit = {
      accountId: actor.accountId,
      recordType: 'entity' as const,
      recordId: entityId,
      version,
      fields,
    };
    await this.versions.checked(edit, () =>
      this.commands.execute(
        new RecordIndividualDetailsCommand(
          actor,
          entityId,
          details,
          (effectiveDate as string | null) ?? null,
        ),
      ),
    );
    return this.entities.individualDetails(actor.accountId, entityId);
  }
}
