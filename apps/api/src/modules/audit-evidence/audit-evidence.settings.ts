import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../../config/app-config';

export interface AuditEvidenceSettings {
  /** Signing keys and anchors: AUDIT_KEY_DIR, by default `~/.ledgerline/audit`, never inside DATA_DIR. */
  dir: string;
  /** One anchor file per log the folder signs for (several installations may share the folder). */
  installation: string;
  /** How often the head is anchored (AUDIT_ANCHOR_MS, default hourly; 0 turns the schedule off). */
  anchorEveryMs: number;
  foldedAtRead: boolean;
}

export function auditEvidenceSettings(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  const dir = resolve(env.AUDIT_KEY_DIR?.trim() || join(homedir(), '.ledgerline', 'audit'));
  const dataDir = resolve(config.dataDir);
  if (!config.eventstoreUrl && (dir === dataDir || dir.startsWith(`${dataDir}/`)))
    throw new Error(`AUDIT_KEY_DIR (${dir}) must be outside DATA_DIR (${dataDir}): the key signs that data`);
  const anchorEveryMs = Number(env.AUDIT_ANCHOR_MS ?? 3_600_000);
  if (!Number.isInteger(anchorEveryMs) || anchorEveryMs < 0)
    throw new Error(`AUDIT_ANCHOR_MS must be a whole number of milliseconds, got ${env.AUDIT_ANCHOR_MS}`);
  const source = config.eventstoreUrl ?? dataDir;
  const installation = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return {
    dir,
    installation,
    anchorEveryMs,
    foldedAtRead: config.eventstoreUrl !== null,
  } satisfies AuditEvidenceSettings;
}

export const AUDIT_EVIDENCE_SETTINGS = Symbol('AUDIT_EVIDENCE_SETTINGS');
