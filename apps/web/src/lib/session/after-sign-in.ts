import { useSearchParams, type Location } from 'react-router-dom';

// Where sign-in leads: the page a signed-out visitor asked for (`/auth?next=...`), else the dashboard
// (spec 000 section 4). Only a path on this origin is followed, so a crafted link cannot send a user who
// signs in to another site (docs/decisions/0022).

const DEFAULT_PATH = '/dashboard';

/** The page named by `next` as a same-origin path, or null when it is missing, foreign or malformed. */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname.startsWith('//')) return null;
  if (url.pathname === '/' || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that returns to `location` afterwards (plain /auth when that is the dashboard anyway). */
export function signInPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const asked = `${location.pathname}${location.search}${location.hash}`;
  return asked === DEFAULT_PATH ? '/auth' : `/auth?next=${encodeURIComponent(asked)}`;
}

/** Where the current /auth page sends a user once signed in. */
export function useAfterSignInPath(): string {
  const [searchParams] = useSearchParams();
  return safeNextPath(searchParams.get('next')) ?? DEFAULT_PATH;
}
