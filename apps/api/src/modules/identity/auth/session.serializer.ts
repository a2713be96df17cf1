import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from './session-user';
import { PublicUserService } from './public-user.service';

/**
 * The session keeps only the user id; the user is reloaded each request so a deleted user is signed out
 * (from the user's stream while the read models are being rebuilt).
 * Passport's serializers are process-wide: once this application closes it passes ('pass') to the next
 * one registered, which matters when several application instances share a process (tests).
 */
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  private closed = false;

  constructor(private readonly users: PublicUserService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: SessionUser, done: (error: unknown, id?: number) => void): void {
    if (this.closed) return done('pass');
    done(null, user.userId);
  }

  deserializeUser(userId: number, done: (error: unknown, user?: SessionUser | false) => void): void {
    if (this.closed) return done('pass');
    this.users.findSessionUser(Number(userId)).then(
      (user) => done(null, user ?? false),
      (error: unknown) => done(error),
    );
  }
}
