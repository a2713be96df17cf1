import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { FilingsModule } from '../filings/filings.module';
import { RegisterReadModule } from '../register-read.module';
import { ComplianceController } from './compliance.controller';
import { ComplianceFactsReader } from './compliance-facts.reader';

@Module({
  imports: [RegisterReadModule, DocumentsModule, FilingsModule],
  controllers: [ComplianceController],
  providers: [ComplianceFactsReader],
})
export class ComplianceModule {}
