import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore, SqliteChainLog } from '@ledgerline/events';
import type { AppConfig } from '../../../config/app-config';
import { auditEvidenceSettings } from '../audit-evidence.settings';
import { publicKeyObject } from '../keys/audit-keyring';
import { anchorSignatureValid } from './anchor';
import { ChainAnchoring } from './chain-anchoring.service';

const event = (type: string, accountId = '1') => ({
  type,
  data: {},
  metadata: {
    eventId: `${type}-${Math.random()}`,
    accountId,
    actorId: '1',
    correlationId: 'c',
    causationId: 'c',
    recordedAt: '2025-03-03T10:00:00.000Z',
  },
});

describe('ChainAnchoring', () => {
  let root: string;
  let now: Date;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'chain-anchoring-'));
    now = new Date('2025-03-03T10:00:00Z');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const setUp = () => {
    const dataDir = join(root, 'data');
    const config = { dataDir, eventstoreUrl: null } as AppConfig;
    const settings = auditEvidenceSettings(config, { AUDIT_KEY_DIR: join(root, 'audit') });
    const store = openSqliteEventStore(join(dataDir, 'events.sqlite'));
    const chain = SqliteChainLog.open(join(dataDir, 'events.sqlite'));
    const anchoring = new ChainAnchoring(chain, settings, { now: () => now });
    return { store, anchoring, settings };
  };

  it('refuses a key folder inside DATA_DIR', () => {
    const config = { dataDir: join(root, 'data'), eventstoreUrl: null } as AppConfig;
    expect(() => auditEvidenceSettings(config, { AUDIT_KEY_DIR: join(root, 'data', 'keys') })).toThrow(
      /outside DATA_DIR/,
    );
  });

  it('signs the head, and on the schedule only when it moved', async () => {
    const { store, anchoring } = setUp();
    expect(await anchoring.anchorHead('schedule', true)).toBeNull();
    await store.appendToStream('s', [event('A'), event('B')]);
    const first = await anchoring.anchorHead('schedule', true);
    expect(first).toMatchObject({ position: '2', reason: 'schedule' });
    expect(await anchoring.anchorHead('schedule', true)).toBeNull();
    await store.appendToStream('s', [event('C')]);
    expect(await anchoring.anchorHead('schedule', true)).toMatchObject({ position: '3' });
    expect(anchoring.anchors.all().map((a) => a.position)).toEqual(['2', '3']);
    const key = anchoring.keyring.publicKeys()[0];
    expect(anchorSignatureValid(first!, publicKeyObject(key))).toBe(true);
    expect(anchorSignatureValid({ ...first!, position: '1' }, publicKeyObject(key))).toBe(false);
    await Promise.all([store.close(), anchoring.chain.close()]);
  });

  it('keeps the private key 0600 and old public keys published after a rotation, by command or after a year', async () => {
    const { store, anchoring, settings } = setUp();
    await store.appendToStream('s', [event('A')]);
    const before = await anchoring.anchorHead('export');
    now = new Date('2025-06-01T00:00:00Z');
    const next = anchoring.keyring.rotate();
    const keys = anchoring.keyring.publicKeys();
    expect(keys.map((k) => [k.id, k.validTo])).toEqual([
      [before!.keyId, '2025-06-01T00:00:00.000Z'],
      [next.id, null],
    ]);
    expect((await anchoring.anchorHead('export'))?.keyId).toBe(next.id);
    now = new Date('2026-06-02T00:00:00Z');
    const yearLater = await anchoring.anchorHead('export');
    expect(yearLater?.keyId).not.toBe(next.id);
    expect(anchoring.keyring.publicKeys().find((k) => k.id === next.id)?.validTo).toBe(
      '2026-06-02T00:00:00.000Z',
    );
    const mode = statSync(join(settings.dir, 'keys', `${next.id}.private.pem`)).mode & 0o777;
    expect(mode).toBe(0o600);
    await Promise.all([store.close(), anchoring.chain.close()]);
  });

  it('the schedule anchors each account whose chain moved since the last run, then the log (0046)', async () => {
    const { store, anchoring } = setUp();
    await store.appendToStream('a', [event('A1', '7'), event('A2', '7')]);
    await store.appendToStream('b', [event('B1', '8')]);
    expect(await anchoring.anchorSchedule()).toMatchObject({ accounts: 2, log: { position: '3' } });
    expect(anchoring.accountAnchors('7').all()).toEqual([
      expect.objectContaining({ accountId: '7', sequence: 2, position: '2', reason: 'schedule' }),
    ]);
    expect(await anchoring.anchorSchedule()).toEqual({ accounts: 0, log: null });
    await store.appendToStream('b', [event('B2', '8')]);
    expect(await anchoring.anchorSchedule()).toMatchObject({ accounts: 1, log: { position: '4' } });
    expect(anchoring.accountAnchors('7').all()).toHaveLength(1);
    const [b1, b2] = anchoring.accountAnchors('8').all();
    expect([b1.sequence, b2.sequence]).toEqual([1, 2]);
    const key = publicKeyObject(anchoring.keyring.publicKeys()[0]);
    expect(anchorSignatureValid(b2, key)).toBe(true);
    expect(anchorSignatureValid({ ...b2, accountId: '7' }, key)).toBe(false);
    expect(anchorSignatureValid({ ...b2, sequence: 1 }, key)).toBe(false);
    await Promise.all([store.close(), anchoring.chain.close()]);
  });
});
