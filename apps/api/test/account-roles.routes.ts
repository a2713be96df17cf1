import type { AccountRole } from '@ledgerline/contracts';

/**
 * Every route of the API and the least account role it admits (docs/decisions/0039-account-roles.md), as the
 * matrix in account-roles.int.spec.ts expects it: `installation` is AdminGuard's (the installation's
 * administrators) and no account role opens it. A route missing here, or listed but gone, fails that spec:
 * add a new route with the role it needs.
 */
const TABLE = `
GET    /api/health                                               viewer
GET    /api/health/ready                                         viewer
POST   /api/register                                             viewer
POST   /api/login                                                viewer
POST   /api/logout                                               viewer
GET    /api/user                                                 viewer
POST   /api/user/password                                        viewer
GET    /api/user/sessions                                        viewer
DELETE /api/user/sessions                                        viewer
DELETE /api/user/sessions/:id                                    viewer
GET    /api/subscription                                         viewer
POST   /api/subscription/update                                  installation
GET    /api/account/settings                                     viewer
PATCH  /api/account/settings                                     admin
GET    /api/entities/hierarchy                                   viewer
GET    /api/entities/network                                     viewer
GET    /api/entities/key                                         viewer
GET    /api/entities                                             viewer
GET    /api/entities/limit                                       viewer
GET    /api/entities/relationships                               viewer
GET    /api/entities/:id                                         viewer
GET    /api/entities/:id/relationships                           viewer
GET    /api/entities/:id/assets                                  viewer
GET    /api/entities/:id/details                                 viewer
POST   /api/entities                                             editor
PATCH  /api/entities/:id                                         editor
DELETE /api/entities/:id                                         editor
POST   /api/individual-details                                   editor
POST   /api/entities/:id/details                                 editor
PATCH  /api/entities/:id/details                                 editor
GET    /api/relationships                                        viewer
POST   /api/relationships                                        editor
GET    /api/relationships/:id                                    viewer
PATCH  /api/relationships/:id                                    editor
DELETE /api/relationships/:id                                    editor
GET    /api/entities/:id/share-allocation                        viewer
GET    /api/assets                                               viewer
POST   /api/assets                                               editor
GET    /api/assets/:id                                           viewer
PATCH  /api/assets/:id                                           editor
DELETE /api/assets/:id                                           editor
GET    /api/groups                                               viewer
POST   /api/groups                                               editor
GET    /api/groups/:id                                           viewer
PUT    /api/groups/:id                                           editor
DELETE /api/groups/:id                                           editor
POST   /api/groups/:id/default                                   editor
GET    /api/groups/:id/entities                                  viewer
POST   /api/groups/:groupId/entities/:entityId                   editor
DELETE /api/groups/:groupId/entities/:entityId                   editor
GET    /api/activities/recent                                    viewer
GET    /api/admin/users                                          installation
PATCH  /api/admin/users/:id                                      installation
DELETE /api/admin/users/:id                                      installation
GET    /api/export/entities                                      viewer
GET    /api/export/relationships                                 viewer
GET    /api/export/assets                                        viewer
GET    /api/export/beneficial-owners/:entityId                   viewer
GET    /api/compliance/calendar.ics                              viewer
GET    /api/compliance/calendar-feed                             viewer
POST   /api/compliance/calendar-feed                             editor
DELETE /api/compliance/calendar-feed                             editor
GET    /api/compliance/calendar-feed/:file                       viewer
GET    /api/compliance/filing-requirements                       viewer
GET    /api/compliance/filing-requirements/upcoming              viewer
GET    /api/compliance/filing-requirements/overdue               viewer
GET    /api/compliance/filing-requirements/:entityId             viewer
POST   /api/compliance/filing-requirements                       editor
POST   /api/compliance/filing-requirements/mark-filed            editor
POST   /api/compliance/filing-requirements/:id/reopen            editor
PATCH  /api/compliance/filing-requirements/:id                   editor
DELETE /api/compliance/filing-requirements/:id                   editor
GET    /api/entities/:id/filings                                 viewer
GET    /api/entities/:id/files                                   viewer
POST   /api/entities/:id/files                                   editor
GET    /api/compliance/files                                     viewer
GET    /api/compliance/files/stats                               viewer
POST   /api/compliance/files                                     editor
GET    /api/compliance/files/:id/download                        viewer
PATCH  /api/compliance/files/:id                                 editor
DELETE /api/compliance/files/:id                                 editor
GET    /api/compliance/status/:id                                viewer
GET    /api/compliance/trusts/:id                                viewer
GET    /api/admin/holiday-calendar                               installation
PUT    /api/admin/holiday-calendar                               installation
DELETE /api/admin/holiday-calendar                               installation
GET    /api/notifications                                        viewer
POST   /api/notifications/read-all                               viewer
POST   /api/notifications/:id/read                               viewer
GET    /api/account/members                                      viewer
PATCH  /api/account/members/:userId                              admin
DELETE /api/account/members/:userId                              admin
POST   /api/account/leave                                        viewer
GET    /api/account/invitations                                  admin
POST   /api/account/invitations                                  admin
POST   /api/account/invitations/:id/resend                       admin
DELETE /api/account/invitations/:id                              admin
GET    /api/invitations/:token                                   viewer
POST   /api/invitations/:token/accept                            viewer
GET    /api/account/notification-preferences                     viewer
PUT    /api/account/notification-preferences                     viewer
GET    /api/email/unsubscribe                                    viewer
GET    /api/compliance/beneficial-owners/:entityId               viewer
GET    /api/compliance/beneficial-owners/:entityId/history       viewer
GET    /api/dashboard                                            viewer
GET    /api/search                                               viewer
GET    /api/entities/:id/deletion-impact                         viewer
GET    /api/trash                                                viewer
POST   /api/trash/:entityId/restore                              editor
POST   /api/demo-data                                            editor
GET    /api/entities/:id/history                                 viewer
GET    /api/relationships/:id/history                            viewer
GET    /api/assets/:id/history                                   viewer
GET    /api/compliance/filing-requirements/:id/history           viewer
GET    /api/compliance/files/:id/history                         viewer
GET    /api/groups/:id/history                                   viewer
GET    /api/audit                                                viewer
GET    /api/entities/:id/ownership-timeline                      viewer
GET    /api/audit/keys                                           viewer
GET    /api/audit/export                                         viewer
POST   /api/audit/verify                                         viewer
GET    /api/export/bods                                          viewer
GET    /api/compliance/bods/:entityId                            viewer
POST   /api/import/bods                                          editor
POST   /api/individuals/:id/erase                                editor
GET    /api/privacy/erasures                                     viewer
GET    /api/privacy/retention-rules                              viewer
GET    /api/account/tokens                                       viewer
POST   /api/account/tokens                                       viewer
DELETE /api/account/tokens/:id                                   viewer
GET    /api/import/templates/:kind                               viewer
POST   /api/import/:kind                                         editor
GET    /api/import/jobs/:jobId                                   viewer
GET    /api/import/jobs/:jobId/report                            viewer
GET    /api/openapi.json                                         viewer
GET    /api/docs                                                 viewer
GET    /api/docs/:asset                                          viewer`;

export type RouteRole = AccountRole | 'installation';

export const ROUTE_ROLES: ReadonlyMap<string, RouteRole> = new Map(
  TABLE.trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([method, path, role]) => [`${method} ${path}`, role as RouteRole]),
);
