import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Agent } from './list-spec-support';

/** An export line as read back: its kind and whatever else it carries. */
export type Line = Record<string, unknown> & { kind: string };

export const parseLines = (text: string): Line[] =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);

export const joinLines = (lines: Line[]) => lines.map((l) => JSON.stringify(l)).join('\n');

/**
 * Signing keys in a folder of the spec's own, kept apart from any data folder and removed afterwards; answers
 * the folder (a spec may keep scratch files there too).
 */
export function useTemporaryAuditKeys(prefix: string): string {
  const keyDir = mkdtempSync(join(tmpdir(), prefix));
  process.env.AUDIT_KEY_DIR = keyDir;
  afterAll(() => rmSync(keyDir, { recursive: true, force: true }));
  return keyDir;
}

/** `GET /api/audit/export?<query>` read whole as text. */
export const exportText = async (agent: Agent, query: string): Promise<string> =>
  (
    await agent
      .get(`/api/audit/export?${query}`)
      .buffer(true)
      .parse((res, cb) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => cb(null, text));
      })
      .expect(200)
  ).body as string;

export interface VerifyAnswer {
  ok: boolean;
  message: string;
  problem?: { reason: string; line: number | null; eventId: string | null };
}

/** `POST /api/audit/verify` of an export's text. */
export const verifyText = async (agent: Agent, text: string): Promise<VerifyAnswer> =>
  (await agent.post('/api/audit/verify').send({ file: text }).expect(200)).body as VerifyAnswer;
