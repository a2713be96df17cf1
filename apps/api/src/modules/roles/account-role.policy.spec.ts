import { ACCOUNT_ROLES, type AccountRole } from '@ledgerline/contracts';
import { INSTALLATION, policyOf, type RolePolicy, roleRefusal } from './account-role.policy';

const allowed = (policy: RolePolicy | typeof INSTALLATION) => {
  if (policy === INSTALLATION) throw new Error('an installation route');
  return ACCOUNT_ROLES.filter((role) => roleRefusal(role, policy) === null);
};

describe('account role policy', () => {
  it('lets every member read and only editors and above change records', () => {
    expect(allowed(policyOf('GET', '/api/entities/:id'))).toEqual(ACCOUNT_ROLES);
    expect(allowed(policyOf('HEAD', '/api/entities'))).toEqual(ACCOUNT_ROLES);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(allowed(policyOf(method, '/api/entities/:id'))).toEqual(['owner', 'admin', 'editor']);
  });

  it('keeps members and invitations to admins, the plan and closing to owners', () => {
    expect(allowed(policyOf('GET', '/api/account/invitations'))).toEqual(['owner', 'admin']);
    expect(allowed(policyOf('DELETE', '/api/account/invitations/:id'))).toEqual(['owner', 'admin']);
    expect(allowed(policyOf('PATCH', '/api/account/members/:userId'))).toEqual(['owner', 'admin']);
    expect(allowed(policyOf('GET', '/api/account/members'))).toEqual(ACCOUNT_ROLES);
    expect(allowed(policyOf('PATCH', '/api/account/settings'))).toEqual(['owner', 'admin']);
    expect(allowed(policyOf('POST', '/api/subscription/cancel'))).toEqual(['owner']);
    expect(allowed(policyOf('DELETE', '/api/account'))).toEqual(['owner']);
  });

  it('lets any member look after their own sign-in, sessions, tokens and read marks, and verify an export', () => {
    const own: [string, string][] = [
      ['POST', '/api/logout'],
      ['POST', '/api/user/password'],
      ['DELETE', '/api/user/sessions/:id'],
      ['POST', '/api/account/leave'],
      ['PUT', '/api/account/notification-preferences'],
      ['POST', '/api/account/tokens'],
      ['DELETE', '/api/account/tokens/:id'],
      ['POST', '/api/invitations/:token/accept'],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/audit/verify'],
    ];
    for (const [method, path] of own)
      expect([method, path, allowed(policyOf(method, path))]).toEqual([method, path, ACCOUNT_ROLES]);
  });

  it('leaves the installation administration to AdminGuard', () => {
    expect(policyOf('DELETE', '/api/admin/users/:id')).toBe(INSTALLATION);
    expect(policyOf('PUT', '/api/admin/holiday-calendar')).toBe(INSTALLATION);
    // Any user's plan by user id: the route admits installation administrators only.
    expect(policyOf('POST', '/api/subscription/update')).toBe(INSTALLATION);
    expect(policyOf('POST', '/api/administrators')).not.toBe(INSTALLATION);
  });

  it('matches a prefix rule on whole path segments only', () => {
    expect(allowed(policyOf('POST', '/api/account/tokens-export'))).toEqual(['owner', 'admin', 'editor']);
    expect(allowed(policyOf('POST', '/api/subscriptions'))).toEqual(['owner', 'admin', 'editor']);
  });

  it('answers 403 naming what the role may not do and whom to ask', () => {
    const refusal = (role: AccountRole, method: string, path: string) => {
      const policy = policyOf(method, path);
      if (policy === INSTALLATION) throw new Error('not an account route');
      const error = roleRefusal(role, policy);
      return error && { kind: error.kind, code: error.code, message: error.message };
    };
    expect(refusal('viewer', 'POST', '/api/entities')).toEqual({
      kind: 'forbidden',
      code: 'ACCOUNT_ROLE.EDITOR_REQUIRED',
      message: 'Viewers may not change records; ask an owner or admin for the editor role.',
    });
    expect(refusal('editor', 'POST', '/api/account/invitations')).toEqual({
      kind: 'forbidden',
      code: 'ACCOUNT_ROLE.ADMIN_REQUIRED',
      message: 'Editors may not manage invitations; ask an owner or admin.',
    });
    expect(refusal('admin', 'PATCH', '/api/subscription/billing')?.message).toBe(
      'Admins may not change the plan or billing; ask an owner.',
    );
    expect(refusal('owner', 'PATCH', '/api/subscription/billing')).toBeNull();
  });
});
