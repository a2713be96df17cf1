import { Body, Controller, Param, Patch, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  type AccountMemberView,
  changeMemberRoleRequestSchema,
  type ChangeMemberRoleRequest,
} from '@ledgerline/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../../../../http/zod-validation.pipe';
import { userSessionsOf } from '../../../../infrastructure/session/sign-in-record';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { MembersReader } from '../../queries/list-members/members.reader';
import { ChangeMemberRoleCommand } from './change-member-role.command';

@Controller('account/members')
@UseGuards(AuthenticatedGuard)
export class ChangeMemberRoleController {
  constructor(
    private readonly commands: CommandBus,
    private readonly members: MembersReader,
  ) {}

  /** 404 for a user who is not a member of the caller's account. */
  @Patch(':userId')
  async change(
    @CurrentActor() actor: Actor,
    @Param('userId', MembersReader.userIdParam) userId: number,
    @Body(new ZodValidationPipe(changeMemberRoleRequestSchema)) body: ChangeMemberRoleRequest,
    @Req() request: Request,
  ): Promise<AccountMemberView> {
    await this.commands.execute(new ChangeMemberRoleCommand(actor, userId, body.role));
    return this.members.one(actor.accountId, userId, userSessionsOf(request));
  }
}
