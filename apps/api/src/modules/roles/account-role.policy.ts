import { type AccountRole, roleAtLeast } from '@ledgerline/contracts';
import { DomainError } from '../../shared/domain-error';

/** The least account role a route needs, and what a weaker role is told it may not do. */
export interface RolePolicy {
  role: AccountRole;
  /** Completes "Viewers may not …". */
  action: string;
}

/**
 * The installation's administration (`/api/admin/*`, AdminGuard; plan changes by user id, the route's own
 * check): installation administrators act there on every account, whatever their role in their own.
 */
export const INSTALLATION = 'installation' as const;

interface RouteRule {
  role: AccountRole | typeof INSTALLATION;
  action: string;
  /** Upper-case HTTP methods, or '*' for every method. */
  methods: readonly string[] | '*';
  /** An Express route path; a trailing '/*' matches the path itself and everything under it. */
  path: string;
}

const READS = ['GET', 'HEAD'];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const ANY_MEMBER = { role: 'viewer', action: '' } as const;

/**
 * The routes that are not "read is viewer, write is editor" (docs/decisions/0039-account-roles.md). First
 * match wins; a route that matches none falls back to the default by method below.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  // Signing in, up and out, one's own password, sessions and preferences, and tokens that act with one's own role.
  { methods: '*', path: '/api/login', ...ANY_MEMBER },
  { methods: '*', path: '/api/logout', ...ANY_MEMBER },
  { methods: '*', path: '/api/register', ...ANY_MEMBER },
  { methods: '*', path: '/api/user/*', ...ANY_MEMBER },
  { methods: '*', path: '/api/invitations/*', ...ANY_MEMBER },
  { methods: '*', path: '/api/account/leave', ...ANY_MEMBER },
  { methods: '*', path: '/api/account/notification-preferences', ...ANY_MEMBER },
  { methods: '*', path: '/api/account/tokens/*', ...ANY_MEMBER },
  // Notifications are the account's, but read marks are each member's own.
  { methods: '*', path: '/api/notifications/*', ...ANY_MEMBER },
  // Verifying an audit export stores nothing: a read in effect, for auditors.
  { methods: ['POST'], path: '/api/audit/verify', ...ANY_MEMBER },
  // Members and invitations.
  { methods: '*', path: '/api/account/invitations/*', role: 'admin', action: 'manage invitations' },
  { methods: WRITES, path: '/api/account/members/*', role: 'admin', action: 'change members or their roles' },
  { methods: WRITES, path: '/api/account/settings', role: 'admin', action: "change the account's settings" },
  // Billing and plan, closing the account. Plan changes by user id are the installation administrators' for now.
  { methods: ['POST'], path: '/api/subscription/update', role: INSTALLATION, action: '' },
  { methods: WRITES, path: '/api/subscription/*', role: 'owner', action: 'change the plan or billing' },
  { methods: ['DELETE'], path: '/api/account', role: 'owner', action: 'close the account' },
  { methods: '*', path: '/api/testing/*', role: 'owner', action: 'seed test data (it changes the plan)' },
  {
    methods: WRITES,
    path: '/api/compliance/calendar-feed',
    role: 'editor',
    action: "issue or revoke the account's calendar feed",
  },
];

const READ_DEFAULT: RolePolicy = ANY_MEMBER;
const WRITE_DEFAULT: RolePolicy = { role: 'editor', action: 'change records' };

const matches = (rule: RouteRule, method: string, path: string): boolean => {
  if (rule.methods !== '*' && !rule.methods.includes(method)) return false;
  if (!rule.path.endsWith('/*')) return rule.path === path;
  const base = rule.path.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
};

/** The policy of one route, from its method and Express path (`/api/entities/:id`). */
export function policyOf(method: string, path: string): RolePolicy | typeof INSTALLATION {
  if (path === '/api/admin' || path.startsWith('/api/admin/')) return INSTALLATION;
  const upper = method.toUpperCase();
  const rule = ROUTE_RULES.find((candidate) => matches(candidate, upper, path));
  if (rule) return rule.role === INSTALLATION ? INSTALLATION : { role: rule.role, action: rule.action };
  return READS.includes(upper) ? READ_DEFAULT : WRITE_DEFAULT;
}

const PLURAL: Record<AccountRole, string> = {
  owner: 'Owners',
  admin: 'Admins',
  editor: 'Editors',
  viewer: 'Viewers',
};

const WHO_TO_ASK: Record<AccountRole, string> = {
  owner: 'ask an owner',
  admin: 'ask an owner or admin',
  editor: 'ask an owner or admin for the editor role',
  viewer: '',
};

/** The 403 a member with `role` gets where `policy` applies, or null when the role is enough. */
export function roleRefusal(role: AccountRole, policy: RolePolicy): DomainError | null {
  if (roleAtLeast(role, policy.role)) return null;
  return new DomainError(
    'forbidden',
    `ACCOUNT_ROLE.${policy.role.toUpperCase()}_REQUIRED`,
    `${PLURAL[role]} may not ${policy.action}; ${WHO_TO_ASK[policy.role]}.`,
  );
}
