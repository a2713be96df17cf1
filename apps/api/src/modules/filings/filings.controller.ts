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
import { z } from 'zod';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { EntityRegisterReader } from '../entities/queries/entity-register.reader';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { CreateFilingCommand } from './commands/create-filing/create-filing.command';
import { DeleteFilingCommand } from './commands/delete-filing/delete-filing.command';
import { UpdateFilingCommand } from './commands/update-filing/update-filing.command';
import { FilingsReader } from './queries/filings.reader';

const id = (name: string) => new ZodValidationPipe(idParam, 'param', name);
const jsonObject = z.record(z.string(), z.unknown());
const listQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 1000' })
    .int()
    .min(1, 'limit must be a whole number from 1 to 1000')
    .max(1000, 'limit must be a whole number from 1 to 1000')
    .optional(),
});

/** Spec 001 section 7; static paths before '{entityId}'. */
@Controller('compliance/filing-requirements')
@UseGuards(AuthenticatedGuard)
export class FilingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly filings: FilingsReader,
    private readonly entities: EntityRegisterReader,
  ) {}

  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listQuery, 'query')) query: z.output<typeof listQuery>,
  ): Promise<FilingRequirementView[]> {
    return this.filings.list(actor.accountId, {}, query.limit);
  }

  @Get('upcoming')
  upcoming(@CurrentActor() actor: Actor): Promise<FilingRequirementView[]> {
    return this.filings.upcoming(actor.accountId);
  }

  @Get('overdue')
  overdue(@CurrentActor() actor: Actor): Promise<FilingRequirementView[]> {
    return this.filings.overdue(actor.accountId);
  }

  @Get(':entityId')
  async ofEntity(
    @CurrentActor() actor: Actor,
    @Param('entityId', id('entityId')) entityId: number,
  ): Promise<FilingRequirementView[]> {
    await this.entities.entity(actor.accountId, entityId);
    return this.filings.list(actor.accountId, { entityId });
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createFilingSchema)) fields: CreateFilingFields,
  ): Promise<FilingRequirementView> {
    const { filingId } = await this.commands.execute(
      new CreateFilingCommand(actor, fields, this.filings.today()),
    );
    return this.filings.get(actor.accountId, filingId);
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
    await this.commands.execute(new UpdateFilingCommand(actor, filingId, patch, this.filings.today()));
    return this.filings.get(actor.accountId, filingId);
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
