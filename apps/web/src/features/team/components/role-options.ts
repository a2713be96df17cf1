import { ACCOUNT_ROLES, type AccountRole } from '@ledgerline/contracts';

export const ROLE_LABELS: Record<AccountRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
};

/** What each role may do, as the invite dialog and the read-only notice explain it. */
export const ROLE_DESCRIPTIONS: Record<AccountRole, string> = {
  owner: 'Everything, including billing and the plan.',
  admin: 'Records, members and invitations.',
  editor: 'Records, filings and documents.',
  viewer: 'Read only; may download exports and the audit trail.',
};

export const ROLE_OPTIONS = ACCOUNT_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** 'an editor', 'a viewer': the role as a sentence names it. */
export const roleWithArticle = (role: AccountRole): string =>
  `${role === 'viewer' ? 'a' : 'an'} ${ROLE_LABELS[role].toLowerCase()}`;
