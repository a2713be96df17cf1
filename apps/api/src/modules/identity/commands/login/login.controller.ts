import { Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { PublicUser } from '@ledgerline/contracts';
import type { Request } from 'express';
import { LoginGuard } from '../../auth/login.guard';
import { PublicUserService } from '../../auth/public-user.service';
import type { SessionUser } from '../../auth/session-user';

@Controller()
export class LoginController {
  constructor(private readonly users: PublicUserService) {}

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  async login(@Req() request: Request): Promise<PublicUser> {
    return this.users.toPublicUser(request.user as SessionUser);
  }
}
