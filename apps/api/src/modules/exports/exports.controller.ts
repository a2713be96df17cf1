import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { type EntityType, type ExportFormat, idParam, isTimeZone } from '@ledgerline/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import { AccountDays } from '../../shared/account-days';
import type { Actor } from '../../shared/actor';
import { CLOCK, type Clock } from '../../shared/clock';
import type { Listing } from '../../shared/listing';
import { AccountCurrencyReader } from '../accounts/queries/get-account-settings/account-currency.reader';
import { SubscriptionReader } from '../accounts/queries/get-subscription/subscription.reader';
import { AssetListReader } from '../assets/queries/list-assets/asset-list.reader';
import { type ListAssetsQuery, listAssetsQuery } from '../assets/queries/list-assets/list-assets.query';
import { EntityListReader } from '../entities/queries/list-entities/entity-list.reader';
import {
  type ListEntitiesQuery,
  listEntitiesQuery,
} from '../entities/queries/list-entities/list-entities.query';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { BeneficialOwnersAt } from '../ownership/beneficial-owners-at';
import { beneficialOwnersQuery } from '../ownership/beneficial-owners.controller';
import {
  type ListRelationshipsQuery,
  listRelationshipsQuery,
} from '../relationships/queries/list-relationships/list-relationships.query';
import { RelationshipListReader } from '../relationships/queries/list-relationships/relationship-list.reader';
import {
  assetColumns,
  beneficialOwnerColumns,
  entityColumnsFor,
  type ExportColumn,
  relationshipColumns,
} from './export-columns';
import { checkExportAllowed, contentTypeOf, exportFileName } from './export-format';
import { writeExport } from './export-writer';
import { setDownloadName } from '../../http/download-name';

const exportQuery = z.object({
  format: z
    .enum(['csv', 'json', 'pdf'], { message: "format must be one of 'csv', 'json' or 'pdf'" })
    .default('csv'),
  /** The reader's zone for days and the file name; the account's zone when absent. */
  timeZone: z
    .string()
    .refine(isTimeZone, { message: "timeZone must be an IANA time zone such as 'Africa/Johannesburg'" })
    .optional(),
});
type ExportQuery = z.output<typeof exportQuery>;

const LIST_NAMES: Record<EntityType, string> = {
  company: 'companies',
  individual: 'individuals',
  trust: 'trusts',
};

/** The whole list, whatever page the grid shows: the list's filters, search and sort, every row. */
const wholeList = <Q extends { limit?: number; offset: number }>(query: Q): Q => ({
  ...query,
  limit: undefined,
  offset: 0,
});

/** Rows computed whole (a company's owners) as the one page of a listing. */
async function* onePage<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}

/**
 * `GET /api/export/{entities|relationships|assets}`: each takes its list route's filters, search and sort
 * (docs/api-lists.md), so an export holds exactly the rows the list shows, in every format the plan allows.
 */
@Controller('export')
@UseGuards(AuthenticatedGuard)
export class ExportsController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly subscriptions: SubscriptionReader,
    private readonly entityList: EntityListReader,
    private readonly relationshipList: RelationshipListReader,
    private readonly assetList: AssetListReader,
    private readonly days: AccountDays,
    private readonly ownersAt: BeneficialOwnersAt,
    private readonly currencies: AccountCurrencyReader,
  ) {}

  @Get('entities')
  async entities(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(exportQuery, 'query')) options: ExportQuery,
    @Query(new ZodValidationPipe(listEntitiesQuery, 'query')) list: ListEntitiesQuery,
    @Res() response: Response,
  ) {
    await this.checkPlan(actor, options.format);
    const type = list.compliance ? 'trust' : list.type;
    const what = type ? LIST_NAMES[type] : 'entities';
    const listing = await this.entityList.rows(actor.accountId, wholeList(list));
    await this.send(actor, response, options, what, entityColumnsFor(type), listing);
  }

  @Get('relationships')
  async relationships(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(exportQuery, 'query')) options: ExportQuery,
    @Query(new ZodValidationPipe(listRelationshipsQuery, 'query')) list: ListRelationshipsQuery,
    @Res() response: Response,
  ) {
    await this.checkPlan(actor, options.format);
    const listing = await this.relationshipList.list(actor.accountId, wholeList(list));
    await this.send(actor, response, options, 'relationships', relationshipColumns, listing);
  }

  @Get('assets')
  async assets(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(exportQuery, 'query')) options: ExportQuery,
    @Query(new ZodValidationPipe(listAssetsQuery, 'query')) list: ListAssetsQuery,
    @Res() response: Response,
  ) {
    await this.checkPlan(actor, options.format);
    const listing = await this.assetList.list(actor.accountId, wholeList(list));
    await this.send(actor, response, options, 'assets', assetColumns, listing);
  }

  /**
   * A company's or trust's beneficial owners, with the route's threshold, `asOf` and `knownAt` (0033): each
   * owner with the day it became one and the day it ceased, in every format the plan allows.
   */
  @Get('beneficial-owners/:entityId')
  async beneficialOwners(
    @CurrentActor() actor: Actor,
    @Param('entityId', new ZodValidationPipe(idParam, 'param', 'entityId')) entityId: number,
    @Query(new ZodValidationPipe(exportQuery, 'query')) options: ExportQuery,
    @Query(new ZodValidationPipe(beneficialOwnersQuery, 'query'))
    question: z.output<typeof beneficialOwnersQuery>,
    @Res() response: Response,
  ) {
    await this.checkPlan(actor, options.format);
    // A regulator's copy lists who ceased too, each with its period, unless asked not to.
    const { owners } = await this.ownersAt.owners(actor.accountId, entityId, {
      ...question,
      includeFormer: question.includeFormer ?? true,
    });
    const listing = { total: owners.length, chunks: onePage(owners) };
    await this.send(actor, response, options, 'beneficial-owners', beneficialOwnerColumns, listing);
  }

  private async checkPlan(actor: Actor, format: ExportFormat): Promise<void> {
    const { tier } = await this.subscriptions.read(actor.accountId);
    checkExportAllowed(tier, format);
  }

  private async send<T>(
    actor: Actor,
    response: Response,
    { format, ...query }: ExportQuery,
    what: string,
    columns: ExportColumn<T>[],
    listing: Listing<T>,
  ): Promise<void> {
    const now = this.clock.now();
    const timeZone = query.timeZone ?? (await this.days.timeZone(actor.accountId));
    response.status(200);
    response.setHeader('Content-Type', contentTypeOf(format));
    setDownloadName(response, exportFileName(what, format, now, timeZone));
    const title = what.charAt(0).toUpperCase() + what.slice(1);
    const currency = await this.currencies.currency(actor.accountId);
    await writeExport(response, { format, title, columns, pages: listing.chunks, timeZone, now, currency });
  }
}
