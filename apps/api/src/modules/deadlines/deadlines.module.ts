import { Module } from '@nestjs/common';
import { BeneficialOwnerSets } from '../ownership/beneficial-owner-sets.service';
import { DeadlineScanService } from './deadline-scan.service';
import { InProcessScheduler } from './in-process-scheduler';

@Module({
  providers: [DeadlineScanService, InProcessScheduler, BeneficialOwnerSets],
  exports: [DeadlineScanService, BeneficialOwnerSets],
})
export class DeadlinesModule {}
