import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { PublicUser } from '@ledgerline/contracts';
import type { Request } from 'express';
import { AuthenticatedGuard } from '../../auth/authenticated.guard';
import { PublicUserService } from '../../auth/public-user.service';
import type { SessionUser } from '../../auth/session-user';

@Controller()
export class GetCurrentUserController {
  constructor(private readonly users: PublicUserService) {}

  /** 401 when anonymous; the client treats that as "no user", not as an error. */
  @Get('user')
  @UseGuards(AuthenticatedGuard)
  async current(@Req() request: Request): Promise<PublicUser> {
    return this.users.toPublicUser(request.user as SessionUser);
  }
}
