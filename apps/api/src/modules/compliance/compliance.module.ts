import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { FilingsModule } from '../filings/filings.module';
import { RegisterReadModule } from '../register-read.module';
import { TrustComplianceController } from './trust-compliance.controller';

@Module({
  imports: [RegisterReadModule, DocumentsModule, FilingsModule],
  controllers: [TrustComplianceController],
})
export class ComplianceModule {}
