import type { ReadStore } from '@ledgerline/projections';
import {
  FORMER_USERS,
  type FormerUserDocument,
  USERS,
  type UserDocument,
} from '../../identity/projections/user.read-model';

/** Who acted, as an activity or a change shows it: null id for the system's own work. */
export interface ActorView {
  id: number | null;
  name: string | null;
  username: string | null;
  /** Present (true) when the user has since been deleted: the names are those they had then. */
  deleted?: true;
}

/** `metadata.actorId` as stored: a user's id in digits, else the system ('system'). */
export const actorIdOf = (actorId: string): number | null => (/^\d+$/.test(actorId) ? Number(actorId) : null);

/**
 * The actors of one page (a page holds at most a hundred rows), in one query on the users' `userId` index. The
 * ids come from the account's own events, so no other account's user is ever named.
 */
export async function actorViews(
  readStore: ReadStore,
  ids: (number | null)[],
): Promise<(id: number | null) => ActorView> {
  const unique = [...new Set(ids.filter((id): id is number => id !== null))];
  const users = unique.length === 0 ? [] : await readStore.find<UserDocument>(USERS, { userId: unique });
  const byId = new Map<number, Pick<UserDocument, 'username' | 'fullName'>>(
    users.map((user) => [user.userId, user]),
  );
  const gone = unique.filter((id) => !byId.has(id));
  const former =
    gone.length === 0 ? [] : await readStore.find<FormerUserDocument>(FORMER_USERS, { userId: gone });
  const formerIds = new Set(former.map((user) => user.userId));
  for (const user of former) byId.set(user.userId, user);
  return (id) => {
    const user = id === null ? undefined : byId.get(id);
    const view: ActorView = {
      id,
      name: user ? user.fullName || user.username : null,
      username: user?.username ?? null,
    };
    return id !== null && formerIds.has(id) ? { ...view, deleted: true } : view;
  };
}
