import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountRoleGuard } from './account-role.guard';

/** Account roles on every route: owner > admin > editor > viewer. */
@Module({ providers: [{ provide: APP_GUARD, useClass: AccountRoleGuard }] })
export class RolesModule {}
