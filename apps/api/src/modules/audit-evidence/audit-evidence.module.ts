import { Module } from '@nestjs/common';
import { HistoryModule } from '../history/history.module';
import { IdentityModule } from '../identity/identity.module';
import { ChainAnchoringModule } from './chain-anchoring.module';
import { AuditExportBuilder } from './export/audit-export.builder';
import { AuditExportController } from './export/audit-export.controller';
import { AuditKeysController } from './keys/audit-keys.controller';
import { AuditVerifyController } from './verify/audit-verify.controller';

/** Tamper evidence (docs/decisions/0031): signed chain anchors, exports, verification. */
@Module({
  imports: [IdentityModule, HistoryModule, ChainAnchoringModule],
  controllers: [AuditKeysController, AuditExportController, AuditVerifyController],
  providers: [AuditExportBuilder],
})
export class AuditEvidenceModule {}
