import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import type { Actor } from '../../../../shared/actor';
import { CLOCK, type Clock } from '../../../../shared/clock';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { RelationshipsReader } from '../../../relationships/queries/relationships.reader';
import { EntityRegisterReader } from '../entity-register.reader';
import { buildHierarchy, type HierarchyNode } from './entity-hierarchy';
import { type KeyEntity, rankKeyEntities } from './key-entities';
import { ownershipEdges } from './ownership-edges';

const depthMessage = 'maxDepth must be a whole number from -1 (unlimited) to 10';
const hierarchyQuery = z.object({
  rootId: z.coerce
    .number({ message: 'rootId must be a positive whole number' })
    .int('rootId must be a positive whole number')
    .positive('rootId must be a positive whole number')
    .optional(),
  maxDepth: z.coerce
    .number({ message: depthMessage })
    .int(depthMessage)
    .min(-1, depthMessage)
    .max(10, depthMessage)
    .default(-1),
});

/** Registered before the ':id' routes so 'hierarchy' and 'key' are never read as ids. */
@Controller('entities')
@UseGuards(AuthenticatedGuard)
export class EntityGraphController {
  constructor(
    private readonly entities: EntityRegisterReader,
    private readonly relationships: RelationshipsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('hierarchy')
  async hierarchy(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(hierarchyQuery, 'query')) query: z.output<typeof hierarchyQuery>,
  ): Promise<HierarchyNode[]> {
    if (query.rootId !== undefined) await this.entities.entity(actor.accountId, query.rootId);
    const [entities, relationships] = await Promise.all([
      this.entities.list(actor.accountId, null),
      this.relationships.list(actor.accountId),
    ]);
    const edges = ownershipEdges(relationships, this.today());
    return buildHierarchy(entities, edges, { rootId: query.rootId, maxDepth: query.maxDepth });
  }

  @Get('key')
  async key(@CurrentActor() actor: Actor): Promise<KeyEntity[]> {
    const [entities, relationships] = await Promise.all([
      this.entities.list(actor.accountId, null),
      this.relationships.list(actor.accountId),
    ]);
    return rankKeyEntities(
      entities.map(({ sourceRelationships: _s, targetRelationships: _t, individualDetail: _d, ...e }) => e),
      relationships,
      this.today(),
    );
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}
