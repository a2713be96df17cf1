/** The routes the query-plan spec (query-plans.int.spec.ts) sends, with their sweeps of sorts and filters. */

/**
 * Every statement a read route issues must read an indexed slice of one account: no scan of
 * a collection, no search that starts with a range, no sort outside an index. The routes run against
 * a seeded register so that the planner sees real tables.
 */
export const ROUTES = [
  '/api/dashboard',
  '/api/entities/key',
  '/api/entities/hierarchy',
  '/api/entities/hierarchy?maxDepth=3&limit=25',
  '/api/entities/hierarchy?q=acme&limit=25&offset=25',
  '/api/entities/network',
  '/api/user',
  '/api/subscription',
  '/api/entities/limit',
  '/api/entities',
  '/api/entities?type=company&limit=10',
  '/api/entities?type=company&limit=10&offset=10&sort=name&order=desc',
  '/api/entities?type=company&status=inactive&limit=10&sort=name',
  '/api/entities?type=individual&limit=10&sort=registrationNumber',
  '/api/entities?type=trust&limit=10&sort=country&order=desc',
  '/api/entities?type=company&limit=10&sort=status',
  '/api/entities?limit=10&sort=name',
  // The All Entities list (/entities): every kind, by status, by word search.
  '/api/entities?limit=10',
  '/api/entities?status=inactive&limit=10',
  '/api/entities?q=acme&limit=10',
  '/api/entities?status=active&groupId={group}&limit=10',
  '/api/entities?type=company&q=acme&limit=10&sort=name',
  '/api/entities?groupId={group}&limit=10&sort=name',
  '/api/entities?groupId={group}&type=company&limit=10',
  '/api/entities?type=trust&compliance=attention&limit=1',
  '/api/entities?compliance=compliant&limit=10&offset=10&sort=name',
  '/api/entities?groupId={group}&compliance=attention&limit=10',
  '/api/entities?notInGroupId={group}&limit=20&sort=name',
  '/api/entities?notInGroupId={group}&q=acme&limit=20&sort=name',
  '/api/entities?notInGroupId={group}&type=company&limit=5&offset=3',
  '/api/entities?notInGroupId={group}',
  '/api/entities/relationships?limit=10',
  '/api/entities/{company}',
  '/api/entities/{person}',
  '/api/entities/{company}/relationships',
  '/api/entities/{company}/relationships?limit=5&sort=type&q=nkosi',
  '/api/entities/{company}/assets',
  '/api/entities/{company}/assets?limit=5&sort=value&order=desc',
  '/api/entities/{company}/filings',
  '/api/entities/{company}/files',
  '/api/entities/{person}/details',
  '/api/relationships',
  '/api/relationships?limit=10&offset=1',
  '/api/relationships?entityId={person}&status=active&limit=10',
  '/api/relationships?q=thandi%20acme&limit=10',
  '/api/relationships/{relationship}',
  '/api/assets',
  '/api/assets?limit=10&sort=name&q=head',
  '/api/assets?entityId={company}&type=real_estate&limit=10&sort=acquisitionDate',
  '/api/assets/{asset}',
  '/api/groups',
  '/api/groups?limit=1&offset=1&sort=createdAt&order=desc&q=clients',
  '/api/groups/{group}/entities',
  '/api/groups/{group}/entities?type=company&limit=1&q=acme',
  '/api/compliance/filing-requirements',
  '/api/compliance/filing-requirements?limit=10&status=overdue',
  '/api/compliance/filing-requirements?status=pending&entityId={company}&limit=10',
  '/api/compliance/filing-requirements?q=annual&limit=10&sort=requirementType',
  '/api/compliance/filing-requirements?assignee=me&sort=priority&limit=10',
  '/api/compliance/filing-requirements?assignee=none&status=pending&limit=10',
  '/api/compliance/filing-requirements/upcoming',
  '/api/compliance/filing-requirements/overdue',
  '/api/compliance/filing-requirements/{company}',
  '/api/compliance/files',
  '/api/compliance/files?entityId={company}&validationStatus=pending&limit=10&sort=name',
  '/api/compliance/files?q=register&limit=10',
  '/api/compliance/files/stats',
  '/api/compliance/files/stats?entityId={company}',
  '/api/compliance/beneficial-owners/{company}',
  '/api/compliance/beneficial-owners/{company}?threshold=10',
  '/api/compliance/beneficial-owners/{trust}',
  '/api/compliance/trusts/{trust}',
  '/api/compliance/status/{company}',
  '/api/compliance/status/{trust}',
  '/api/notifications',
  '/api/notifications?isRead=false&limit=10&offset=1',
  '/api/notifications?q=overdue',
  '/api/activities/recent',
  '/api/activities/recent?limit=5&offset=5&activityType=create_company',
  '/api/activities/recent?entityId={company}&q=acme',
  '/api/admin/users',
  '/api/admin/users?limit=10&sort=username&order=desc',
  '/api/admin/users?role=admin&subscriptionTier=free&limit=10&sort=createdAt',
  '/api/admin/users?subscriptionStatus=active&q=plan&limit=10',
  '/api/export/entities?format=csv',
  '/api/export/relationships?format=json',
  '/api/search?q=acme',
  '/api/search?q=nkosi%20fam&limit=50',
  '/api/entities/{company}/deletion-impact',
  '/api/entities/{trust}/deletion-impact',
  '/api/trash',
  '/api/trash?limit=10&offset=10&sort=name&q=acme',
];

/**
 * Write routes, checked with every statement they issue: the command's reads and those of the projections
 * it waits for. A subsidiary link starts the beneficial-owner walks from both of its ends, and the company's
 * filed owners (submitted in the seed) are computed again to plan a refiling.
 */
export const WRITES: { route: string; body: (ids: Record<string, number>) => object }[] = [
  {
    route: 'POST /api/relationships',
    body: (ids) => ({
      sourceEntityId: ids.company,
      targetEntityId: ids.holding,
      type: 'subsidiary',
      ownershipPercentage: 10,
    }),
  },
];

/**
 * Each list route with every sort in both directions, alone and after each filter and a search: the
 * layouts must serve every combination, not only the ones a page happens to send.
 */
export const SWEEPS: { path: string; sorts: string[]; filters: string[] }[] = [
  {
    path: '/api/entities',
    sorts: ['createdAt', 'name', 'status', 'registrationNumber', 'country'],
    filters: [
      'type=trust',
      'status=active',
      'compliance=attention',
      'type=trust&compliance=compliant&status=active',
      'groupId={group}',
      'groupId={group}&compliance=attention',
      'notInGroupId={group}',
      'notInGroupId={group}&type=trust&compliance=attention',
      'q=acme',
    ],
  },
  {
    path: '/api/relationships',
    sorts: ['createdAt', 'type', 'ownershipPercentage', 'startDate'],
    filters: ['type=shareholder', 'status=inactive', 'entityId={person}', 'q=acme'],
  },
  {
    path: '/api/entities/{company}/relationships',
    sorts: ['createdAt', 'type', 'ownershipPercentage', 'startDate'],
    filters: ['type=founder', 'status=active', 'q=nkosi'],
  },
  {
    path: '/api/assets',
    sorts: ['createdAt', 'name', 'type', 'value', 'acquisitionDate', 'status'],
    filters: ['type=vehicle', 'status=disposed', 'entityId={company}', 'q=office'],
  },
  { path: '/api/groups', sorts: ['name', 'createdAt'], filters: ['q=clients'] },
  { path: '/api/groups/{group}/entities', sorts: ['name'], filters: ['type=trust', 'q=acme'] },
  {
    path: '/api/compliance/filing-requirements',
    sorts: ['dueDate', 'requirementType', 'createdAt'],
    filters: ['status=submitted', 'status=pending', 'status=overdue', 'entityId={company}', 'q=annual'],
  },
  {
    path: '/api/compliance/filing-requirements/overdue',
    sorts: ['dueDate', 'requirementType', 'createdAt'],
    filters: ['entityId={company}', 'q=tax'],
  },
  {
    path: '/api/compliance/filing-requirements/upcoming',
    sorts: ['dueDate', 'requirementType', 'createdAt'],
    filters: ['entityId={company}', 'q=annual'],
  },
  {
    path: '/api/compliance/files',
    sorts: ['createdAt', 'name'],
    filters: ['entityId={company}', 'documentType=other', 'validationStatus=valid', 'q=register'],
  },
  { path: '/api/notifications', sorts: ['createdAt'], filters: ['isRead=true', 'q=due'] },
  {
    path: '/api/admin/users',
    sorts: ['id', 'username', 'createdAt'],
    filters: ['role=user', 'subscriptionTier=pro', 'subscriptionStatus=canceled', 'q=plan'],
  },
  { path: '/api/trash', sorts: ['deletedAt', 'name'], filters: ['q=acme'] },
];

/**
 * The entity list across types (an API-only read: the app's lists are one type's, its pickers search) sorted
 * by status, registration number or country sorts the account's rows instead of walking an index: each index
 * is a B-tree every create writes (docs/decisions/0047). Every other sweep route walks one.
 */
export const sortedInMemory = (route: string): boolean =>
  route.startsWith('/api/entities?') &&
  !/[?&](type|groupId)=/.test(route) &&
  /[?&]sort=(status|registrationNumber|country)&/.test(route);

export const sweepRoutes = ({ path, sorts, filters }: (typeof SWEEPS)[number]): string[] =>
  ['', ...filters].flatMap((filter) =>
    sorts.flatMap((sort) =>
      ['asc', 'desc'].map(
        (order) =>
          `${path}?${[filter, `sort=${sort}`, `order=${order}`, 'limit=5', 'offset=1'].filter(Boolean).join('&')}`,
      ),
    ),
  );
