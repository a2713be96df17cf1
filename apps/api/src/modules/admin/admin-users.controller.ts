import { Body, Controller, Delete, Get, Param, Patch, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminUserUpdateSchema, idParam, type PublicUser, sentFields } from '@ledgerline/contracts';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { sendList } from '../../http/send-list';
import { userSessionsOf } from '../../infrastructure/session/sign-in-record';
import { ZodValidationPipe } from '../../http/zod-validation.pipe';
import type { Actor } from '../../shared/actor';
import { DomainError, notFound } from '../../shared/domain-error';
import { AdminGuard } from '../identity/auth/authenticated.guard';
import { CurrentActor } from '../identity/auth/current-actor.decorator';
import { PublicUserService } from '../identity/auth/public-user.service';
import { DeleteUserCommand } from './commands/delete-user/delete-user.command';
import { type AdminUserPatch, UpdateUserCommand } from './commands/update-user/update-user.command';
import { type ListUsersQuery, listUsersQuery } from './queries/list-users/list-users.query';
import { UserListReader } from './queries/list-users/user-list.reader';

const id = new ZodValidationPipe(idParam, 'param', 'id');
const jsonObject = z.record(z.string(), z.unknown());

/** Enforced on the server: 401 for anonymous callers, 403 for non-admins (AdminGuard). */
@Controller('admin/users')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly users: PublicUserService,
    private readonly userList: UserListReader,
  ) {}

  /** Paged, sorted, filtered and searched on the server (docs/api-lists.md); every user without `limit`. */
  @Get()
  list(
    @Query(new ZodValidationPipe(listUsersQuery, 'query')) query: ListUsersQuery,
    @Res() response: Response,
  ): Promise<void> {
    return sendList(response, this.userList.list(query));
  }

  @Patch(':id')
  async update(
    @CurrentActor() actor: Actor,
    @Param('id', id) userId: number,
    @Body(new ZodValidationPipe(jsonObject)) body: Record<string, unknown>,
    @Req() request: Request,
  ): Promise<PublicUser> {
    const parsed = new ZodValidationPipe(adminUserUpdateSchema).transform(body);
    const { role, ...patch } = sentFields(parsed as Record<string, unknown>, body) as AdminUserPatch & {
      role?: 'admin' | 'user';
    };
    if (role !== undefined) {
      if (patch.isAdmin !== undefined && patch.isAdmin !== (role === 'admin'))
        throw new DomainError('invalid', 'REQUEST.VALIDATION_FAILED', 'role and isAdmin disagree', [
          { field: 'role', message: `role '${role}' disagrees with isAdmin ${String(patch.isAdmin)}` },
        ]);
      patch.isAdmin = role === 'admin';
    }
    await this.commands.execute(new UpdateUserCommand(actor, userId, patch));
    // A password set by an administrator ends the user's sessions (all but this one, when it is their own).
    if (patch.password !== undefined) await userSessionsOf(request).revokeOthers(userId, request.sessionID);
    const user = await this.users.findDocument(userId);
    if (!user) throw notFound('User');
    return this.users.toPublicUser(user);
  }

  @Delete(':id')
  async delete(@CurrentActor() actor: Actor, @Param('id', id) userId: number): Promise<{ message: string }> {
    await this.commands.execute(new DeleteUserCommand(actor, userId));
    return { message: 'User deleted' };
  }
}
