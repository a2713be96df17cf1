import { AsyncLocalStorage } from 'node:async_hooks';
import { setValidationTimeZone } from '@ledgerline/contracts';
import type { Express, NextFunction, Request, Response } from 'express';
import type { AccountDays } from '../shared/account-days';
import type { SessionUser } from '../modules/identity/auth/session-user';

const zones = new AsyncLocalStorage<string>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * "Cannot be in the future" in a request body means after today in the account's zone, as the deciders count
 * days: a submission dated today in Auckland is not refused because Johannesburg is still on yesterday. The
 * zone is read once per signed-in write, before Nest's pipes parse the body.
 */
export function installAccountZoneValidation(server: Express, days: AccountDays): void {
  setValidationTimeZone(() => zones.getStore() ?? days.defaultTimeZone);
  server.use((request: Request, _response: Response, next: NextFunction) => {
    const user = request.user as SessionUser | undefined;
    if (!user || READS.has(request.method)) return next();
    days.timeZone(user.accountId).then(
      (zone) => zones.run(zone, next),
      () => next(),
    );
  });
}
