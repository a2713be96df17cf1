import { Controller, Delete, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AuthenticatedGuard } from '../../auth/authenticated.guard';
import { OwnSessions } from '../../sessions/own-sessions.service';

@Controller('user/sessions')
@UseGuards(AuthenticatedGuard)
export class RevokeSessionsController {
  constructor(private readonly sessions: OwnSessions) {}

  /** Signs every other session of the caller out; this one stays. */
  @Delete()
  @HttpCode(200)
  async revokeOthers(@Req() request: Request): Promise<{ message: string; endedSessions: number }> {
    const endedSessions = await this.sessions.revokeOthers(request);
    return { message: 'Other sessions signed out', endedSessions };
  }

  /** Signs one of the caller's sessions out; 404 for an id that is not one of theirs. */
  @Delete(':id')
  @HttpCode(200)
  async revoke(@Req() request: Request, @Param('id') id: string): Promise<{ message: string }> {
    await this.sessions.revoke(request, id);
    return { message: 'Session signed out' };
  }
}
