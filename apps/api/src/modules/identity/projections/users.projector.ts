import type {
  AccountEvent,
  IdentityEvent,
  IdentityLifecycleEvent,
  RecordedEvent,
  TeamEvent,
  UserAccountChangedEvent,
} from '@ledgerline/events';
import { foldedUsername } from '@ledgerline/contracts';
import { type Projector, type ReadStoreWriter, naturalSortKey } from '@ledgerline/projections';
import {
  FORMER_USERS,
  type FormerUserDocument,
  INSTALLATION,
  USER_ACCOUNT_PLANS,
  USER_LAYOUTS,
  USERS,
  type UserDocument,
} from './user.read-model';

type AccountPlan = Pick<UserDocument, 'subscriptionTier' | 'subscriptionStatus'>;
/** A user registers before the account opens (register-user.handler); accounts open on the free plan. */
const NEW_ACCOUNT: AccountPlan = { subscriptionTier: 'free', subscriptionStatus: 'active' };

export class UsersProjector implements Projector {
  readonly name = 'users';
  readonly version = 6;
  readonly collections = [USERS, USER_ACCOUNT_PLANS, FORMER_USERS];
  readonly layouts = USER_LAYOUTS;
  readonly handles = [
    'UserRegistered',
    'UserProfileChanged',
    'UserRoleChanged',
    'UserPasswordChanged',
    'UserDeleted',
    'AccountOpened',
    'SubscriptionChanged',
    'AccountClosed',
    'UserAccountChanged',
    'MemberRoleChanged',
  ];

  async apply(recorded: RecordedEvent, writer: ReadStoreWriter): Promise<void> {
    const event = recorded as unknown as
      IdentityEvent | IdentityLifecycleEvent | AccountEvent | TeamEvent | UserAccountChangedEvent;
    const at = recorded.metadata.recordedAt;
    if (event.type === 'AccountOpened' || event.type === 'SubscriptionChanged') {
      const { accountId, tier, status } = event.data;
      return this.changePlan(writer, accountId, { subscriptionTier: tier, subscriptionStatus: status });
    }
    if (recorded.type === 'AccountClosed') {
      const { accountId } = recorded.data as { accountId: number };
      await writer.deleteMany(FORMER_USERS, { accountId });
      return writer.delete(USER_ACCOUNT_PLANS, String(accountId));
    }
    if (event.type === 'UserRegistered') {
      const { data } = event;
      const plan = await writer.get<AccountPlan & { id: string }>(USER_ACCOUNT_PLANS, String(data.accountId));
      const user: UserDocument = {
        id: String(data.userId),
        userId: data.userId,
        accountId: data.accountId,
        username: data.username,
        usernameLower: foldedUsername(data.username),
        usernameKey: naturalSortKey(data.username),
        email: data.email,
        fullName: data.fullName,
        passwordHash: data.passwordHash,
        role: data.role,
        accountRole: data.accountRole ?? 'owner',
        accountJoinedAt: at,
        subscriptionTier: plan?.subscriptionTier ?? NEW_ACCOUNT.subscriptionTier,
        subscriptionStatus: plan?.subscriptionStatus ?? NEW_ACCOUNT.subscriptionStatus,
        installation: INSTALLATION,
        createdAt: at,
        updatedAt: at,
      };
      return writer.put(USERS, user);
    }
    if (event.type === 'UserDeleted') return this.deleteUser(writer, event.data.userId, at);
    if (event.type === 'UserAccountChanged' || event.type === 'MemberRoleChanged')
      return this.changeMembership(writer, event, at);
    if (
      event.type !== 'UserProfileChanged' &&
      event.type !== 'UserRoleChanged' &&
      event.type !== 'UserPasswordChanged'
    )
      return;
    const user = await writer.get<UserDocument>(USERS, String(event.data.userId));
    if (!user) return;
    const next: UserDocument = { ...user, updatedAt: at };
    if (event.type === 'UserRoleChanged') next.role = event.data.role;
    else if (event.type === 'UserPasswordChanged') next.passwordHash = event.data.passwordHash;
    else
      for (const [field, change] of Object.entries(event.data.changes)) {
        (next as Record<string, unknown>)[field] = change.to;
        if (field === 'username') {
          next.usernameLower = foldedUsername(String(change.to));
          next.usernameKey = naturalSortKey(String(change.to));
        }
      }
    return writer.put(USERS, next);
  }

  /** The user leaves the users; who they were stays in former_users for the trails that name them. */
  private async deleteUser(writer: ReadStoreWriter, userId: number, at: string): Promise<void> {
    const user = await writer.get<UserDocument>(USERS, String(userId));
    if (user) {
      const former: FormerUserDocument = {
        id: String(userId),
        userId,
        accountId: user.accountId,
        username: user.username,
        fullName: user.fullName,
        deletedAt: at,
      };
      await writer.put(FORMER_USERS, former);
    }
    return writer.delete(USERS, String(userId));
  }

  /** The user moved to another account (with its plan), or their role in their account changed. */
  private async changeMembership(
    writer: ReadStoreWriter,
    event: UserAccountChangedEvent | Extract<TeamEvent, { type: 'MemberRoleChanged' }>,
    at: string,
  ): Promise<void> {
    const user = await writer.get<UserDocument>(USERS, String(event.data.userId));
    if (!user) return;
    if (event.type === 'MemberRoleChanged') {
      if (user.accountId !== event.data.accountId) return;
      return writer.put(USERS, { ...user, accountRole: event.data.role, updatedAt: at });
    }
    const { accountId, accountRole } = event.data;
    const plan = await writer.get<AccountPlan & { id: string }>(USER_ACCOUNT_PLANS, String(accountId));
    // A document never changes account in place (the stores refuse it): the old one goes first.
    await writer.deleteMany(USERS, { userId: user.userId });
    return writer.put(USERS, {
      ...user,
      accountId,
      accountRole,
      accountJoinedAt: at,
      subscriptionTier: plan?.subscriptionTier ?? NEW_ACCOUNT.subscriptionTier,
      subscriptionStatus: plan?.subscriptionStatus ?? NEW_ACCOUNT.subscriptionStatus,
      updatedAt: at,
    });
  }

  /** Keeps the account's plan and copies it into each of its users (an account has a handful). */
  private async changePlan(writer: ReadStoreWriter, accountId: number, plan: AccountPlan): Promise<void> {
    await writer.put(USER_ACCOUNT_PLANS, { id: String(accountId), ...plan });
    for (const user of await writer.find<UserDocument>(USERS, { accountId }))
      if (
        user.subscriptionTier !== plan.subscriptionTier ||
        user.subscriptionStatus !== plan.subscriptionStatus
      )
        await writer.put(USERS, { ...user, ...plan });
  }
}
