import { Controller, Get, Inject } from '@nestjs/common';
import { EVENT_STORE, type EventStore } from '@ledgerline/events';
import { ProjectionRunner, READ_STORE, type ReadStore } from '@ledgerline/projections';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

type StoreStatus = { status: 'up' | 'down'; adapter: string; error?: string };

const probe = async (adapter: string, check: () => Promise<unknown>): Promise<StoreStatus> => {
  try {
    await check();
    return { status: 'up', adapter };
  } catch (error) {
    return { status: 'down', adapter, error: error instanceof Error ? error.message : String(error) };
  }
};

@Controller('health')
export class HealthController {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Store status and how many events each projection is behind the log. */
  @Get()
  async health() {
    const [eventStore, readStore] = await Promise.all([
      probe(this.config.eventstoreUrl ? 'kurrentdb' : 'sqlite', () => this.eventStore.headPosition()),
      probe(this.config.mongoUrl ? 'mongodb' : 'sqlite', () => this.readStore.count('accounts')),
    ]);
    const lag = await this.runner.lag().catch(() => null);
    const ok = eventStore.status === 'up' && readStore.status === 'up';
    return {
      status: ok ? 'ok' : 'degraded',
      profile: this.config.eventstoreUrl || this.config.mongoUrl ? 'scale-out' : 'embedded',
      stores: { eventStore, readStore, sessions: this.config.redisUrl ? 'redis' : 'sqlite' },
      projections: lag,
    };
  }
}
