import type { Server } from 'node:http';
import { type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import passport from 'passport';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { installAccountZoneValidation } from '../http/account-zone-validation';
import { ApiExceptionFilter } from '../http/api-exception.filter';
import { installBodyParsing } from '../http/body-parsing';
import { installIdempotentPosts } from '../http/idempotent-posts';
import { keepConnectionsAlive } from '../http/keep-alive';
import { installPlainQueries } from '../http/plain-queries';
import { installSameOriginWrites } from '../http/same-origin-writes';
import { installSecurityHeaders } from '../http/security-headers';
import { installWebApp } from '../http/spa-fallback';
import { storeOutageAnswers } from '../http/store-outage';
import { trackUnprojectedWrites } from '../infrastructure/event-sourcing/unprojected-writes';
import {
  IDEMPOTENCY_STORE,
  type IdempotencyStore,
} from '../infrastructure/idempotency/idempotency-store.port';
import { installAbsoluteSessionLifetime } from '../infrastructure/session/absolute-lifetime';
import { assertDataFolderWritable } from './data-folder';
import { createSessionMiddleware, sessionSecret } from '../infrastructure/session/session-middleware';
import { AccountDays } from '../shared/account-days';
import { BearerTokenAuthentication } from '../modules/api-tokens/bearer/bearer-token.authentication';
import {
  ifBearer,
  installBearerTokens,
  unlessBearer,
} from '../modules/api-tokens/bearer/bearer-tokens.middleware';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Builds the whole HTTP application; `main.ts` listens on it and the integration specs drive it in-process. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  assertDataFolderWritable(config.dataDir);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: options.logger ?? ['error', 'warn', 'log'],
  });
  keepConnectionsAlive(app.getHttpServer() as Server, config.httpKeepAliveMs);
  const server = app.getHttpAdapter().getInstance();
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);
  server.use((_request: unknown, _response: unknown, next: () => void) => trackUnprojectedWrites(next));
  installSecurityHeaders(server);
  installSameOriginWrites(server, config.allowedOrigins);
  installBodyParsing(server);
  installPlainQueries(server);
  const sessions = createSessionMiddleware(config);
  server.use(unlessBearer(sessions.middleware));
  server.use(ifBearer(sessions.storeForTokens));
  server.use(passport.initialize());
  server.use(unlessBearer(passport.session()));
  installBearerTokens(server, app.get(BearerTokenAuthentication));
  installAbsoluteSessionLifetime(server, config.sessionAbsoluteMs);
  installAccountZoneValidation(server, app.get(AccountDays));
  installIdempotentPosts(server, app.get<IdempotencyStore>(IDEMPOTENCY_STORE), sessionSecret(config));
  server.use(storeOutageAnswers);
  installWebApp(server, config.webDist);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  // Nest's application proxy ignores assignments (its `set` trap returns without setting), so the session
  // store is closed through a defined property that calls the prototype's close first.
  const nestClose = (Object.getPrototypeOf(app) as NestExpressApplication).close;
  Object.defineProperty(app, 'close', {
    configurable: true,
    value: async () => {
      await nestClose.call(app);
      await sessions.close();
    },
  });
  return app;
}
