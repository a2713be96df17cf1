import { Module } from '@nestjs/common';
import { DeadlineScanService } from './deadline-scan.service';
import { InProcessScheduler } from './in-process-scheduler';

@Module({ providers: [DeadlineScanService, InProcessScheduler], exports: [DeadlineScanService] })
export class DeadlinesModule {}
