import { Reflector } from '@nestjs/core';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import type { AccountRole } from '@ledgerline/contracts';
import { AccountRoleGuard } from './account-role.guard';
import { RequiresAccountRole } from './requires-account-role.decorator';

class KeysController {
  @RequiresAccountRole('admin', 'rotate the signing keys')
  rotate(): void {}

  list(): void {}
}

const guard = new AccountRoleGuard(new Reflector());

/** What the guard says to a request of `role` (no user when null) for a handler at method and route path. */
function answer(role: AccountRole | null, method: string, path: string, handler: keyof KeysController) {
  const request = { method, path, route: { path }, user: role ? { accountRole: role } : undefined };
  const context = new ExecutionContextHost(
    [request, {}, () => {}],
    KeysController,
    KeysController.prototype[handler],
  );
  context.setType('http');
  try {
    return guard.canActivate(context);
  } catch (error) {
    return (error as Error).message;
  }
}

describe('AccountRoleGuard', () => {
  it('takes a declared role over the table and the method', () => {
    expect(answer('editor', 'GET', '/api/audit/keys/rotate', 'rotate')).toBe(
      'Editors may not rotate the signing keys; ask an owner or admin.',
    );
    expect(answer('admin', 'GET', '/api/audit/keys/rotate', 'rotate')).toBe(true);
  });

  it('falls back to the route table by the Express path', () => {
    expect(answer('viewer', 'GET', '/api/audit/keys', 'list')).toBe(true);
    expect(answer('viewer', 'DELETE', '/api/audit/keys/:id', 'list')).toBe(
      'Viewers may not change records; ask an owner or admin for the editor role.',
    );
  });

  it('lets a request without a user through to the route, and leaves /api/admin to AdminGuard', () => {
    expect(answer(null, 'DELETE', '/api/entities/:id', 'list')).toBe(true);
    expect(answer('viewer', 'DELETE', '/api/admin/users/:id', 'list')).toBe(true);
  });

  it('counts a user without a role (projected before team accounts) as the owner', () => {
    const request = {
      method: 'POST',
      path: '/api/subscription/cancel',
      route: { path: '/api/subscription/cancel' },
      user: {},
    };
    const context = new ExecutionContextHost(
      [request, {}, () => {}],
      KeysController,
      KeysController.prototype.list,
    );
    context.setType('http');
    expect(guard.canActivate(context)).toBe(true);
  });
});
