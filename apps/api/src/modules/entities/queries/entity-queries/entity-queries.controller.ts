import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  type AssetView,
  type EntityDetailView,
  type EntityLimitView,
  idParam,
  type IndividualDetailsView,
  type RelationshipView,
} from '@ledgerline/contracts';
import { sendList } from '../../../../http/send-list';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AssetsReader } from '../../../assets/queries/assets.reader';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RelationshipsReader } from '../../../relationships/queries/relationships.reader';
import { EntityLimitReader } from '../get-entity-limit/entity-limit.reader';
import { EntityRegisterReader } from '../entity-register.reader';
import { EntityListReader } from '../list-entities/entity-list.reader';
import { type ListEntitiesQuery, listEntitiesQuery } from '../list-entities/list-entities.query';
const id = new ZodValidationPipe(idParam, 'param', 'id');

/** Static paths are declared before ':id' so they are never read as ids. */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityQueriesController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly entityList: EntityListReader,
    private readonly relationships: RelationshipsReader,
    private readonly assets: AssetsReader,
    private readonly limits: EntityLimitReader,
  ) {}

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); the whole list without `limit`. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listEntitiesQuery, 'query')) query: ListEntitiesQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.entityList.list(actor.accountId, query));
  }

  @Get('limit')
  limit(@CurrentActor() actor: Actor): Promise<EntityLimitView> {
    return this.limits.read(actor.accountId);
  }

  /** Every entity with its relationships in both directions (spec 000), with the list route's paging. */
  @Get('relationships')
  withRelationships(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listEntitiesQuery, 'query')) query: ListEntitiesQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.entityList.list(actor.accountId, query));
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
