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
  /** The signing key is rotated once it is this old (AUDIT_KEY_ROTATE_DAYS, default 365; 0 = only by command). */
  rotateAfterMs: number;
}

export function auditEvidenceSettings(config: AppConfig, env: NodeJS.ProcessEnv = process.env) {
  const dir = resolve(env.AUDIT_KEY_DIR?.trim() || join(homedir(), '.ledgerline', 'audit'));
  const dataDir = resolve(config.dataDir);
  if (!config.eventstoreUrl && (dir === dataDir || dir.startsWith(`${dataDir}/`)))
    throw new Error(`AUDIT_KEY_DIR (${dir}) must be outside DATA_DIR (${dataDir}): the key signs that data`);
  const anchorEveryMs = Number(env.AUDIT_ANCHOR_MS ?? 3_600_000);
  if (!Number.isInteger(anchorEveryMs) || anchorEveryMs < 0)
    throw new Error(`AUDIT_ANCHOR_MS must be a whole number of milliseconds, got ${env.AUDIT_ANCHOR_MS}`);
  const rotateDays = Number(env.AUDIT_KEY_ROTATE_DAYS ?? 365);
  if (!Number.isInteger(rotateDays) || rotateDays < 0)
    throw new Error(`AUDIT_KEY_ROTATE_DAYS must be a whole number of days, got ${env.AUDIT_KEY_ROTATE_DAYS}`);
  const source = config.eventstoreUrl ?? dataDir;
  const installation = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return {
    dir,
    installation,
    anchorEveryMs,
    rotateAfterMs: rotateDays * 24 * 60 * 60 * 1000,
  } satisfies AuditEvidenceSettings;
}

export const AUDIT_EVIDENCE_SETTINGS = Symbol('AUDIT_EVIDENCE_SETTINGS');
