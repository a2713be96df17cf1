import { Controller, Get, Inject, Query, Res, UseGuards } from '@nestjs/common';
import type { EntityView, RelationshipView } from '@ledgerline/contracts';
import { READ_STORE, type ReadDocument, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { CLOCK, type Clock } from '../../shared/clock';
import { SubscriptionReader } from '../accounts/queries/get-subscription/subscription.reader';
import { ENTITIES, type EntityDocument, toEntityView } from '../entities/projections/entity.read-model';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import {
  RELATIONSHIPS,
  type RelationshipDocument,
} from '../relationships/projections/relationship.read-model';
import { toRelationshipView } from '../relationships/queries/relationships.reader';
import { entityColumns, relationshipColumns } from './export-columns';
import { checkExportAllowed, contentTypeOf, exportFileName } from './export-format';
import { writeExport } from './export-writer';

const PAGE = 1000;
const exportQuery = z.object({
  format: z
    .enum(['csv', 'json', 'pdf'], { message: "format must be one of 'csv', 'json' or 'pdf'" })
    .default('csv'),
});
type ExportQuery = z.output<typeof exportQuery>;

@Controller('export')
@UseGuards(AuthenticatedGuard)
export class ExportsController {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly subscriptions: SubscriptionReader,
  ) {}

  @Get('entities')
  async entities(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(exportQuery, 'query')) query: ExportQuery,
    @Res() response: Response,
  ) {
    await this.start(actor, query, response, 'entities');
    // Oldest first on the list's own index (accountId, createdAt, entityId): creation order, as the ids run.
    const pages = this.pages<EntityDocument, EntityView>(
      ENTITIES,
      actor.accountId,
      ['createdAt', 'entityId'],
      toEntityView,
    );
    await writeExport(response, query.format, 'Entities', entityColumns, pages);
  }

  @Get('relationships')
  async relationships(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(exportQuery, 'query')) query: ExportQuery,
    @Res() response: Response,
  ) {
    await this.start(actor, query, response, 'relationships');
    const pages = this.pages<RelationshipDocument, RelationshipView>(
      RELATIONSHIPS,
      actor.accountId,
      ['relationshipId'],
      toRelationshipView,
    );
    await writeExport(response, query.format, 'Relationships', relationshipColumns, pages);
  }

  private async start(actor: Actor, query: ExportQuery, response: Response, what: string): Promise<void> {
    const { tier } = await this.subscriptions.read(actor.accountId);
    checkExportAllowed(tier, query.format);
    response.status(200);
    response.setHeader('Content-Type', contentTypeOf(query.format));
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${exportFileName(what, query.format, this.clock.now())}"`,
    );
  }

  private async *pages<D extends ReadDocument, V>(
    collection: string,
    accountId: number,
    sortFields: readonly string[],
    view: (doc: D) => V,
  ) {
    for (let offset = 0; ; offset += PAGE) {
      const docs = await this.readStore.find<D>(
        collection,
        { accountId },
        { sort: sortFields.map((field) => ({ field, direction: 'asc' as const })), limit: PAGE, offset },
      );
      if (docs.length) yield docs.map(view);
      if (docs.length < PAGE) return;
    }
  }
}
