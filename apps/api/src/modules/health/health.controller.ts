import { Controller, Get, Inject, type OnModuleDestroy, Res } from '@nestjs/common';
import { BOUNDED_IOREDIS_OPTIONS, connectIoRedis, EVENT_STORE, type EventStore } from '@ledgerline/events';
import { ProjectionRunner, READ_STORE, type ReadStore } from '@ledgerline/projections';
import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { checkDataFolderWritable } from '../../bootstrap/data-folder';

type StoreStatus = { status: 'up' | 'down'; adapter: string; error?: string };

/** A store that does not answer within this is reported down (a hung store must not hang the probe). */
export const PROBE_TIMEOUT_MS = 2_000;

const probe = async (adapter: string, check: () => Promise<unknown>): Promise<StoreStatus> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return { status: 'up', adapter };
  } catch (error) {
    return { status: 'down', adapter, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
};

@Controller('health')
export class HealthController implements OnModuleDestroy {
  /** Its own connection, failing fast while Redis is away (no offline queue), for the sessions/ids probe. */
  private readonly redis: Redis | null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
  ) {
    this.redis = config.redisUrl
      ? connectIoRedis(config.redisUrl, { ...BOUNDED_IOREDIS_OPTIONS, enableOfflineQueue: false })
      : null;
    this.redis?.on('error', () => undefined);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }

  /** Each store's status and how many events each projection is behind the log. */
  @Get()
  async health() {
    const stores = await this.stores();
    const lag = await this.runner.lag().catch(() => null);
    return {
      status: this.allUp(stores) ? 'ok' : 'degraded',
      profile: this.config.eventstoreUrl || this.config.mongoUrl ? 'scale-out' : 'embedded',
      stores,
      projections: lag,
    };
  }

  /** For orchestrators: 200 when every store this process needs answers, else 503 with Retry-After. */
  @Get('ready')
  async ready(@Res() response: Response): Promise<void> {
    const stores = await this.stores();
    if (this.allUp(stores)) {
      response.status(200).json({ status: 'ready', stores });
      return;
    }
    response.setHeader('Retry-After', '5');
    response
      .status(503)
      .json({ status: 'not ready', message: 'A store this API needs does not answer', stores });
  }

  private async stores() {
    const [eventStore, readStore, sessions] = await Promise.all([
      probe(this.config.eventstoreUrl ? 'kurrentdb' : 'sqlite', () =>
        this.inDataFolder(!this.config.eventstoreUrl, () => this.eventStore.headPosition()),
      ),
      probe(this.config.mongoUrl ? 'mongodb' : 'sqlite', () =>
        this.inDataFolder(!this.config.mongoUrl, () => this.readStore.count('accounts')),
      ),
      this.redis
        ? probe('redis', () => this.redis!.ping())
        : Promise.resolve({ status: 'up', adapter: 'sqlite' }),
    ]);
    return { eventStore, readStore, sessions: sessions as StoreStatus };
  }

  /** A SQLite store answers reads on a full or read-only disk; it is up only if it can also write. */
  private async inDataFolder(embedded: boolean, read: () => Promise<unknown>): Promise<void> {
    if (embedded) await checkDataFolderWritable(this.config.dataDir);
    await read();
  }

  private allUp(stores: Record<string, StoreStatus>): boolean {
    return Object.values(stores).every((store) => store.status === 'up');
  }
}
