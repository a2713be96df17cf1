import { join } from 'node:path';
import Database from 'better-sqlite3';
import { eventDigest, linkHash } from '@ledgerline/events';
import { exportText, parseLines, useTemporaryAuditKeys, verifyText } from './audit-export-support';
import { createEntity, createRelationship, stopTestApp } from './list-spec-support';
import { registeredAgent, startTestApp, type TestApp } from './test-app';

useTemporaryAuditKeys('ledgerline-account-chain-keys-');
const parse = parseLines;
const verify = verifyText;

/** An account with a company and a shareholding, changed once. */
async function accountWithHistory(app: TestApp) {
  const { agent, user } = await registeredAgent(app);
  const company = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
  const person = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
  const share = await createRelationship(agent, {
    sourceEntityId: person,
    targetEntityId: company,
    type: 'shareholder',
    ownershipPercentage: 25,
  });
  await agent.patch(`/api/relationships/${share}`).send({ ownershipPercentage: 40 }).expect(200);
  return { agent, accountId: String(user.accountId), company };
}

/** Another account's steady work between the first account's changes. */
async function busyNeighbour(app: TestApp, changes: number) {
  const { agent } = await registeredAgent(app);
  const id = await createEntity(agent, { type: 'company', name: 'Other Ltd' });
  for (let i = 0; i < changes; i += 1)
    await agent
      .patch(`/api/entities/${id}`)
      .send({ name: `Other ${i} Ltd` })
      .expect(200);
}

describe('audit exports follow the account chain (docs/decisions/0046)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => stopTestApp(app));
  const db = () => new Database(join(app.dataDir, 'events.sqlite'));

  it("holds only the account's own entries, numbered without gaps, however busy other accounts are", async () => {
    const quiet = await accountWithHistory(app);
    const before = parse(await exportText(quiet.agent, `entityId=${quiet.company}`));
    await busyNeighbour(app, 25);
    await quiet.agent.patch(`/api/entities/${quiet.company}`).send({ name: 'Acme Two Ltd' }).expect(200);
    const text = await exportText(quiet.agent, `entityId=${quiet.company}`);
    const lines = parse(text);
    const chain = lines.filter((l) => l.kind === 'event' || l.kind === 'link');
    expect(lines[0]).toMatchObject({ version: 4, chain: 'account', accountId: Number(quiet.accountId) });
    expect(chain.map((l) => l.sequence)).toEqual(chain.map((_, i) => Number(chain[0].sequence) + i));
    const beforeChain = before.filter((l) => l.kind === 'event' || l.kind === 'link');
    // The neighbour's 25 changes add nothing to this account's export.
    expect(chain.length - beforeChain.length).toBeLessThan(10);
    for (const l of chain.filter((c) => c.kind === 'event'))
      expect((l.metadata as { accountId: string }).accountId).toBe(quiet.accountId);
    const anchors = lines.filter((l) => l.kind === 'anchor');
    expect(anchors.every((a) => a.accountId === quiet.accountId)).toBe(true);
    expect(await verify(quiet.agent, text)).toMatchObject({ ok: true });
  });

  it("refuses an anchor of another account's chain placed in the file", async () => {
    const a = await accountWithHistory(app);
    const b = await accountWithHistory(app);
    const bAnchor = parse(await exportText(b.agent, 'format=jsonl')).find((l) => l.kind === 'anchor')!;
    const lines = parse(await exportText(a.agent, 'format=jsonl'));
    const swapped = lines.map((l) => (l.kind === 'anchor' ? bAnchor : l));
    const result = await verify(a.agent, swapped.map((l) => JSON.stringify(l)).join('\n'));
    expect(result.problem?.reason).toBe('anchor_of_another_chain');
  });

  it("detects one account's deleted tail; the other accounts still verify", async () => {
    const victim = await accountWithHistory(app);
    const bystander = await accountWithHistory(app);
    await exportText(victim.agent, `entityId=${victim.company}`); // anchors the account's head
    const sqlite = db();
    sqlite
      .prepare(
        `DELETE FROM events WHERE position IN
         (SELECT position FROM events WHERE account_id = ? ORDER BY position DESC LIMIT 2)`,
      )
      .run(victim.accountId);
    sqlite.close();
    const result = await verify(victim.agent, await exportText(victim.agent, `entityId=${victim.company}`));
    expect(result.problem?.reason).toBe('truncated_after_anchor');
    const other = await exportText(bystander.agent, `entityId=${bystander.company}`);
    expect(await verify(bystander.agent, other)).toMatchObject({ ok: true });
  });

  it('detects a row edited and every later hash of both chains recomputed', async () => {
    const victim = await accountWithHistory(app);
    await exportText(victim.agent, `entityId=${victim.company}`); // anchors the account's head
    const sqlite = db();
    const rows = sqlite.prepare('SELECT * FROM events ORDER BY position').all() as Record<
      string,
      string | number
    >[];
    const target = rows.find((r) => r.type === 'RelationshipUpdated' && r.account_id === victim.accountId)!;
    const data = JSON.parse(String(target.data)) as object;
    sqlite
      .prepare('UPDATE events SET data = ? WHERE position = ?')
      .run(JSON.stringify({ ...data, note: 'x' }), target.position);
    let previous = '';
    const accounts = new Map<string, string>();
    for (const row of sqlite.prepare('SELECT * FROM events ORDER BY position').all() as Record<
      string,
      string | number
    >[]) {
      const digest = eventDigest({
        streamName: String(row.stream_name),
        streamRevision: Number(row.stream_revision),
        type: String(row.type),
        data: JSON.parse(String(row.data)) as unknown,
        metadata: JSON.parse(String(row.metadata)) as unknown,
      });
      previous = linkHash(previous, digest);
      const accountHash = linkHash(accounts.get(String(row.account_id)) ?? '', digest);
      accounts.set(String(row.account_id), accountHash);
      sqlite
        .prepare('UPDATE events SET hash = ?, account_hash = ? WHERE position = ?')
        .run(previous, accountHash, row.position);
    }
    sqlite.close();
    const result = await verify(victim.agent, await exportText(victim.agent, `entityId=${victim.company}`));
    expect(result.problem?.reason).toBe('rehashed');
  });
});
