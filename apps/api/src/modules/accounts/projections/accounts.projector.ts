import type { AccountEvent, RecordedEvent } from '@ledgerline/events';
import type { CollectionLayouts, Projector, ReadStoreWriter } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from './account.read-model';
import { removeClosedAccount } from '../../../shared/close-account';

/** Closing an account deletes its document by accountId. */
const ACCOUNT_LAYOUTS: CollectionLayouts = { [ACCOUNTS]: { indexes: [['accountId']] } };

export class AccountsProjector implements Projector {
  readonly name = 'accounts';
  readonly version = 3;
  readonly collections = [ACCOUNTS];
  readonly layouts = ACCOUNT_LAYOUTS;
  readonly handles = ['AccountClosed', 'AccountOpened', 'SubscriptionChanged', 'AccountSettingsUpdated'];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    if (await removeClosedAccount(recorded, writer, this.collections)) return;
    const event = recorded as unknown as AccountEvent;
    const at = recorded.metadata.recordedAt;
    if (event.type === 'AccountOpened') {
      const account: AccountDocument = {
        id: String(event.data.accountId),
        accountId: event.data.accountId,
        ownerUserId: event.data.ownerUserId,
        tier: event.data.tier,
        status: event.data.status,
        expiresAt: null,
        createdAt: at,
        updatedAt: at,
      };
      await writer.put(ACCOUNTS, account);
    } else if (event.type === 'SubscriptionChanged') {
      const account = await writer.get<AccountDocument>(ACCOUNTS, String(event.data.accountId));
      if (!account) return;
      const { tier, status, expiresAt } = event.data;
      await writer.put(ACCOUNTS, { ...account, tier, status, expiresAt, updatedAt: at });
    } else if (event.type === 'AccountSettingsUpdated') {
      const account = await writer.get<AccountDocument>(ACCOUNTS, String(event.data.accountId));
      if (!account) return;
      const { accountId: _accountId, ...settings } = event.data;
      await writer.put(ACCOUNTS, { ...account, ...settings, updatedAt: at });
    }
  }
}
