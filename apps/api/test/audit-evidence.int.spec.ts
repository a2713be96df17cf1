import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventDigest, linkHash } from '@ledgerline/events';
import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import {
  exportText as exportOf,
  joinLines,
  type Line,
  parseLines,
  useTemporaryAuditKeys,
  verifyText,
} from './audit-export-support';
import { binaryBody, pdfTextLines } from './pdf-text';
import { registeredAgent, type TestApp } from './test-app';

const keyDir = useTemporaryAuditKeys('ledgerline-audit-keys-');
const parse = parseLines;
const file = joinLines;

describe('Tamper-evident audit export', () => {
  let app: TestApp;
  let agent: Agent;
  const ids: Record<string, number> = {};

  const exportText = (query: string) => exportOf(agent, query);
  const verify = (text: string) => verifyText(agent, text);

  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('auditor'));
    ids.acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    ids.thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    ids.other = await createEntity(agent, { type: 'company', name: 'Unrelated Ltd' });
    ids.share = await createRelationship(agent, {
      sourceEntityId: ids.thandi,
      targetEntityId: ids.acme,
      type: 'shareholder',
      ownershipPercentage: 25,
    });
    await agent.patch(`/api/relationships/${ids.share}`).send({ ownershipPercentage: 40 }).expect(200);
    await agent.patch(`/api/entities/${ids.other}`).send({ name: 'Unrelated Two Ltd' }).expect(200);
  });
  afterAll(() => stopTestApp(app));

  it('publishes the Ed25519 keys with their validity', async () => {
    const keys = (await agent.get('/api/audit/keys').expect(200)).body as Record<string, unknown>[];
    expect(keys[0]).toMatchObject({
      algorithm: 'Ed25519',
      validTo: null,
      publicKeyJwk: { kty: 'OKP', crv: 'Ed25519' },
    });
    expect(String(keys[0].publicKeyPem)).toContain('BEGIN PUBLIC KEY');
  });

  it('exports an entity with its linking records, other entries as digests only, and verifies it', async () => {
    const lines = parse(await exportText(`entityId=${ids.acme}`));
    const events = lines.filter((l) => l.kind === 'event');
    expect(events.map((l) => l.type)).toEqual(
      expect.arrayContaining(['EntityRegistered', 'RelationshipAdded', 'RelationshipUpdated']),
    );
    expect(JSON.stringify(events)).not.toContain('Unrelated');
    expect(lines.some((l) => l.kind === 'link')).toBe(true);
    expect(lines.filter((l) => l.kind === 'anchor').length).toBeGreaterThan(0);
    const result = await verify(file(lines));
    expect(result).toMatchObject({ ok: true });
    expect(result.message).toMatch(/^Verified: \d+ entries, anchored by key \S+ at /);
  });

  it('verifies the CSV of the whole account', async () => {
    const csv = await exportText('format=csv');
    expect(csv.startsWith('kind,position,eventId')).toBe(true);
    expect(await verify(csv)).toMatchObject({ ok: true });
  });

  it('names the CSV row whose cell was changed, and refuses keys other than the published ones', async () => {
    const csv = await exportText(`entityId=${ids.acme}`.concat('&format=csv'));
    const rows = csv.split('\r\n');
    const i = rows.findIndex((row) => row.includes(',RelationshipUpdated,'));
    const altered = [...rows];
    altered[i] = altered[i].replace(/2\d{3}-\d{2}-\d{2}T/, '2001-01-01T');
    expect((await verify(altered.join('\r\n'))).problem).toMatchObject({
      reason: 'hash_mismatch',
      line: i + 1,
    });
    const lines = parse(await exportText(`entityId=${ids.acme}`));
    const keyLine = lines.findIndex((l) => l.kind === 'key');
    const anchorLine = lines.findIndex((l) => l.kind === 'anchor');
    const renamed = lines.map((l, j) => (j === anchorLine ? { ...l, keyId: 'someone-else' } : l));
    expect(keyLine).toBeGreaterThan(0);
    expect((await verify(file(renamed))).problem).toMatchObject({
      reason: 'unknown_key',
      line: anchorLine + 1,
    });
  });

  it('takes the file as a multipart upload, and refuses a request without one naming file', async () => {
    const csv = await exportText('format=csv');
    const upload = await agent
      .post('/api/audit/verify')
      .attach('file', Buffer.from(csv), 'audit.csv')
      .expect(200);
    expect(upload.body).toMatchObject({ ok: true });
    const none = await agent.post('/api/audit/verify').send({}).expect(400);
    expect(none.body.errors[0].field).toBe('file');
  });

  it('refuses a PDF export with a 400 that says PDFs are verified from their JSONL or CSV twin', async () => {
    const pdf = (
      await agent
        .get(`/api/audit/export?entityId=${ids.acme}&format=pdf`)
        .buffer(true)
        .parse(binaryBody)
        .expect(200)
    ).body as Buffer;
    const upload = await agent.post('/api/audit/verify').attach('file', pdf, 'audit.pdf').expect(400);
    expect(upload.body.errors[0]).toEqual({
      field: 'file',
      message:
        'This is a PDF export: a PDF is not verified itself; verify the JSONL or CSV export of the same records instead',
    });
    const asText = await agent
      .post('/api/audit/verify')
      .send({ file: pdf.toString('latin1') })
      .expect(400);
    expect(asText.body.errors[0].field).toBe('file');
  });

  it('answers a PDF for the auditor: the current register, the history in sentences with hashes, the anchor', async () => {
    const response = await agent
      .get(`/api/audit/export?entityId=${ids.acme}&format=pdf`)
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = pdfTextLines(response.body as Buffer)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Audit trail: Acme Holdings');
    expect(text).toContain('Beneficial owners (current register)');
    expect(text).toMatch(/Thandi Nkosi: 40% \(/);
    expect(text).toMatch(
      /Thandi Nkosi's shareholding in Acme Holdings changed from 25% to 40%, recorded by auditor on/,
    );
    expect(text).toMatch(/hash [0-9a-f]{64}/);
    expect(text).toMatch(
      /signed at \d+ \w+ \d{4}, \d\d:\d\d with Ed25519 key \S+ \(published at \/api\/audit\/keys\)/,
    );
    expect(text).not.toContain('Unrelated');
  });

  it('sends the JSON Lines export gzipped to a client that takes gzip, line for line as plain', async () => {
    const plain = await agent.get('/api/audit/export').set('Accept-Encoding', 'identity').expect(200);
    const zipped = await agent.get('/api/audit/export').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Each export signs an anchor of its own; the chain's entries are the same.
    const lines = (text: string) => text.split('\n').filter((line) => line.startsWith('{"kind":"event"'));
    expect(lines(plain.text).length).toBeGreaterThan(0);
    expect(lines(zipped.text)).toEqual(lines(plain.text));
  });

  it('refuses bad parameters naming the field, and another account’s entity with a 404', async () => {
    const bad = await agent.get('/api/audit/export?format=xml').expect(400);
    expect(bad.body.errors[0].field).toBe('format');
    expect((await agent.get('/api/audit/export?entityId=abc').expect(400)).body.errors[0].field).toBe(
      'entityId',
    );
    const { agent: stranger } = await registeredAgent(app);
    await stranger.get(`/api/audit/export?entityId=${ids.acme}`).expect(404);
  });

  it('npm run audit:verify checks a file offline and names the altered entry (built CLI)', async () => {
    const cli = (text: string) => {
      const path = join(keyDir, `export-${Date.now()}.jsonl`);
      writeFileSync(path, text);
      return spawnSync(process.execPath, [join(__dirname, '../dist/cli/audit-verify.js'), path], {
        encoding: 'utf8',
      });
    };
    const lines = parse(await exportText(`entityId=${ids.acme}`));
    const ok = cli(file(lines));
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^Verified: \d+ entries, anchored by key/);
    const i = lines.findIndex((l) => l.type === 'RelationshipAdded');
    const bad = cli(file(lines.map((l, j) => (j === i ? { ...l, type: 'RelationshipRemoved' } : l))));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(
      `line ${i + 1}, event ${(lines[i].metadata as { eventId: string }).eventId}`,
    );
    expect(bad.stderr).toContain('[hash_mismatch]');
  });

  describe('an altered file is refused, naming what is wrong', () => {
    let lines: Line[];
    let eventIndex: number;
    beforeAll(async () => {
      lines = parse(await exportText(`entityId=${ids.acme}`));
      eventIndex = lines.findIndex((l) => l.type === 'RelationshipUpdated');
    });
    const chainIndexes = () =>
      lines.flatMap((l, i) => (['event', 'link', 'legacy'].includes(l.kind) ? [i] : []));

    it('a changed field: hash mismatch on its line and event', async () => {
      const altered = lines.map((l, i) =>
        i === eventIndex ? { ...l, data: { ...(l.data as object), ownershipPercentage: 90 } } : l,
      );
      const result = await verify(file(altered));
      expect(result.problem).toMatchObject({ reason: 'hash_mismatch', line: eventIndex + 1 });
      expect(result.problem?.eventId).toBe((lines[eventIndex].metadata as { eventId: string }).eventId);
    });

    it('a dropped entry: missing entry', async () => {
      const dropped = lines.filter((_, i) => i !== eventIndex);
      expect((await verify(file(dropped))).problem).toMatchObject({
        reason: 'missing_entry',
        line: eventIndex + 1,
      });
    });

    it('two entries swapped: reordered', async () => {
      const [a, b] = chainIndexes().slice(1, 3);
      const swapped = [...lines];
      [swapped[a], swapped[b]] = [swapped[b], swapped[a]];
      expect((await verify(file(swapped))).problem).toMatchObject({ reason: 'reordered', line: b + 1 });
    });

    it('a change with the tail re-hashed: refused against the signed anchor', async () => {
      let previous = '';
      const rehashed = lines.map((l, i) => {
        if (!['event', 'link', 'legacy'].includes(l.kind)) return l;
        const changed =
          i === eventIndex ? { ...l, data: { ...(l.data as object), ownershipPercentage: 90 } } : l;
        const digest =
          changed.kind === 'event'
            ? eventDigest({
                streamName: changed.streamName as string,
                streamRevision: changed.streamRevision as number,
                type: changed.type as string,
                data: changed.data,
                metadata: changed.metadata,
              })
            : (changed.digest as string);
        const first = previous === '';
        const previousHash = first ? (changed.previousHash as string) : previous;
        previous = linkHash(previousHash, digest);
        return { ...changed, digest, previousHash, hash: previous };
      });
      expect((await verify(file(rehashed))).problem?.reason).toBe('rehashed');
    });

    it('a truncated tail: truncated after the anchor', async () => {
      const last = chainIndexes().slice(-2);
      const truncated = lines.filter((_, i) => !last.includes(i));
      expect((await verify(file(truncated))).problem?.reason).toBe('truncated_after_anchor');
    });

    it('a change withheld (shown as its digest only): refused against the signed manifest', async () => {
      const withheld = lines.map((l, i) =>
        i === eventIndex
          ? {
              kind: 'link',
              position: l.position,
              sequence: l.sequence,
              digest: l.digest,
              previousHash: l.previousHash,
              hash: l.hash,
            }
          : l,
      );
      expect((await verify(file(withheld))).problem?.reason).toBe('entries_withheld');
    });

    it('a forged signature: anchor signature invalid', async () => {
      const a = lines.findIndex((l) => l.kind === 'anchor');
      const forged = lines.map((l, i) =>
        i === a ? { ...l, signature: Buffer.alloc(64, 7).toString('base64') } : l,
      );
      expect((await verify(file(forged))).problem).toMatchObject({
        reason: 'anchor_signature_invalid',
        line: a + 1,
      });
    });
  });
});
