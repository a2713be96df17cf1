import { Module } from '@nestjs/common';
import { CHAIN_LOG, createChainLogFromEnv } from '@ledgerline/events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { HistoryModule } from '../history/history.module';
import { IdentityModule } from '../identity/identity.module';
import { AnchorScheduler } from './anchors/anchor-scheduler';
import { ChainAnchoring } from './anchors/chain-anchoring.service';
import { AUDIT_EVIDENCE_SETTINGS, auditEvidenceSettings } from './audit-evidence.settings';
import { AuditExportBuilder } from './export/audit-export.builder';
import { AuditExportController } from './export/audit-export.controller';
import { AuditKeysController } from './keys/audit-keys.controller';
import { AuditVerifyController } from './verify/audit-verify.controller';

/** Tamper evidence (issue 12 section 3, docs/decisions/0031): signed chain anchors, exports, verification. */
@Module({
  imports: [IdentityModule, HistoryModule],
  controllers: [AuditKeysController, AuditExportController, AuditVerifyController],
  providers: [
    {
      provide: AUDIT_EVIDENCE_SETTINGS,
      useFactory: (config: AppConfig) => auditEvidenceSettings(config),
      inject: [APP_CONFIG],
    },
    {
      provide: CHAIN_LOG,
      useFactory: (config: AppConfig) => createChainLogFromEnv(config),
      inject: [APP_CONFIG],
    },
    ChainAnchoring,
    AnchorScheduler,
    AuditExportBuilder,
  ],
  exports: [ChainAnchoring],
})
export class AuditEvidenceModule {}
