import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from './idempotency-store.port';
import { openIdempotencyStore } from './idempotency-store.factory';

/** The HTTP layer keeps answers in it; an erasure reaches into it (docs/decisions/0032). API only. */
@Global()
@Module({
  providers: [
    {
      provide: IDEMPOTENCY_STORE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): IdempotencyStore & OnApplicationShutdown => {
        const store = openIdempotencyStore(config);
        return Object.assign(store, { onApplicationShutdown: () => store.close() });
      },
    },
  ],
  exports: [IDEMPOTENCY_STORE],
})
export class IdempotencyModule {}
