import type { SeedManifest } from './seed-manifest';

export interface ReadRequest {
  path: string;
}

/**
 * The screens, first pages as the web app asks for them once paging exists (docs/api-lists.md).
 * Routes and parameters that do not exist yet answer 400/404 or ignore `limit`: the report shows it.
 */
export function readRequests(manifest: SeedManifest, only: string[] = []): ReadRequest[] {
  const q = encodeURIComponent(manifest.measured.searchTerm);
  const paths = [
    '/api/dashboard',
    '/api/entities?type=company&limit=50',
    '/api/relationships?limit=50',
    '/api/assets?limit=50',
    '/api/activities/recent',
    '/api/compliance/filing-requirements?limit=50',
    '/api/notifications?limit=50',
    '/api/groups',
    `/api/entities?type=company&q=${q}`,
    // A broad word with a filter, as the Companies page's search box sends it: walked the filter's index once
    // per match (quadratic) until the search read its matches first (2026-11-29).
    '/api/entities?type=company&limit=10&q=ka',
    `/api/search?q=${q}`,
    '/api/entities/hierarchy?maxDepth=3',
    `/api/compliance/beneficial-owners/${manifest.measured.boCompanyId}`,
  ];
  return paths
    .filter((path) => only.length === 0 || only.some((part) => path.includes(part)))
    .map((path) => ({ path }));
}
