import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type GroupDetailView, groupFieldsSchema, type GroupView, idParam } from '@ledgerline/contracts';
import type { Response } from 'express';
import type { z } from 'zod';
import { sendList } from '../../http/send-list';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { AuthenticatedGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { AddGroupMemberCommand } from './commands/add-group-member/add-group-member.command';
import { CreateGroupCommand } from './commands/create-group/create-group.command';
import { DeleteGroupCommand } from './commands/delete-group/delete-group.command';
import { RemoveGroupMemberCommand } from './commands/remove-group-member/remove-group-member.command';
import { SetDefaultGroupCommand } from './commands/set-default-group/set-default-group.command';
import { UpdateGroupCommand } from './commands/update-group/update-group.command';
import { GroupsReader } from './queries/groups.reader';
import {
  type ListGroupMembersQuery,
  type ListGroupsQuery,
  listGroupMembersQuery,
  listGroupsQuery,
} from './queries/list-groups/list-groups.query';

type GroupFields = z.output<typeof groupFieldsSchema>;
const param = (name: string) => new ZodValidationPipe(idParam, 'param', name);

@Controller('groups')
@UseGuards(AuthenticatedGuard)
export class GroupsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly groups: GroupsReader,
  ) {}

  /** Paged, sorted and searched on the server (docs/api-lists.md); the whole list without `limit`. */
  @Get()
  list(
    @CurrentActor() actor: Actor,
    @Query(new ZodValidationPipe(listGroupsQuery, 'query')) query: ListGroupsQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.groups.list(actor.accountId, query));
  }

  /** One group, as a row of the list: where a 202 for a group write points (api-exception.filter.ts). */
  @Get(':id')
  get(@CurrentActor() actor: Actor, @Param('id', param('id')) groupId: number): Promise<GroupView> {
    return this.groups.get(actor.accountId, groupId);
  }

  @Post()
  @HttpCode(201)
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(groupFieldsSchema)) body: GroupFields,
  ): Promise<GroupView> {
    const { groupId } = await this.commands.execute(
      new CreateGroupCommand(actor, body.name, body.description),
    );
    return this.groups.get(actor.accountId, groupId);
  }

  @Put(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', param('id')) groupId: number,
    @Body(new ZodValidationPipe(groupFieldsSchema)) body: GroupFields,
  ): Promise<GroupView> {
    await this.groups.get(actor.accountId, groupId);
    await this.commands.execute(new UpdateGroupCommand(actor, groupId, body.name, body.description));
    return this.groups.get(actor.accountId, groupId);
  }

  @Delete(':id')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('id', param('id')) groupId: number,
  ): Promise<{ message: string }> {
    await this.commands.execute(new DeleteGroupCommand(actor, groupId));
    return { message: 'Group deleted' };
  }

  @Post(':id/default')
  @HttpCode(200)
  async setDefault(
    @CurrentActor() actor: Actor,
    @Param('id', param('id')) groupId: number,
  ): Promise<GroupView> {
    await this.commands.execute(new SetDefaultGroupCommand(actor, groupId));
    return this.groups.get(actor.accountId, groupId);
  }

  /** The group with its members; `limit`, `type`, `q` and `sort` page the `entities` array (X-Total-Count). */
  @Get(':id/entities')
  async detail(
    @CurrentActor() actor: Actor,
    @Param('id', param('id')) groupId: number,
    @Query(new ZodValidationPipe(listGroupMembersQuery, 'query')) query: ListGroupMembersQuery,
    @Res() response: Response,
  ): Promise<void> {
    const { group, members } = await this.groups.detailListing(actor.accountId, groupId, query);
    return sendList(response, members, { head: group, key: 'entities' });
  }

  @Post(':groupId/entities/:entityId')
  @HttpCode(201)
  async addMember(
    @CurrentActor() actor: Actor,
    @Param('groupId', param('groupId')) groupId: number,
    @Param('entityId', param('entityId')) entityId: number,
  ): Promise<GroupDetailView> {
    await this.commands.execute(new AddGroupMemberCommand(actor, groupId, entityId));
    return this.groups.detail(actor.accountId, groupId);
  }

  @Delete(':groupId/entities/:entityId')
  async removeMember(
    @CurrentActor() actor: Actor,
    @Param('groupId', param('groupId')) groupId: number,
    @Param('entityId', param('entityId')) entityId: number,
  ): Promise<GroupDetailView> {
    await this.commands.execute(new RemoveGroupMemberCommand(actor, groupId, entityId));
    return this.groups.detail(actor.accountId, groupId);
  }
}
