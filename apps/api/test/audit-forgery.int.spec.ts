import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventDigest, linkHash } from '@ledgerline/events';
import type { ExportLine } from '../src/modules/audit-evidence/audit-export-lines';
import { csvHeaderRow, csvRow } from '../src/modules/audit-evidence/export/audit-export.csv';
import { readExportFile } from '../src/modules/audit-evidence/verify/read-export-file';
import { type VerificationKey, verifyExport } from '../src/modules/audit-evidence/verify/verify-export';
import {
  exportText,
  joinLines,
  type Line,
  parseLines,
  useTemporaryAuditKeys,
  verifyText,
} from './audit-export-support';
import {
  type Agent,
  createEntity,
  createRelationship,
  startWithAccount,
  stopTestApp,
} from './list-spec-support';
import type { TestApp } from './test-app';

const keyDir = useTemporaryAuditKeys('ledgerline-audit-forgery-');

const isChain = (l: Line) => ['event', 'link', 'legacy'].includes(l.kind);
const indexOf = (lines: Line[], kind: string, nth = 0) =>
  lines.flatMap((l, i) => (l.kind === kind ? [i] : []))[nth];
const chainAt = (lines: Line[]) => lines.flatMap((l, i) => (isChain(l) ? [i] : []));
const without = (lines: Line[], at: number) => lines.filter((_, i) => i !== at);
const insertAt = (lines: Line[], at: number, line: Line) => [...lines.slice(0, at), line, ...lines.slice(at)];
const swap = (lines: Line[], a: number, b: number) =>
  lines.map((l, i) => (i === a ? lines[b] : i === b ? lines[a] : l));
const move = (lines: Line[], from: number, to: number) => insertAt(without(lines, from), to, lines[from]);
const edit = (lines: Line[], at: number, change: Partial<Line>) =>
  lines.map((l, i) => (i === at ? { ...l, ...change } : l));
/** Just after the chain's last entry (before a trailing manifest, if there is one). */
const afterChain = (lines: Line[]) => chainAt(lines).slice(-1)[0] + 1;

/** The attack as reported: an event changed and re-hashed, the link after it swapped for a `legacy` line. */
function legacyAfterEditedEvent(lines: Line[]): Line[] {
  const at = lines.findIndex((l, i) => l.kind === 'event' && lines[i + 1]?.kind === 'link');
  const event = lines[at];
  const data = { ...(event.data as object), forged: 1 };
  const digest = eventDigest({
    streamName: event.streamName as string,
    streamRevision: event.streamRevision as number,
    type: event.type as string,
    data,
    metadata: event.metadata,
  });
  const hash = linkHash(event.previousHash as string, digest);
  const next = lines[at + 1];
  const legacy = { kind: 'legacy', position: next.position, previousHash: hash, hash: next.hash };
  return edit(edit(lines, at, { data, digest, hash }), at + 1, legacy);
}

type Forgery = [kind: string, manipulation: string, forge: (lines: Line[]) => Line[]];

/** Every line kind, edited, inserted, deleted, reordered and moved; each must be refused naming a line. */
const FORGERIES: Forgery[] = [
  ['event', 'edit', (ls) => edit(ls, indexOf(ls, 'event'), { data: { forged: 1 } })],
  ['event', 'insert', (ls) => insertAt(ls, indexOf(ls, 'event') + 1, ls[indexOf(ls, 'event')])],
  ['event', 'delete', (ls) => without(ls, indexOf(ls, 'event', 1))],
  ['event', 'reorder', (ls) => swap(ls, indexOf(ls, 'event'), indexOf(ls, 'event') + 1)],
  ['event', 'move', (ls) => move(ls, indexOf(ls, 'event'), afterChain(ls) - 1)],
  [
    'link',
    'edit',
    (ls) => edit(ls, indexOf(ls, 'link'), { position: String(Number(ls[indexOf(ls, 'link')].position) + 1) }),
  ],
  ['link', 'insert', (ls) => insertAt(ls, indexOf(ls, 'link') + 1, ls[indexOf(ls, 'link')])],
  ['link', 'delete', (ls) => without(ls, indexOf(ls, 'link'))],
  ['link', 'reorder', (ls) => swap(ls, indexOf(ls, 'link') - 1, indexOf(ls, 'link'))],
  ['link', 'move', (ls) => move(ls, indexOf(ls, 'link'), afterChain(ls) - 1)],
  ['legacy', 'edit (the reported attack)', legacyAfterEditedEvent],
  [
    'legacy',
    'insert',
    (ls) => {
      const first = ls[chainAt(ls)[0]];
      const previousHash = String(first.previousHash);
      const legacy = {
        kind: 'legacy',
        position: String(Number(first.position) - 1),
        previousHash,
        hash: previousHash,
      };
      return insertAt(ls, chainAt(ls)[0], legacy);
    },
  ],
  [
    'legacy',
    'swapped for a link',
    (ls) => {
      const { position, previousHash, hash } = ls[indexOf(ls, 'link')];
      return edit(ls, indexOf(ls, 'link'), {
        kind: 'legacy',
        position,
        previousHash,
        hash,
        digest: undefined,
        sequence: undefined,
      });
    },
  ],
  [
    'legacy',
    'move',
    (ls) =>
      move(legacyAfterEditedEvent(ls), indexOf(legacyAfterEditedEvent(ls), 'legacy'), afterChain(ls) - 1),
  ],
  ['anchor', 'edit', (ls) => edit(ls, indexOf(ls, 'anchor'), { reason: 'schedule' })],
  ['anchor', 'insert', (ls) => insertAt(ls, indexOf(ls, 'anchor') + 1, ls[indexOf(ls, 'anchor')])],
  ['anchor', 'delete', (ls) => without(ls, indexOf(ls, 'anchor'))],
  ['anchor', 'reorder', (ls) => swap(ls, indexOf(ls, 'anchor'), indexOf(ls, 'anchor', 1))],
  ['anchor', 'move', (ls) => move(ls, indexOf(ls, 'anchor'), afterChain(ls) - 1)],
  ['key', 'edit', (ls) => edit(ls, indexOf(ls, 'key'), { validTo: '2999-01-01T00:00:00.000Z' })],
  ['key', 'insert', (ls) => insertAt(ls, indexOf(ls, 'key') + 1, ls[indexOf(ls, 'key')])],
  ['key', 'delete', (ls) => without(ls, indexOf(ls, 'key'))],
  ['key', 'reorder', (ls) => swap(ls, indexOf(ls, 'key'), indexOf(ls, 'anchor'))],
  ['key', 'move', (ls) => move(ls, indexOf(ls, 'key'), afterChain(ls) - 1)],
  ['holder', 'edit', (ls) => edit(ls, indexOf(ls, 'holder'), { name: 'Someone Else' })],
  ['holder', 'insert', (ls) => insertAt(ls, indexOf(ls, 'holder') + 1, ls[indexOf(ls, 'holder')])],
  ['holder', 'delete', (ls) => without(ls, indexOf(ls, 'holder'))],
  ['holder', 'reorder', (ls) => swap(ls, indexOf(ls, 'holder'), indexOf(ls, 'holder', 1))],
  ['holder', 'move', (ls) => move(ls, indexOf(ls, 'holder'), afterChain(ls) - 1)],
  ['manifest', 'edit', (ls) => edit(ls, indexOf(ls, 'manifest'), { entries: 99 })],
  ['manifest', 'insert', (ls) => insertAt(ls, 1, ls[indexOf(ls, 'manifest')])],
  ['manifest', 'delete', (ls) => without(ls, indexOf(ls, 'manifest'))],
  ['manifest', 'reorder', (ls) => swap(ls, indexOf(ls, 'manifest'), indexOf(ls, 'manifest') - 1)],
  [
    'manifest',
    'move',
    (ls) => move(ls, indexOf(ls, 'manifest'), indexOf(ls, 'manifest') === 1 ? afterChain(ls) - 1 : 1),
  ],
  ['header', 'edit', (ls) => edit(ls, 0, { contiguous: false })],
  ['header', 'insert', (ls) => insertAt(ls, 1, ls[0])],
  ['header', 'delete', (ls) => without(ls, 0)],
  ['header', 'reorder', (ls) => swap(ls, 0, 1)],
  ['header', 'move', (ls) => move(ls, 0, afterChain(ls) - 1)],
];

const asCsv = (lines: Line[]) =>
  csvHeaderRow() + lines.map((l) => csvRow(l as unknown as ExportLine)).join('');

describe('a forged audit export is refused by every verifier, naming the line (docs/decisions/0031)', () => {
  let app: TestApp;
  let agent: Agent;
  let lines: Line[];
  let keys: VerificationKey[];
  let keysFile: string;

  const cli = (text: string, format: string) => {
    const path = join(keyDir, `forged-${Date.now()}-${Math.random()}.${format}`);
    writeFileSync(path, text);
    const run = spawnSync(
      process.execPath,
      [join(__dirname, '../dist/cli/audit-verify.js'), path, '--keys', keysFile],
      { encoding: 'utf8' },
    );
    return { status: run.status, output: run.stdout + run.stderr };
  };

  beforeAll(async () => {
    ({ app, agent } = await startWithAccount('forger'));
    const acme = await createEntity(agent, { type: 'company', name: 'Acme Holdings' });
    const thandi = await createEntity(agent, { type: 'individual', name: 'Thandi Nkosi' });
    const beta = await createEntity(agent, { type: 'company', name: 'Beta Investments' });
    const other = await createEntity(agent, { type: 'company', name: 'Unrelated Ltd' });
    for (const [holder, ownershipPercentage] of [
      [thandi, 60],
      [beta, 40],
    ])
      await createRelationship(agent, {
        sourceEntityId: holder,
        targetEntityId: acme,
        type: 'shareholder',
        ownershipPercentage,
      });
    await agent.patch(`/api/entities/${other}`).send({ name: 'Unrelated Two Ltd' }).expect(200);
    await agent.patch(`/api/entities/${acme}`).send({ name: 'Acme Two Ltd' }).expect(200);
    await exportText(agent, `entityId=${acme}`); // a first anchor, so the file holds two
    lines = parseLines(await exportText(agent, `entityId=${acme}`));
    keys = (await agent.get('/api/audit/keys').expect(200)).body as VerificationKey[];
    keysFile = join(keyDir, 'published-keys.json');
    writeFileSync(keysFile, JSON.stringify(keys));
  });
  afterAll(() => stopTestApp(app));

  it('the genuine export verifies, as JSONL and CSV, by every verifier', async () => {
    expect(lines.filter((l) => l.kind === 'anchor').length).toBeGreaterThan(1);
    expect(lines.some((l) => l.kind === 'link')).toBe(true);
    expect(lines.filter((l) => l.kind === 'holder').map((l) => l.name)).toEqual([
      'Thandi Nkosi',
      'Beta Investments',
    ]);
    for (const [text, format] of [
      [joinLines(lines), 'jsonl'],
      [asCsv(lines), 'csv'],
    ]) {
      expect(verifyExport(readExportFile(text), keys)).toMatchObject({ ok: true });
      expect(await verifyText(agent, text)).toMatchObject({ ok: true });
      expect(cli(text, format)).toMatchObject({ status: 0 });
    }
  });

  it('the reported attack (an edited event, the link after it swapped for a legacy line) is refused', async () => {
    const forged = legacyAfterEditedEvent(lines);
    const at = forged.findIndex((l) => l.kind === 'legacy') + 1;
    const answer = await verifyText(agent, joinLines(forged));
    expect(answer).toMatchObject({ ok: false, problem: { reason: 'unverifiable_link', line: at } });
    const run = cli(joinLines(forged), 'jsonl');
    expect(run.status).toBe(1);
    expect(run.output).toContain(`line ${at}`);
    expect(run.output).toContain('[unverifiable_link]');
  });

  describe.each(FORGERIES)('%s line, %s', (_kind, _manipulation, forge) => {
    it.each(['jsonl', 'csv'])(
      'is not verified (%s): the function, POST /api/audit/verify and the CLI',
      async (format) => {
        const forged = forge(lines);
        expect(forged).not.toEqual(lines);
        const text = format === 'csv' ? asCsv(forged) : joinLines(forged);
        const direct = verifyExport(readExportFile(text), keys);
        expect(direct.ok).toBe(false);
        if (direct.ok) return;
        expect(direct.problem.line).toEqual(expect.any(Number));
        expect(direct.message).toContain(`line ${direct.problem.line}`);
        expect(await verifyText(agent, text)).toMatchObject({
          ok: false,
          problem: { line: direct.problem.line },
        });
        const run = cli(text, format);
        expect(run.status).toBe(1);
        expect(run.output).toContain(`line ${direct.problem.line}`);
      },
    );
  });
});
