import { Inject, Injectable, Logger } from '@nestjs/common';
import { PLANS, type SubscriptionTier } from '@ledgerline/contracts';
import { READ_STORE, type ReadStore } from '@ledgerline/projections';
import { EventSourcedStreams } from '../../../infrastructure/event-sourcing/event-sourced-streams';
import { AccountDays } from '../../../shared/account-days';
import { CLOCK, type Clock } from '../../../shared/clock';
import { ACCOUNTS, type AccountDocument } from '../../accounts/projections/account.read-model';
import { PublicUserService } from '../../identity/auth/public-user.service';
import type { SessionUser } from '../../identity/auth/session-user';
import { plansWithApiAccess } from '../domain/api-access';
import { apiToken, apiTokenStream, decideRecordApiTokenUse } from '../domain/api-token.decider';
import { hashToken } from '../domain/token-secret';
import { API_TOKENS, type ApiTokenDocument } from '../projections/api-token.read-model';
import { ApiRateLimits, type RateLimitVerdict } from './api-rate-limits';

/** What a Bearer token resolves to, or why it is refused (status, message, code). */
export type BearerVerdict =
  | { ok: true; user: SessionUser; readOnly: boolean; rate: RateLimitVerdict }
  | { ok: false; status: 401 | 403 | 429; message: string; code: string; rate?: RateLimitVerdict };

const USE_RECORDED_EVERY_MS = 60_000;
/** Past this many tokens the memory of recent uses starts again (a use or two more is recorded, no more). */
const REMEMBERED_TOKENS = 10_000;

const refuse = (status: 401 | 403, code: string, message: string): BearerVerdict => ({
  ok: false,
  status,
  code,
  message,
});

/**
 * Resolves `Authorization: Bearer ll_pat_...` to the token owner's user document, the object a session
 * gives, as a plain user: a token never carries the installation administrator's powers.
 */
@Injectable()
export class BearerTokenAuthentication {
  private readonly logger = new Logger('BearerTokenAuthentication');
  private readonly lastRecorded = new Map<string, number>();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly users: PublicUserService,
    private readonly days: AccountDays,
    private readonly limits: ApiRateLimits,
    private readonly streams: EventSourcedStreams,
  ) {}

  async authenticate(token: string): Promise<BearerVerdict> {
    const [document] = await this.readStore.find<ApiTokenDocument>(
      API_TOKENS,
      { tokenHash: hashToken(token) },
      { limit: 1 },
    );
    if (!document) return refuse(401, 'API_TOKEN.INVALID', 'This API token is not valid');
    if (document.revokedAt) return refuse(401, 'API_TOKEN.REVOKED', 'This API token has been revoked');
    if (document.expiresAt && (await this.days.today(document.accountId)) > document.expiresAt)
      return refuse(401, 'API_TOKEN.EXPIRED', `This API token expired at the end of ${document.expiresAt}`);
    const user = await this.users.findSessionUser(document.userId);
    if (!user || user.accountId !== document.accountId)
      return refuse(401, 'API_TOKEN.OWNER_GONE', "This API token's user is no longer in its account");
    const account = await this.readStore.get<AccountDocument>(ACCOUNTS, String(document.accountId));
    const tier: SubscriptionTier = account?.tier ?? 'free';
    if (!PLANS[tier].features.allowApiAccess)
      return refuse(
        403,
        'API_TOKEN.PLAN_WITHOUT_API_ACCESS',
        `API access is not included in the ${PLANS[tier].name} plan; the ${plansWithApiAccess()} plans include it. Tokens work again after an upgrade.`,
      );
    const rate = await this.limits.consume(tier, document.tokenId, document.accountId);
    if (rate.retryAfterSeconds > 0)
      return {
        ok: false,
        status: 429,
        code: 'API_TOKEN.RATE_LIMITED',
        message: `Too many requests with this API token; the ${PLANS[tier].name} plan allows ${rate.limit} a minute`,
        rate,
      };
    this.noteUse(document);
    return {
      ok: true,
      user: { ...user, role: 'user' },
      readOnly: !document.scopes.includes('write'),
      rate,
    };
  }

  /** Records `lastUsedAt` at most once a minute per token in this process, without holding the request. */
  private noteUse(document: ApiTokenDocument): void {
    const now = this.clock.now();
    const last = this.lastRecorded.get(document.tokenId) ?? 0;
    if (now.getTime() - last < USE_RECORDED_EVERY_MS) return;
    if (this.lastRecorded.size >= REMEMBERED_TOKENS) this.lastRecorded.clear();
    this.lastRecorded.set(document.tokenId, now.getTime());
    const command = { tokenId: document.tokenId, usedAt: now.toISOString() };
    const meta = { accountId: document.accountId, actorId: document.userId, correlationId: command.usedAt };
    this.streams
      .execute(apiTokenStream(document.tokenId), apiToken, meta, (state) =>
        decideRecordApiTokenUse(command, state),
      )
      .catch((error: unknown) =>
        this.logger.warn(`Recording a use of an API token failed: ${String(error)}`),
      );
  }
}
