import {
  type DynamicModule,
  Global,
  Inject,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  createEventStoreFromEnv,
  createIdAllocatorFromEnv,
  domainEventCatalogue,
  EVENT_STORE,
  type EventCatalogue,
  type EventStore,
  ID_ALLOCATOR,
  type IdAllocator,
} from '@ledgerline/events';
import {
  createReadStoreFromEnv,
  ProjectionRunner,
  type Projector,
  READ_STORE,
  type ReadStore,
} from '@ledgerline/projections';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { allProjectors } from '../projectors';
import { LogCheckedIdAllocator } from './ids/log-checked-id-allocator';
import { AccountDays } from '../shared/account-days';
import { CLOCK, type Clock, systemClock } from '../shared/clock';
import { EventSourcedStreams } from './event-sourcing/event-sourced-streams';
import { openSnapshotStore } from './event-sourcing/snapshots/open-snapshot-store';
import { SNAPSHOT_STORE, type SnapshotStore } from './event-sourcing/snapshots/snapshot-store.port';
import { StreamSnapshots } from './event-sourcing/snapshots/stream-snapshots';
import { EVENT_CATALOGUE, PROJECTORS } from './infrastructure.tokens';
import { createMailer } from './mail/create-mailer';
import { MAILER } from './mail/mailer.port';

const providers = [
  { provide: CLOCK, useValue: systemClock },
  AccountDays,
  { provide: EVENT_CATALOGUE, useFactory: () => domainEventCatalogue() },
  {
    provide: PROJECTORS,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => allProjectors(config.timeZone),
  },
  {
    provide: EVENT_STORE,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) =>
      createEventStoreFromEnv({
        dataDir: config.dataDir,
        eventstoreUrl: config.eventstoreUrl,
        pollIntervalMs: config.crossProcessPollMs.events,
        redisUrl: config.redisUrl,
        redisKeyPrefix: config.redisKeyPrefix,
      }),
  },
  {
    provide: READ_STORE,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) =>
      createReadStoreFromEnv({ dataDir: config.dataDir, mongoUrl: config.mongoUrl }),
  },
  {
    provide: ID_ALLOCATOR,
    inject: [APP_CONFIG, READ_STORE],
    useFactory: (config: AppConfig, readStore: ReadStore) =>
      new LogCheckedIdAllocator(
        createIdAllocatorFromEnv({
          dataDir: config.dataDir,
          redisUrl: config.redisUrl,
          redisKeyPrefix: config.redisKeyPrefix,
        }),
        readStore,
      ),
  },
  {
    provide: ProjectionRunner,
    inject: [EVENT_STORE, READ_STORE, EVENT_CATALOGUE, PROJECTORS, APP_CONFIG],
    useFactory: (
      eventStore: EventStore,
      readStore: ReadStore,
      catalogue: EventCatalogue,
      projectors: Projector[],
      config: AppConfig,
    ) =>
      new ProjectionRunner({
        eventStore,
        readStore,
        catalogue,
        projectors,
        pollIntervalMs: config.crossProcessPollMs.checkpoints,
      }),
  },
  { provide: SNAPSHOT_STORE, inject: [APP_CONFIG], useFactory: openSnapshotStore },
  { provide: MAILER, inject: [APP_CONFIG], useFactory: createMailer },
  {
    provide: EventSourcedStreams,
    inject: [EVENT_STORE, EVENT_CATALOGUE, CLOCK, ProjectionRunner, APP_CONFIG, SNAPSHOT_STORE],
    useFactory: (
      store: EventStore,
      catalogue: EventCatalogue,
      clock: Clock,
      runner: ProjectionRunner,
      config: AppConfig,
      snapshots: SnapshotStore,
    ) =>
      new EventSourcedStreams(
        store,
        catalogue,
        clock,
        runner,
        config.projectionWaitMs,
        new StreamSnapshots(snapshots, { everyEvents: config.snapshotEveryEvents }),
      ),
  },
];

const exported = [
  APP_CONFIG,
  CLOCK,
  AccountDays,
  EVENT_CATALOGUE,
  EVENT_STORE,
  READ_STORE,
  ID_ALLOCATOR,
  ProjectionRunner,
  EventSourcedStreams,
  MAILER,
];

/** Chooses the embedded or scale-out adapters from the configuration and runs the projections. */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(ID_ALLOCATOR) private readonly ids: IdAllocator,
    private readonly streams: EventSourcedStreams,
    @Inject(SNAPSHOT_STORE) private readonly snapshots: SnapshotStore,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, ...providers],
      exports: exported,
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    await this.streams.saveSnapshots().catch(() => undefined);
    await Promise.allSettled([
      this.eventStore.close(),
      this.readStore.close(),
      this.ids.close(),
      this.snapshots.close(),
    ]);
  }
}
