import { Inject, Injectable } from '@nestjs/common';
import { foldedUsername, PLANS, type PublicUser } from '@ledgerline/contracts';
import { streams } from '@ledgerline/events';
import { READ_STORE, type ReadStore, naturalSortKey } from '@ledgerline/projections';
import { ACCOUNTS, type AccountDocument } from '../../accounts/projections/account.read-model';
import {
  DASHBOARD_COUNTERS,
  type DashboardCountersDocument,
} from '../../dashboard/projections/dashboard-items.read-model';
import { INSTALLATION, USERS, type UserDocument } from '../projections/user.read-model';
import { userAccount } from '../domain/user-account.decider';
import { usernameClaim } from '../domain/username.decider';
import { accountRegister } from '../../accounts/domain/account-register.state';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';

/** Composes the user as every answer shows it; the password hash never leaves this service. */
@Injectable()
export class PublicUserService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly streams: EventSourcedStreams,
  ) {}

  async findDocument(userId: number): Promise<UserDocument | null> {
    return this.readStore.get<UserDocument>(USERS, String(userId));
  }

  /**
   * The signed-in user for a session: the read model, else the user's own stream, so a session survives
   * while the read models are rebuilt; only a user the log says is deleted is signed out.
   */
  async findSessionUser(userId: number): Promise<UserDocument | null> {
    return (await this.findDocument(userId)) ?? this.fromStream(userId);
  }

  /**
   * The user signing in, with the password hash the log holds: a forced rebuild empties the users read model and
   * replays it, so the read model may lack the user or hold an older hash, and a right password must not count
   * as a failure then. The name is resolved by its claim stream (the read model for names claimed before them).
   */
  async findForSignIn(username: string): Promise<UserDocument | null> {
    const claim = await this.streams.load(streams.username(username), usernameClaim);
    const userId = claim.state.holderUserId ?? (await this.findByUsername(username))?.userId ?? null;
    if (userId === null) return null;
    const logged = await this.fromStream(userId);
    if (!logged) return null;
    const document = await this.findDocument(userId);
    return document ? { ...document, passwordHash: logged.passwordHash } : logged;
  }

  /** The user as its own stream has it, for when the read model cannot be trusted (being rebuilt). */
  private async fromStream(userId: number): Promise<UserDocument | null> {
    const { state } = await this.streams.load(streams.user(userId), userAccount);
    if (state.userId === null || state.accountId === null || state.deleted) return null;
    // The role as the account's stream has it now (changes after joining are recorded there).
    const account = await this.streams.load(streams.account(state.accountId), accountRegister);
    return {
      id: String(userId),
      userId,
      accountId: state.accountId,
      username: state.username,
      usernameLower: foldedUsername(state.username),
      usernameKey: naturalSortKey(state.username),
      email: state.email,
      fullName: state.fullName,
      passwordHash: state.passwordHash,
      role: state.role,
      accountRole: account.state.members.get(userId) ?? state.accountRole,
      accountJoinedAt: '',
      subscriptionTier: 'free',
      subscriptionStatus: 'active',
      installation: INSTALLATION,
      createdAt: '',
      updatedAt: '',
    };
  }

  /**
   * The user a typed name signs in as: names are compared folded (docs/decisions/0075). Two users registered
   * before names were folded may share a folded name; then only the exact spelling names one of them.
   */
  async findByUsername(username: string): Promise<UserDocument | null> {
    const holders = await this.usersNamed(username);
    if (holders.length <= 1) return holders[0] ?? null;
    const typed = username.trim().normalize('NFC');
    return holders.find((user) => user.username.normalize('NFC') === typed) ?? null;
  }

  /** Every user whose name folds to the same as `username`: more than one only from before names were folded. */
  usersNamed(username: string): Promise<UserDocument[]> {
    return this.readStore.find<UserDocument>(
      USERS,
      { usernameLower: foldedUsername(username) },
      { limit: 10 },
    );
  }

  async toPublicUser(user: UserDocument): Promise<PublicUser> {
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(user.accountId));
    const tier = account?.tier ?? 'free';
    const plan = PLANS[tier];
    const [counters, userCount] = await Promise.all([
      this.readStore.get<DashboardCountersDocument>(DASHBOARD_COUNTERS, String(user.accountId)),
      this.readStore.count(USERS, { accountId: user.accountId }),
    ]);
    const entityCount = counters ? counters.company + counters.individual + counters.trust : 0;
    return {
      id: user.userId,
      accountId: user.accountId,
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      role: user.role,
      isAdmin: user.role === 'admin',
      accountRole: user.accountRole,
      subscriptionTier: tier,
      subscriptionStatus: account?.status ?? 'active',
      subscriptionExpiresAt: account?.expiresAt ?? null,
      maxEntities: plan.entityLimit,
      maxUsers: plan.userLimit,
      currentEntityCount: entityCount,
      currentUserCount: Math.max(userCount, 1),
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
  }
}
