import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AsOfQuery,
  asOfQuerySchema,
  type CreateRelationshipFields,
  createRelationshipSchema,
  deleteRelationshipSchema,
  idParam,
  type RelationshipView,
  sentFields,
  updateRelationshipSchema,
} from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import { z } from 'zod';
import { setAsOfHeaders } from '../../http/as-of-headers';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AccountDays } from '../../shared/account-days';
import { DeadlineScanService } from '../deadlines/deadline-scan.service';
import { EditVersions, versionOf } from '../history/edit-versions';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { CreateRelationshipCommand } from './commands/create-relationship/create-relationship.command';
import { DeleteRelationshipCommand } from './commands/delete-relationship/delete-relationship.command';
import { UpdateRelationshipCommand } from './commands/update-relationship/update-relationship.command';
import {
  type ListRelationshipsQuery,
  listRelationshipsQuery,
} from './queries/list-relationships/list-relationships.query';
import { RelationshipListReader } from './queries/list-relationships/relationship-list.reader';
import { relationshipAt } from './queries/relationships-at';
import { RelationshipsReader } from './queries/relationships.reader';

const id = new ZodValidationPipe(idParam, 'param', 'id');
const jsonObject = z.record(z.string(), z.unknown());

/** Routes of the relationship use cases; each delegates to its command or to the read model. */
@Controller('relationships')
@UseGuards(AuthenticatedGuard)
export class RelationshipsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly relationships: RelationshipsReader,
    private readonly relationshipList: RelationshipListReader,
    private readonly deadlines: DeadlineScanService,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly days: AccountDays,
    private readonly versions: EditVersions,
  ) {}

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); the whole list without `limit`. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listRelationshipsQuery, 'query')) query: ListRelationshipsQuery,
    @Res() response: Response,
  ): Promise<void> {
    setAsOfHeaders(response, query);
    return sendList(response, this.relationshipList.list(actor.accountId, query));
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createRelationshipSchema)) fields: CreateRelationshipFields,
  ): Promise<RelationshipView> {
    const { relationshipId } = await this.commands.execute(new CreateRelationshipCommand(actor, fields));
    const undated = !fields.startDate && !fields.endDate;
    await this.deadlines.planAfterLinkChange(
      actor.accountId,
      [fields.sourceEntityId, fields.targetEntityId],
      undated ? actor.correlationId : undefined,
    );
    return this.relationships.get(actor.accountId, relationshipId);
  }

  /** As the register holds it now, or at `knownAt`; with `asOf`, a 404 unless in force that day (0033). */
  @Get(':id')
  async get(
    @CurrentActor() actor: Actor,
    @Param('id', id) relationshipId: number,
    @Query(new ZodValidationPipe(asOfQuerySchema, 'query')) at: AsOfQuery,
  ): Promise<RelationshipView> {
    const current = () => this.relationships.get(actor.accountId, relationshipId);
    if (at.asOf === undefined && at.knownAt === undefined) {
      const [relationship, version] = await Promise.all([
        current(),
        this.versions.of(actor.accountId, 'relationship', relationshipId),
      ]);
      return { ...relationship, version };
    }
    const timeZone = await this.days.timeZone(actor.accountId);
    return relationshipAt(this.readStore, actor.accountId, relationshipId, at, current, timeZone);
  }

  @Patch(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', id) relationshipId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
    @Headers('if-match') ifMatch?: string,
  ): Promise<RelationshipView> {
    const parsed = new ZodValidationPipe(updateRelationshipSchema).transform(body);
    const before = await this.relationships.get(actor.accountId, relationshipId);
    const { effectiveDate, changeReason, evidenceDocumentId, ...patch } = sentFields(
      parsed as Record<string, unknown>,
      body,
    ) as Partial<CreateRelationshipFields & { effectiveDate: string | null }>;
    const facts = { effectiveDate, changeReason, evidenceDocumentId };
    const edit = {
      accountId: actor.accountId,
      recordType: 'relationship' as const,
      recordId: relationshipId,
      version: versionOf(ifMatch),
      fields: Object.keys(patch),
      eventFields: { type: 'relationshipType' },
    };
    await this.versions.checked(edit, () =>
      this.commands.execute(new UpdateRelationshipCommand(actor, relationshipId, patch, facts)),
    );
    const ends = [before.sourceEntityId, before.targetEntityId, patch.sourceEntityId, patch.targetEntityId];
    const undated = !effectiveDate && !('startDate' in patch) && !('endDate' in patch);
    await this.deadlines.planAfterLinkChange(
      actor.accountId,
      ends.filter((id): id is number => typeof id === 'number'),
      undated ? actor.correlationId : undefined,
    );
    return this.relationships.get(actor.accountId, relationshipId);
  }

  @Delete(':id')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('id', id) relationshipId: number,
    @Query() query: Record<string, unknown>,
    @Body(new ZodValidationPipe(jsonObject.optional())) body?: Record<string, unknown>,
  ): Promise<{ message: string }> {
    // Why and on what evidence, from the body or (for clients that send no body with DELETE) the query.
    const { changeReason, evidenceDocumentId } = new ZodValidationPipe(deleteRelationshipSchema).transform({
      ...query,
      ...body,
    });
    const ends = await this.deadlines.linkEnds(actor.accountId, relationshipId);
    await this.commands.execute(
      new DeleteRelationshipCommand(actor, relationshipId, { changeReason, evidenceDocumentId }),
    );
    await this.deadlines.planAfterLinkChange(actor.accountId, ends);
    return { message: 'Relationship deleted' };
  }
}
