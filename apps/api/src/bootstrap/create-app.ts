import { type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import passport from 'passport';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { ApiExceptionFilter } from '../http/api-exception.filter';
import { installBodyParsing } from '../http/body-parsing';
import { installSameOriginWrites } from '../http/same-origin-writes';
import { installSecurityHeaders } from '../http/security-headers';
import { installWebApp } from '../http/spa-fallback';
import { trackUnprojectedWrites } from '../infrastructure/event-sourcing/unprojected-writes';
import { installAbsoluteSessionLifetime } from '../infrastructure/session/absolute-lifetime';
import { createSessionMiddleware } from '../infrastructure/session/session-middleware';

export interface CreateAppOptions {
  logger?: LogLevel[] | false;
}

/** Builds the whole HTTP application; `main.ts` listens on it and the integration specs drive it in-process. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forConfig(config), {
    bodyParser: false,
    logger: options.logger ?? ['error', 'warn', 'log'],
  });
  const server = app.getHttpAdapter().getInstance();
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);
  server.use((_request: unknown, _response: unknown, next: () => void) => trackUnprojectedWrites(next));
  installSecurityHeaders(server);
  installSameOriginWrites(server, config.allowedOrigins);
  installBodyParsing(server);
  const sessions = createSessionMiddleware(config);
  server.use(sessions.middleware);
  server.use(passport.initialize());
  server.use(passport.session());
  installAbsoluteSessionLifetime(server, config.sessionAbsoluteMs);
  installWebApp(server, config.webDist);
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await sessions.close();
  };
  return app;
}
