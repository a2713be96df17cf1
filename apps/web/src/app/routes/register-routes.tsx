import type { RouteObject } from 'react-router-dom';

/** Relationships, assets and groups (spec 001 section 2, spec 000 groups), the Trash (decision 0023) and the Audit log (0028). */
export const registerRoutes: RouteObject[] = [
  { path: 'deadlines', lazy: async () => ({ Component: (await import('./deadlines')).DeadlinesRoute }) },
  {
    path: 'relationships',
    lazy: async () => ({ Component: (await import('./relationship-list')).RelationshipListRoute }),
  },
  {
    path: 'relationships/create',
    lazy: async () => ({ Component: (await import('./relationship-create')).RelationshipCreateRoute }),
  },
  {
    path: 'relationships/:relationshipId',
    lazy: async () => ({ Component: (await import('./relationship-detail')).RelationshipDetailRoute }),
  },
  {
    path: 'relationships/:relationshipId/edit',
    lazy: async () => ({ Component: (await import('./relationship-edit')).RelationshipEditRoute }),
  },
  {
    path: 'assets',
    lazy: async () => ({ Component: (await import('./asset-list')).AssetListRoute }),
  },
  {
    path: 'assets/create',
    lazy: async () => ({ Component: (await import('./asset-create')).AssetCreateRoute }),
  },
  {
    path: 'assets/:assetId',
    lazy: async () => ({ Component: (await import('./asset-detail')).AssetDetailRoute }),
  },
  {
    path: 'assets/:assetId/edit',
    lazy: async () => ({ Component: (await import('./asset-edit')).AssetEditRoute }),
  },
  {
    path: 'groups',
    lazy: async () => ({ Component: (await import('./group-list')).GroupListRoute }),
  },
  {
    path: 'groups/:groupId',
    lazy: async () => ({ Component: (await import('./group-detail')).GroupDetailRoute }),
  },
  {
    path: 'trash',
    lazy: async () => ({ Component: (await import('./trash')).TrashRoute }),
  },
  {
    path: 'audit-log',
    lazy: async () => ({ Component: (await import('./audit-log')).AuditLogRoute }),
  },
  {
    path: 'personal-data',
    lazy: async () => ({ Component: (await import('./personal-data')).PersonalDataRoute }),
  },
  {
    path: 'import/bods',
    lazy: async () => ({ Component: (await import('./bods-import')).BodsImportRoute }),
  },
  {
    path: 'import/spreadsheet',
    lazy: async () => ({ Component: (await import('./spreadsheet-import')).SpreadsheetImportRoute }),
  },
];
