import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config';
import { InfrastructureModule } from '../infrastructure/infrastructure.module';
import { DeadlinesModule } from '../modules/deadlines/deadlines.module';

/** The worker process: stores, projections and the deadline engine, no HTTP. */
@Module({})
export class WorkerModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [CqrsModule.forRoot(), InfrastructureModule.forRoot(config), DeadlinesModule],
    };
  }
}
