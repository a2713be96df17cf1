import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { UserSessionSummary } from '@ledgerline/contracts';
import type { Request } from 'express';
import { AuthenticatedGuard } from '../../auth/authenticated.guard';
import { OwnSessions } from '../../sessions/own-sessions.service';

@Controller('user/sessions')
@UseGuards(AuthenticatedGuard)
export class ListSessionsController {
  constructor(private readonly sessions: OwnSessions) {}

  /** The caller's live sessions, this one first (`current: true`), then by sign-in time, newest first. */
  @Get()
  list(@Req() request: Request): Promise<UserSessionSummary[]> {
    return this.sessions.list(request);
  }
}
