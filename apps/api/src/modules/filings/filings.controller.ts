import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type CreateFilingFields,
  createFilingSchema,
  type FilingRequirementView,
  idParam,
  sentFields,
  updateFilingSchema,
} from '@ledgerline/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { CreateFilingCommand } from './commands/create-filing/create-filing.command';
import { DeleteFilingCommand } from './commands/delete-filing/delete-filing.command';
import { MarkFiledCommand, type MarkFiledResult } from './commands/mark-filed/mark-filed.command';
import { type MarkFiledRequest, markFiledSchema } from './commands/mark-filed/mark-filed.request';
import { ReopenFilingCommand } from './commands/reopen-filing/reopen-filing.command';
import { UpdateFilingCommand } from './commands/update-filing/update-filing.command';
import { DeadlineScanService } from '../deadlines/deadline-scan.service';
import { BO_FILING_TYPES } from './domain/filing.deciders';
import { FilingsReader } from './queries/filings.reader';
import { FilingListReader } from './queries/list-filings/filing-list.reader';
import {
  forCaller,
  type ListFilingSliceQuery,
  type ListFilingsQuery,
  listEntityFilingsQuery,
  listFilingSliceQuery,
  listFilingsQuery,
} from './queries/list-filings/list-filings.query';

const id = (name: string) => new ZodValidationPipe(idParam, 'param', name);
const jsonObject = z.record(z.string(), z.unknown());
/** Spec 001 section 7; static paths before '{entityId}'. */
@Controller('compliance/filing-requirements')
@UseGuards(AuthenticatedGuard)
export class FilingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly filings: FilingsReader,
    private readonly filingList: FilingListReader,
    private readonly deadlines: DeadlineScanService,
  ) {}

  /**
   * A BO filing submitted or reopened moves the baseline the owners are compared with: the refilings it calls
   * for (or no longer does) are planned at once, not at the next scheduled run.
   */
  private async afterBoFilingChange(
    accountId: number,
    filing: FilingRequirementView,
  ): Promise<FilingRequirementView> {
    if (!BO_FILING_TYPES.includes(filing.requirementType)) return filing;
    return (await this.deadlines.planEntities(accountId, [filing.entityId])) > 0
      ? this.filings.get(accountId, filing.id)
      : filing;
  }

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); every filing without `limit`. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listFilingsQuery, 'query')) query: ListFilingsQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.filingList.list(actor.accountId, forCaller(query, actor.userId)));
  }

  /** Pending filings due within the next 30 days: a due-date range on an index. */
  @Get('upcoming')
  upcoming(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listFilingSliceQuery, 'query')) query: ListFilingSliceQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.filingList.list(actor.accountId, query, 'upcoming'));
  }

  /** Open filings past their due date: a due-date range on an index. */
  @Get('overdue')
  overdue(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listFilingSliceQuery, 'query')) query: ListFilingSliceQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.filingList.list(actor.accountId, query, 'overdue'));
  }

  @Get(':entityId')
  ofEntity(
    @CurrentActor() actor: Actor,
    @Param('entityId', id('entityId')) entityId: number,
    @Query(new ZodValidationPipe(listEntityFilingsQuery, 'query'))
    query: z.output<typeof listEntityFilingsQuery>,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.filingList.list(actor.accountId, { ...query, entityId }));
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createFilingSchema)) fields: CreateFilingFields,
  ): Promise<FilingRequirementView> {
    const { filingId } = await this.commands.execute(
      new CreateFilingCommand(actor, fields, await this.filings.today(actor.accountId)),
    );
    return this.afterBoFilingChange(actor.accountId, await this.filings.get(actor.accountId, filingId));
  }

  /** Bulk "Mark as filed" (history): each filing marked submitted on its own, with an outcome per filing. */
  @Post('mark-filed')
  @HttpCode(200)
  async markFiled(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(markFiledSchema)) body: MarkFiledRequest,
  ): Promise<{ results: MarkFiledResult[] }> {
    const today = await this.filings.today(actor.accountId);
    const results = await this.commands.execute(
      new MarkFiledCommand(actor, body.ids, body.submissionDate, today),
    );
    const submitted = results.filter((result) => result.outcome === 'submitted').map((result) => result.id);
    const entities = new Set<number>();
    for (const filingId of submitted) {
      const filing = await this.filings.get(actor.accountId, filingId);
      if (BO_FILING_TYPES.includes(filing.requirementType)) entities.add(filing.entityId);
    }
    if (entities.size) await this.deadlines.planEntities(actor.accountId, [...entities]);
    return { results };
  }

  /** Undo of "mark submitted": the filing is pending again (409 when it is not submitted). */
  @Post(':id/reopen')
  @HttpCode(200)
  async reopen(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) filingId: number,
  ): Promise<FilingRequirementView> {
    await this.filings.get(actor.accountId, filingId);
    await this.commands.execute(new ReopenFilingCommand(actor, filingId));
    return this.afterBoFilingChange(actor.accountId, await this.filings.get(actor.accountId, filingId));
  }

  /** Mark submitted (submission date defaults to today, never in the future) or change any field. */
  @Patch(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) filingId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
  ): Promise<FilingRequirementView> {
    const parsed = new ZodValidationPipe(updateFilingSchema).transform(body);
    await this.filings.get(actor.accountId, filingId);
    const patch = sentFields(parsed as Record<string, unknown>, body);
    await this.commands.execute(
      new UpdateFilingCommand(actor, filingId, patch, await this.filings.today(actor.accountId)),
    );
    return this.afterBoFilingChange(actor.accountId, await this.filings.get(actor.accountId, filingId));
  }

  @Delete(':id')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('id', id('id')) filingId: number,
  ): Promise<{ message: string }> {
    await this.commands.execute(new DeleteFilingCommand(actor, filingId));
    return { message: 'Filing requirement deleted' };
  }
}
