import { type DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config';
import { InfrastructureModule } from '../infrastructure/infrastructure.module';
import { DeadlinesModule } from '../modules/deadlines/deadlines.module';
import { ChainAnchoringModule } from '../modules/audit-evidence/chain-anchoring.module';

/** The worker process: stores, projections, the deadline engine and the chain anchors, no HTTP. */
@Module({})
export class WorkerModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CqrsModule.forRoot(),
        InfrastructureModule.forRoot(config),
        DeadlinesModule,
        ChainAnchoringModule,
      ],
    };
  }
}
