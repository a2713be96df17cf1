import { Controller, Get, Inject, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  type AsOfQuery,
  asOfQuerySchema,
  type EntityDetailView,
  type EntityLimitView,
  idParam,
  type IndividualDetailsView,
} from '@ledgerline/contracts';
import type { z } from 'zod';
import { setAsOfHeaders } from '../../../../http/as-of-headers';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { sendBoundedList, sendList } from '../../../../http/send-list';
import { EditVersions } from '../../../history/edit-versions';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { AssetListReader } from '../../../assets/queries/list-assets/asset-list.reader';
import { listEntityAssetsQuery } from '../../../assets/queries/list-assets/list-assets.query';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { listEntityRelationshipsQuery } from '../../../relationships/queries/list-relationships/list-relationships.query';
import { RelationshipListReader } from '../../../relationships/queries/list-relationships/relationship-list.reader';
import { EntityAtReader } from '../entity-at/entity-at.reader';
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
    private readonly relationships: RelationshipListReader,
    private readonly assets: AssetListReader,
    private readonly limits: EntityLimitReader,
    private readonly entitiesAt: EntityAtReader,
    private readonly versions: EditVersions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Paged, sorted, filtered and searched on the server (docs/api-lists.md); without `limit` the list up to its
   * documented maximum, each row with its links (decision 0075).
   */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listEntitiesQuery, 'query')) query: ListEntitiesQuery,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.sendEntities(actor, query, request, response);
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
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    return this.sendEntities(actor, query, request, response);
  }

  private sendEntities(actor: Actor, query: ListEntitiesQuery, request: Request, response: Response) {
    const max = this.config.unpagedListMax;
    return sendBoundedList(request, response, query, max, (q) => this.entityList.list(actor.accountId, q));
  }

  /** Now, or with `asOf`/`knownAt` its links in force that day as the register held them then (0033). */
  @Get(':id')
  detail(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
    @Query(new ZodValidationPipe(asOfQuerySchema, 'query')) at: AsOfQuery,
  ): Promise<EntityDetailView> {
    if (at.asOf === undefined && at.knownAt === undefined) return this.current(actor.accountId, entityId);
    return this.entitiesAt.detail(actor.accountId, entityId, at);
  }

  private async current(accountId: number, entityId: number): Promise<EntityDetailView> {
    const [detail, version] = await Promise.all([
      this.entities.detail(accountId, entityId),
      this.versions.of(accountId, 'entity', entityId),
    ]);
    return { ...detail, version };
  }

  /** Where the entity is source or target: from it first, then to it (the spec's order); pages like the list. */
  @Get(':id/relationships')
  entityRelationships(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
    @Query(new ZodValidationPipe(listEntityRelationshipsQuery, 'query'))
    query: z.output<typeof listEntityRelationshipsQuery>,
    @Res() response: Response,
  ): Promise<void> {
    const list = this.relationships.list(actor.accountId, { ...query, entityId }, 'fromEntityFirst');
    setAsOfHeaders(response, query);
    return sendList(response, list);
  }

  /** The assets the entity owns, newest first; pages like the assets list. */
  @Get(':id/assets')
  entityAssets(
    @CurrentActor() actor: Actor,
    @Param('id', id) entityId: number,
    @Query(new ZodValidationPipe(listEntityAssetsQuery, 'query'))
    query: z.output<typeof listEntityAssetsQuery>,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.assets.list(actor.accountId, { ...query, entityId }));
  }

  @Get(':id/details')
  details(@CurrentActor() actor: Actor, @Param('id', id) entityId: number): Promise<IndividualDetailsView> {
    return this.entities.individualDetails(actor.accountId, entityId);
  }
}
