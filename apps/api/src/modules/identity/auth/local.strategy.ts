import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { verifyPassword } from '../domain/password-hasher';
import type { SessionUser } from './session-user';
import { PublicUserService } from './public-user.service';

export const INVALID_CREDENTIALS = 'Invalid username or password';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly users: PublicUserService) {
    super({ usernameField: 'username', passwordField: 'password' });
  }

  async validate(username: string, password: string): Promise<SessionUser> {
    const user = await this.users.findByUsername(username);
    if (!user || !(await verifyPassword(password, user.passwordHash)))
      throw new UnauthorizedException(INVALID_CREDENTIALS);
    return user;
  }
}
