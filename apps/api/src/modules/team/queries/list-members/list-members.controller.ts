import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { AccountMemberView } from '@ledgerline/contracts';
import type { Request } from 'express';
import { userSessionsOf } from '../../../../infrastructure/session/sign-in-record';
import type { Actor } from '../../../../shared/actor';
import { AuthenticatedGuard } from '../../../identity/auth/authenticated.guard';
import { CurrentActor } from '../../../identity/auth/current-actor.decorator';
import { MembersReader } from './members.reader';

/** Every member may see who else is in the account, oldest member first. */
@Controller('account/members')
@UseGuards(AuthenticatedGuard)
export class ListMembersController {
  constructor(private readonly members: MembersReader) {}

  @Get()
  list(@CurrentActor() actor: Actor, @Req() request: Request): Promise<AccountMemberView[]> {
    return this.members.list(actor.accountId, userSessionsOf(request));
  }
}
