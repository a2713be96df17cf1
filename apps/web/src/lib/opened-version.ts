import { useState } from 'react';

/**
 * The record's version as the edit form opened it, kept while the form is open: a refetch of the record
 * behind the form (focus, another tab's save) must not make a stale form look current (docs/decisions/0068).
 */
export function useOpenedVersion(version: string | null | undefined): string | null {
  const [opened] = useState(version ?? null);
  return opened;
}
