import { resolve } from 'node:path';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@ledgerline/contracts';

export interface AppConfig {
  port: number;
  dataDir: string;
  eventstoreUrl: string | null;
  mongoUrl: string | null;
  redisUrl: string | null;
  /** Prefix of every Redis key and BullMQ queue of this installation (REDIS_KEY_PREFIX), so several share a server. */
  redisKeyPrefix: string;
  sessionSecret: string;
  /** A session ends this long after sign-in however active it is (SESSION_ABSOLUTE_HOURS, default 720 = 30 days). */
  sessionAbsoluteMs: number;
  /** Sign-in and registration limits (THROTTLE_LOGIN_FAILURES_PER_USERNAME, ..._PER_ADDRESS, THROTTLE_REGISTRATIONS_PER_HOUR). */
  throttle: {
    loginFailuresPerUsername: number;
    loginFailuresPerAddress: number;
    registrationsPerAddressPerHour: number;
  };
  /**
   * Express's `trust proxy` (TRUST_PROXY: a hop count, `loopback`, addresses); unset trusts no proxy, so a
   * client cannot choose its own address (throttling) or scheme (secure cookies) with X-Forwarded-* headers.
   */
  trustProxy: boolean | number | string;
  /** Other origins whose browsers may change data (ALLOWED_ORIGINS, comma-separated); the app's own always may. */
  allowedOrigins: string[];
  /** Folder of the built web app; served on the same origin as the API. */
  webDist: string | null;
  /** How long a command waits for its projections before answering (read-your-writes). */
  projectionWaitMs: number;
  /** Rows a list that bounds its whole list answers without `limit` (UNPAGED_LIST_MAX; docs/decisions/0075). */
  unpagedListMax: number;
  /**
   * How long an idle keep-alive connection stays open (HTTP_KEEP_ALIVE_MS). Node's 5 s closed the connections of
   * clients that paused between bursts, and reconnecting 32 clients at once put 0.3-0.5 s on the first answers;
   * 65 s also outlasts a load balancer's usual 60 s, so it never reuses a connection the server just closed.
   */
  httpKeepAliveMs: number;
  /** A stream's state is snapshotted once this many events passed its last snapshot (docs/decisions/0036). */
  snapshotEveryEvents: number;
  /**
   * How often the embedded log is polled for appends by other processes (appends in this process wake
   * the projections at once) and how often a waiting command re-reads checkpoints other processes wrote.
   */
  crossProcessPollMs: { events: number; checkpoints: number };
  /** How often the embedded scheduler plans filings and raises deadline notifications; 0 turns it off. */
  deadlineScanMs: number;
  /**
   * The zone whose calendar days are "today" for accounts that chose none (LEDGERLINE_TIME_ZONE, an IANA name;
   * default Africa/Johannesburg): a filing due today turns overdue at midnight there.
   */
  timeZone: string;
  /** API_TOKEN_REQUESTS_PER_MINUTE: replaces every plan's per-token rate limit (docs/decisions/0040); null keeps them. */
  apiTokenRequestsPerMinute: number | null;
  /** Where mail goes (SMTP_URL, e.g. smtp://user:pass@host:587); unset writes each message to the log instead. */
  smtpUrl: string | null;
  /** The From of every message (MAIL_FROM). */
  mailFrom: string;
  /** The address users reach the app at (PUBLIC_URL), for links in e-mails; default http://localhost:PORT. */
  publicUrl: string;
}

const orNull = (value: string | undefined): string | null =>
  value && value.trim() !== '' ? value.trim() : null;

function trustProxyOf(value: string | undefined): boolean | number | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function positiveWhole(name: string, env: NodeJS.ProcessEnv, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number, got ${env[name]}`);
  return value;
}

function timeZoneOf(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(name))
    throw new Error(
      `LEDGERLINE_TIME_ZONE must be an IANA time zone name such as Africa/Johannesburg, got ${value}`,
    );
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    eventstoreUrl: orNull(env.EVENTSTORE_URL),
    mongoUrl: orNull(env.MONGO_URL),
    redisUrl: orNull(env.REDIS_URL),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'ledgerline:',
    sessionSecret: env.SESSION_SECRET ?? '',
    sessionAbsoluteMs: positiveWhole('SESSION_ABSOLUTE_HOURS', env, 720) * 60 * 60 * 1000,
    throttle: {
      loginFailuresPerUsername: positiveWhole('THROTTLE_LOGIN_FAILURES_PER_USERNAME', env, 5),
      loginFailuresPerAddress: positiveWhole('THROTTLE_LOGIN_FAILURES_PER_ADDRESS', env, 30),
      registrationsPerAddressPerHour: positiveWhole('THROTTLE_REGISTRATIONS_PER_HOUR', env, 20),
    },
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
    projectionWaitMs: Number(env.PROJECTION_WAIT_MS ?? 5000),
    unpagedListMax: positiveWhole('UNPAGED_LIST_MAX', env, 1000),
    httpKeepAliveMs: positiveWhole('HTTP_KEEP_ALIVE_MS', env, 65_000),
    snapshotEveryEvents: positiveWhole('SNAPSHOT_EVERY_EVENTS', env, 1000),
    crossProcessPollMs: {
      events: positiveWhole('EVENT_POLL_MS', env, 150),
      checkpoints: positiveWhole('CHECKPOINT_POLL_MS', env, 50),
    },
    deadlineScanMs: Number(env.DEADLINE_SCAN_MS ?? 60_000),
    timeZone: timeZoneOf(env.LEDGERLINE_TIME_ZONE),
    apiTokenRequestsPerMinute: env.API_TOKEN_REQUESTS_PER_MINUTE
      ? positiveWhole('API_TOKEN_REQUESTS_PER_MINUTE', env, 1)
      : null,
    smtpUrl: orNull(env.SMTP_URL),
    mailFrom: orNull(env.MAIL_FROM) ?? 'Ledgerline <no-reply@ledgerline.invalid>',
    publicUrl: (orNull(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/+$/, ''),
  };
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** BullMQ's own prefix (`bull` by default) under the installation's, so its queues are apart from another's. */
export const bullmqPrefix = (redisKeyPrefix: string): string => `${redisKeyPrefix}bull`;
