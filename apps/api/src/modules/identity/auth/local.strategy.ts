import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { hashPassword, verifyPassword } from '../domain/password-hasher';
import type { SessionUser } from './session-user';
import { PublicUserService } from './public-user.service';
import { SignInThrottle } from './sign-in-throttle';

export const INVALID_CREDENTIALS = 'Invalid username or password';

// An unknown username is checked against this hash, so the answer takes as long as for a known one.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = (): Promise<string> => (dummyHash ??= hashPassword('no user has this password'));

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(
    private readonly users: PublicUserService,
    private readonly throttle: SignInThrottle,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  async validate(request: Request, username: string, password: string): Promise<SessionUser> {
    const address = request.ip ?? 'unknown';
    await this.throttle.assertMayTry(username, address);
    const user = await this.users.findForSignIn(username);
    const valid = await verifyPassword(password, user?.passwordHash ?? (await unknownUserHash()));
    if (!user || !valid) {
      await this.throttle.failed(username, address);
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    }
    await this.throttle.succeeded(username);
    return user;
  }
}
