import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { REDIS_COMMAND_TIMEOUT_MS, redisReachability } from '@ledgerline/events';
import type { AppConfig } from '../../config/app-config';
import { SqliteSessionStore } from './sqlite-session.store';

// Required on first use: the embedded profile never loads the Redis drivers (cold start).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nodeRedis = () => require('redis') as typeof import('redis');
const redisSessions = () =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./redis-session.store') as typeof import('./redis-session.store');

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Without SESSION_SECRET a random secret is kept in DATA_DIR, so sessions survive restarts. */
export function sessionSecret(config: AppConfig): string {
  if (config.sessionSecret) return config.sessionSecret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'session-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export interface SessionSetup {
  middleware: ReturnType<typeof session>;
  /** Gives a request that reads no session (an API token's) the store, to end other users' sessions. */
  storeForTokens: RequestHandler;
  close(): Promise<void>;
}

export function createSessionMiddleware(config: AppConfig): SessionSetup {
  let store: session.Store;
  let close: () => Promise<void>;
  if (config.redisUrl) {
    // connect-redis speaks node-redis' command API, hence `redis` here rather than ioredis.
    // Its timeout covers only calls not yet written; the store races the rest against the same deadline
    // (docs/decisions/0019). Reconnecting goes on in the background.
    const client = nodeRedis().createClient({
      url: config.redisUrl,
      commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
      socket: {
        connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
        reconnectStrategy: (attempt: number) => Math.min(100 * 2 ** attempt, 2000),
      },
    });
    client.on('error', (error: Error) => console.error(`Redis session store: ${error.message}`));
    void client.connect();
    // Session keys stay `ledgerline:sess:<sid>` with the default prefix, as before sessions were listed per user.
    store = new (redisSessions().RedisUserSessionStore)(
      client,
      config.redisKeyPrefix,
      redisReachability(config.redisUrl),
    );
    close = async () => {
      // close() refuses while the socket is reconnecting; destroy() stops the reconnecting as well.
      await client.close().catch(() => undefined);
      if (client.isOpen) client.destroy();
    };
  } else {
    const sqlite = new SqliteSessionStore(join(config.dataDir, 'sessions.sqlite'));
    store = sqlite;
    close = async () => sqlite.close();
  }
  const middleware = session({
    name: 'ledgerline.sid',
    secret: sessionSecret(config),
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy !== false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SEVEN_DAYS_MS },
  });
  const storeForTokens: RequestHandler = (request, _response, next) => {
    Object.assign(request, { sessionStore: store });
    next();
  };
  return { middleware, storeForTokens, close };
}
