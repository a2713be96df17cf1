import { Module } from '@nestjs/common';
import { CHAIN_LOG, createChainLogFromEnv } from '@ledgerline/events';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnchorScheduler } from './anchors/anchor-scheduler';
import { ChainAnchoring } from './anchors/chain-anchoring.service';
import { AUDIT_EVIDENCE_SETTINGS, auditEvidenceSettings } from './audit-evidence.settings';

/** The chain, its signing keys and anchors: in the API (embedded schedule) and in the BullMQ worker. */
@Module({
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
  ],
  exports: [ChainAnchoring, AUDIT_EVIDENCE_SETTINGS],
})
export class ChainAnchoringModule {}
