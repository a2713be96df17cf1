import type { ReadStore } from '@ledgerline/projections';
import { USERS, type UserDocument } from '../../../identity/projections/user.read-model';
import { ACCOUNTS, type AccountDocument } from '../../projections/account.read-model';

/** Until the owner names the account: '<owner's full name, else username> (account)' (docs/decisions/0077). */
export const defaultAccountName = (owner: UserDocument | null): string =>
  `${owner?.fullName || owner?.username || 'Ledgerline'} (account)`;

/** The account's name as invitations and Settings -> Account show it, with the default it falls back to. */
export async function readAccountName(
  readStore: ReadStore,
  account: AccountDocument | null,
): Promise<{ name: string; defaultName: string }> {
  const owner = account ? await readStore.get<UserDocument>(USERS, String(account.ownerUserId)) : null;
  const defaultName = defaultAccountName(owner);
  return { name: account?.name || defaultName, defaultName };
}

/** The name of account `accountId`, for texts sent outside the app. */
export async function accountNameOf(readStore: ReadStore, accountId: number): Promise<string> {
  const account = await readStore.get<AccountDocument>(ACCOUNTS, String(accountId));
  return (await readAccountName(readStore, account)).name;
}
