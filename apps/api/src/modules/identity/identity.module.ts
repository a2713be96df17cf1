import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { AdminGuard, AuthenticatedGuard } from './auth/authenticated.guard';
import { LocalStrategy } from './auth/local.strategy';
import { PublicUserService } from './auth/public-user.service';
import { SessionSerializer } from './auth/session.serializer';
import { SignInThrottle } from './auth/sign-in-throttle';
import { LoginController } from './commands/login/login.controller';
import { LogoutController } from './commands/logout/logout.controller';
import { RegisterUserController } from './commands/register-user/register-user.controller';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { GetCurrentUserController } from './queries/get-current-user/get-current-user.controller';

@Module({
  imports: [CqrsModule, PassportModule.register({ session: true })],
  controllers: [RegisterUserController, LoginController, LogoutController, GetCurrentUserController],
  providers: [
    PublicUserService,
    LocalStrategy,
    SignInThrottle,
    SessionSerializer,
    RegisterUserHandler,
    AuthenticatedGuard,
    AdminGuard,
  ],
  exports: [PublicUserService, AuthenticatedGuard, AdminGuard],
})
export class IdentityModule {}
