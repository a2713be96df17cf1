import { useState } from 'react';
import type { GroupView } from '@ledgerline/contracts';

/** Per browser session (spec 000 section 4): an explicit 'All Entities' or group choice outlives a reload. */
const STORAGE_KEY = 'ledgerline.dashboard.groupFilter';

type StoredChoice = 'all' | number | null;

function readChoice(): StoredChoice {
  try {
    const value = sessionStorage.getItem(STORAGE_KEY);
    if (value === 'all') return 'all';
    const id = Number(value);
    return value && Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export interface GroupSelection {
  /** null = all entities; undefined = not known yet (groups still loading). */
  groupId: number | null | undefined;
  choose: (choice: 'all' | number) => void;
}

/**
 * The group filter: the stored choice when there is one (and the group still exists), otherwise the
 * default group is selected automatically, otherwise all entities.
 */
export function useGroupSelection(
  groups: readonly GroupView[] | undefined,
  groupsFailed: boolean,
): GroupSelection {
  const [choice, setChoice] = useState<StoredChoice>(readChoice);
  const choose = (next: 'all' | number) => {
    try {
      sessionStorage.setItem(STORAGE_KEY, String(next));
    } catch {
      // storage refused (private mode): the choice lasts until the page is left
    }
    setChoice(next);
  };
  if (choice === 'all') return { groupId: null, choose };
  if (!groups) return { groupId: groupsFailed ? null : undefined, choose };
  if (typeof choice === 'number' && groups.some((g) => g.id === choice)) return { groupId: choice, choose };
  return { groupId: groups.find((g) => g.isDefault)?.id ?? null, choose };
}
