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
];
