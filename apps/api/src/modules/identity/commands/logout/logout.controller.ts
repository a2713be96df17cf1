import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';

@Controller()
export class LogoutController {
  /** Ends the session whether or not one exists, so a double logout is harmless. */
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ message: string }> {
    await new Promise<void>((resolve, reject) =>
      request.logout((error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve) =>
      request.session ? request.session.destroy(() => resolve()) : resolve(),
    );
    response.clearCookie('ledgerline.sid');
    return { message: 'Logged out' };
  }
}
