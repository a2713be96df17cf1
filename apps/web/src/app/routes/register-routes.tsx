import type { RouteObject } from 'react-router-dom';

/** Relationships, assets and groups (spec 001 section 2, spec 000 groups). */
export const registerRoutes: RouteObject[] = [];
