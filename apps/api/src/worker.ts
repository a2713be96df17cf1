import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from './config/app-config';
import { DeadlineScanService } from './modules/deadlines/deadline-scan.service';
import { startDeadlineWorker } from './worker/deadline-worker';
import { startAnchorWorker } from './modules/audit-evidence/anchors/anchor-worker';
import { ChainAnchoring } from './modules/audit-evidence/anchors/chain-anchoring.service';
import { auditEvidenceSettings } from './modules/audit-evidence/audit-evidence.settings';
import { WorkerModule } from './worker/worker.module';

/** `npm run worker`: deadline notifications through BullMQ (REDIS_URL required). */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) {
    console.error(
      'The worker needs REDIS_URL (e.g. redis://127.0.0.1:6379). Without it the API schedules deadline scans itself.',
    );
    process.exit(2);
  }
  const context = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), {
    logger: ['error', 'warn', 'log'],
  });
  context.enableShutdownHooks();
  const logger = new Logger('DeadlineWorker');
  const running = await startDeadlineWorker({
    redisUrl: config.redisUrl,
    redisKeyPrefix: config.redisKeyPrefix,
    scans: context.get(DeadlineScanService),
    everyMs: config.deadlineScanMs > 0 ? config.deadlineScanMs : 60_000,
    onScanned: (r) =>
      logger.log(
        `Scanned ${r.accounts} accounts: ${r.filingsPlanned} filings planned, ${r.notificationsRaised} notifications, ${r.emailsSent} e-mails, ${r.trustsChanged} trusts changed compliance`,
      ),
  });
  logger.log(`Deadline worker running against ${config.redisUrl}`);
  const settings = auditEvidenceSettings(config);
  const anchors =
    settings.anchorEveryMs > 0
      ? await startAnchorWorker({
          redisUrl: config.redisUrl,
          redisKeyPrefix: config.redisKeyPrefix,
          anchoring: context.get(ChainAnchoring),
          everyMs: settings.anchorEveryMs,
        })
      : null;
  const stop = async () => {
    await anchors?.close();
    await running.close();
    await context.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
