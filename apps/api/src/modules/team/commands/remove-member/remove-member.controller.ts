import { Controller, Delete, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { userSessionsOf } from '../../../../infrastructure/session/sign-in-record';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { MembersReader } from '../../queries/list-members/members.reader';
import { RemoveMemberCommand } from './remove-member.command';

@Controller('account')
@UseGuards(AuthenticatedGuard)
export class RemoveMemberController {
  constructor(private readonly commands: CommandBus) {}

  /** 204; 404 for a user who is not a member; 409 when it would leave the account without an owner. */
  @Delete('members/:userId')
  @HttpCode(204)
  async remove(
    @CurrentActor() actor: Actor,
    @Param('userId', MembersReader.userIdParam) userId: number,
    @Req() request: Request,
  ): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(actor, userId, userSessionsOf(request)));
  }

  /** Any member may leave (not the only owner); their sessions end, so the app shows them signed out. */
  @Post('leave')
  @HttpCode(204)
  async leave(@CurrentActor() actor: Actor, @Req() request: Request): Promise<void> {
    await this.commands.execute(new RemoveMemberCommand(actor, actor.userId, userSessionsOf(request)));
  }
}
