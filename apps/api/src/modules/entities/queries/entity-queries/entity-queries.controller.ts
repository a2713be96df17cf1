import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import {
  type AssetView,
  ENTITY_TYPES,
  type EntityDetailView,
  type EntityLimitView,
  idParam,
  type IndividualDetailsView,
  type RelationshipView,
} from '@ledgerline/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AssetsReader } from '../../../assets/queries/assets.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RelationshipsReader } from '../../../relationships/queries/relationships.reader';
import { EntityLimitReader } from '../get-entity-limit/entity-limit.reader';
import { type EntityListItem, EntityRegisterReader } from '../entity-register.reader';

const listQuerySchema = z.object({
  type: z
    .enum(ENTITY_TYPES, { message: "type must be one of 'company', 'individual' or 'trust'" })
    .optional(),
});
const id = new ZodValidationPipe(idParam, 'param', 'id');

/** Static paths are declared before ':id' so they are never read as ids. */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityQueriesController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly relationships: RelationshipsReader,
    private readonly assets: AssetsReader,
    private readonly limits: EntityLimitReader,
  ) {}

  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listQuerySchema, 'query')) query: z.output<typeof listQuerySchema>,
  ): Promise<EntityListItem[]> {
    return this.entities.list(actor.accountId, query.type ?? null);
  }

  @Get('limit')
  limit(@CurrentActor() actor: Actor): Promise<EntityLimitView> {
    return this.limits.read(actor.accountId);
  }

  /** Every entity with its relationships in both directions (the dashboard's network view reads this). */
  @Get('relationships')
  withRelationships(@CurrentActor() actor: Actor): Promise<EntityListItem[]> {
    return this.entities.list(actor.accountId, null);
  }

  @Get(':id')
  detail(@CurrentActor() actor: Actor, @Param('id', id) entityId: number): Promise<EntityDetailView> {
    return this.entities.detail(actor.accountId, entityId);
  }

  @Get(':id/relationships')
  async entityRelationships(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
  ): Promise<RelationshipView[]> {
    await this.entities.entity(actor.accountId, entityId);
    const { source, target } = await this.relationships.ofEntity(actor.accountId, entityId);
    return [...source, ...target];
  }

  @Get(':id/assets')
  async entityAssets(@CurrentActor() actor: Actor, @Param('id', id) entityId: number): Promise<AssetView[]> {
    await this.entities.entity(actor.accountId, entityId);
    return this.assets.list(actor.accountId, { ownerEntityId: entityId });
  }

  @Get(':id/details')
  details(@CurrentActor() actor: Actor, @Param('id', id) entityId: number): Promise<IndividualDetailsView> {
    return this.entities.individualDetails(actor.accountId, entityId);
  }
}
