import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { AdminGuard, AuthenticatedGuard } from './auth/authenticated.guard';
import { LocalStrategy } from './auth/local.strategy';
import { PublicUserService } from './auth/public-user.service';
import { SessionSerializer } from './auth/session.serializer';
import { SignInThrottle } from './auth/sign-in-throttle';
import { ChangePasswordController } from './commands/change-password/change-password.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { LoginController } from './commands/login/login.controller';
import { LogoutController } from './commands/logout/logout.controller';
import { RegisterUserController } from './commands/register-user/register-user.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { RevokeSessionsController } from './commands/revoke-sessions/revoke-sessions.controller';
import { GetCurrentUserController } from './queries/get-current-user/get-current-user.controller';
import { ListSessionsController } from './queries/list-sessions/list-sessions.controller';
import { OwnSessions } from './sessions/own-sessions.service';

@Module({
  imports: [CqrsModule, PassportModule.register({ session: true })],
  controllers: [
    RegisterUserController,
    LoginController,
    LogoutController,
    GetCurrentUserController,
    ChangePasswordController,
    ListSessionsController,
    RevokeSessionsController,
  ],
  providers: [
    PublicUserService,
    LocalStrategy,
    SignInThrottle,
    SessionSerializer,
    RegisterUserHandler,
    ChangePasswordHandler,
    OwnSessions,
    AuthenticatedGuard,
    AdminGuard,
  ],
  exports: [PublicUserService, AuthenticatedGuard, AdminGuard, SignInThrottle],
})
export class IdentityModule {}
