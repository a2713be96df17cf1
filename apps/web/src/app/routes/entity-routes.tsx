import type { RouteObject } from 'react-router-dom';

/** Companies, individuals and trusts (spec 001 section 2). */
export const entityRoutes: RouteObject[] = [
  {
    path: 'companies',
    lazy: async () => ({ Component: (await import('./companies')).CompaniesRoute }),
  },
  {
    path: 'companies/create',
    lazy: async () => ({ Component: (await import('./company-create')).CompanyCreateRoute }),
  },
  {
    path: 'companies/:companyId',
    lazy: async () => ({ Component: (await import('./company-detail')).CompanyDetailRoute }),
  },
  {
    path: 'companies/:companyId/edit',
    lazy: async () => ({ Component: (await import('./company-edit')).CompanyEditRoute }),
  },
  {
    path: 'individuals',
    lazy: async () => ({ Component: (await import('./individuals')).IndividualsRoute }),
  },
  {
    path: 'individuals/create',
    lazy: async () => ({ Component: (await import('./individual-create')).IndividualCreateRoute }),
  },
  {
    path: 'individuals/:individualId',
    lazy: async () => ({ Component: (await import('./individual-detail')).IndividualDetailRoute }),
  },
  {
    path: 'individuals/:individualId/edit',
    lazy: async () => ({ Component: (await import('./individual-edit')).IndividualEditRoute }),
  },
  {
    path: 'trusts',
    lazy: async () => ({ Component: (await import('./trusts')).TrustsRoute }),
  },
  {
    path: 'trusts/create',
    lazy: async () => ({ Component: (await import('./trust-create')).TrustCreateRoute }),
  },
  {
    path: 'trusts/:trustId',
    lazy: async () => ({ Component: (await import('./trust-detail')).TrustDetailRoute }),
  },
  {
    path: 'trusts/:trustId/edit',
    lazy: async () => ({ Component: (await import('./trust-edit')).TrustEditRoute }),
  },
  {
    path: 'companies/:companyId/compliance',
    lazy: async () => ({ Component: (await import('./compliance-company')).CompanyComplianceRoute }),
  },
  {
    path: 'trusts/:trustId/compliance',
    lazy: async () => ({ Component: (await import('./compliance-trust')).TrustComplianceRoute }),
  },
  // Other sub-paths of an entity show the fallback in the shell.
  ...['companies/:companyId/*', 'individuals/:individualId/*', 'trusts/:trustId/*'].map(
    (path): RouteObject => ({
      path,
      lazy: async () => ({ Component: (await import('./not-found')).NotFoundContent }),
    }),
  ),
  // Dashboard links (spec 000 leaves them unrouted): /entities opens the companies list, /entities/{id} the
  // entity's own section page.
  {
    path: 'entities',
    lazy: async () => ({ Component: (await import('./dashboard')).EntitiesIndexRoute }),
  },
  {
    path: 'entities/:entityId',
    lazy: async () => ({ Component: (await import('./dashboard')).EntityRedirectRoute }),
  },
];
