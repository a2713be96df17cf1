import { Body, Controller, Headers, Param, Patch, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type EntityType,
  type EntityView,
  idParam,
  sentFields,
  updateCompanySchema,
  updateIndividualSchema,
  updateTrustSchema,
} from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { DeadlineScanService } from '../../../deadlines/deadline-scan.service';
import { EditVersions, versionOf } from '../../../history/edit-versions';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { EntityRegisterReader } from '../../queries/entity-register.reader';
import { splitInlineDetails } from '../inline-details';
import { UpdateEntityCommand } from './update-entity.command';

const jsonObject = z.record(z.string(), z.unknown());
const schemaFor = {
  company: updateCompanySchema,
  individual: updateIndividualSchema,
  trust: updateTrustSchema,
};

@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class UpdateEntityController {
  constructor(
    private readonly commands: CommandBus,
    private readonly entities: EntityRegisterReader,
    private readonly deadlines: DeadlineScanService,
    private readonly versions: EditVersions,
  ) {}

  /**
   * Only the fields sent change; the entity's own type chooses the schema, and a different `type` is refused.
   * An individual's position, department, date of birth and nationality may come inline, as on create.
   */
  @Patch(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', new ZodValidationPipe(idParam, 'param', 'id')) entityId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<EntityView> {
    const entity = await this.entities.entity(actor.accountId, entityId);
    const requestedType = typeof body.type === 'string' ? body.type : undefined;
    const schema = schemaFor[entity.type];
    const parsed = new ZodValidationPipe(schema).transform({ ...body, type: undefined }) as Record<
      string,
      unknown
    >;
    const { type: _ignored, effectiveDate, ...fields } = sentFields(parsed, body);
    const { profile: patch, details } =
      entity.type === 'individual' ? splitInlineDetails(fields) : { profile: fields, details: null };
    const version = versionOf(ifMatch);
    const edit = {
      accountId: actor.accountId,
      recordType: 'entity' as const,
      recordId: entityId,
      version,
      fields: Object.keys(fields),
    };
    await this.versions.checked(edit, () =>
      this.commands.execute(
        new UpdateEntityCommand(
          actor,
          entityId,
          requestedType as EntityType | undefined,
          patch,
          (effectiveDate as string | null | undefined) ?? null,
          details,
        ),
      ),
    );
    await this.deadlines.planEntities(actor.accountId, [entityId]);
    return this.entities.entity(actor.accountId, entityId);
  }
}
