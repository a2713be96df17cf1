import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describeEventStoreContract } from '../store/event-store.contract';
import { openSqliteEventStore } from '../store/sqlite/open-sqlite-event-store';
import type { SqliteEventStore } from '../store/sqlite/sqlite-event-store.adapter';
import type { RecordedEvent } from '../store/event-envelope';
import { createTempDir } from '../testing/temp-dir';
import { testEvent } from '../testing/test-events';
import { PersonalDataEventStore } from './personal-data-event-store';
import { PersonalDataVault } from './personal-data-vault';
import { openSqlitePersonalDataKeyStore } from './sqlite-personal-data-keys.adapter';
import { PersonalDataKeyMissingError } from './personal-data-keys.port';

const dir = createTempDir('pd-store');
afterAll(() => dir.remove());

describeEventStoreContract('SQLite behind personal-data encryption', async () => {
  const vault = new PersonalDataVault(openSqlitePersonalDataKeyStore(dir.file('keys.sqlite')));
  return new PersonalDataEventStore(openSqliteEventStore(dir.file('events.sqlite')), vault);
});

const thandi = (entityId: number) =>
  testEvent('EntityRegistered', {
    entityId,
    accountId: 1,
    entityType: 'individual',
    createdByUserId: 1,
    profile: { name: 'Thandi Nkosi', email: 'thandi@example.co.za', country: 'ZA', status: 'active' },
  });
const details = (entityId: number) =>
  testEvent('IndividualDetailsRecorded', {
    entityId,
    accountId: 1,
    changes: {
      idNumber: { from: null, to: '8001015009087' },
      dateOfBirth: { from: null, to: '1980-01-01' },
      position: { from: null, to: 'Director' },
    },
  });
const acme = testEvent('EntityRegistered', {
  entityId: 3,
  accountId: 1,
  entityType: 'company',
  createdByUserId: 1,
  profile: { name: 'Acme Holdings', email: 'info@acme.co.za', status: 'active' },
});

describe('personal-data encryption around the embedded event store', () => {
  let inner: SqliteEventStore;
  let store: PersonalDataEventStore;
  let vault: PersonalDataVault;
  let eventsFile: string;
  let keysFile: string;

  beforeEach(async () => {
    eventsFile = dir.file('events.sqlite');
    keysFile = dir.file('keys.sqlite');
    inner = openSqliteEventStore(eventsFile);
    vault = new PersonalDataVault(openSqlitePersonalDataKeyStore(keysFile));
    store = new PersonalDataEventStore(inner, vault);
    await store.appendToStream('account-1', [thandi(2), details(2), acme]);
  });

  afterEach(() => store.close());

  const stored = () => inner.readAll({ maxCount: 100 });
  /** The rows as the file holds them: what the hash chain covers. */
  const storedRows = () => {
    const db = new Database(eventsFile, { readonly: true });
    const rows = db.prepare('SELECT type, data, metadata, hash FROM events ORDER BY position').all();
    db.close();
    return rows;
  };
  const profileOf = (events: RecordedEvent[], at: number) =>
    (events[at].data as { profile: Record<string, unknown> }).profile;

  it("stores an individual's personal fields sealed, and reads them back in plain", async () => {
    const raw = await stored();
    expect(JSON.stringify(storedRows())).not.toContain('Thandi');
    expect(JSON.stringify(storedRows())).not.toContain('8001015009087');
    expect(profileOf(raw, 0).country).toBe('ZA');
    expect(readFileSync(eventsFile).includes('Thandi')).toBe(false);
    const read = await store.readStream('account-1');
    expect(profileOf(read, 0)).toMatchObject({ name: 'Thandi Nkosi', email: 'thandi@example.co.za' });
    expect((read[1].data as { changes: unknown }).changes).toEqual(
      (details(2).data as { changes: unknown }).changes,
    );
  });

  it("leaves a company's fields and other events exactly as given", async () => {
    const raw = await stored();
    expect(raw[2].data).toEqual(acme.data);
  });

  it('after erasure: the stored bytes are the same, the chain verifies, personal fields read as erased', async () => {
    const before = storedRows();
    await store.appendToStream('account-1', [
      testEvent('PersonalDataErased', { entityId: 2, accountId: 1, erasedByUserId: 1 }),
    ]);
    await vault.destroy(2);
    expect(storedRows().slice(0, 3)).toEqual(before);
    expect(inner.verifyChain()).toMatchObject({ ok: true, checked: 4 });
    const read = await store.readAll({ maxCount: 100 });
    expect(profileOf(read, 0)).toMatchObject({
      name: 'Erased person #2',
      email: '[erased]',
      country: 'ZA',
      status: 'active',
    });
    expect((read[1].data as { changes: unknown }).changes).toEqual({
      idNumber: { from: null, to: '[erased]' },
      dateOfBirth: { from: null, to: '[erased]' },
      position: { from: null, to: 'Director' },
    });
    expect(profileOf(read, 2).name).toBe('Acme Holdings');
  });

  it('an erasure whose append is refused (a stale revision) leaves the person readable', async () => {
    const erasure = testEvent('PersonalDataErased', { entityId: 2, accountId: 1, erasedByUserId: 1 });
    await expect(store.appendToStream('account-1', [erasure], { expectedRevision: 0 })).rejects.toThrow(
      /expected revision/,
    );
    expect(profileOf(await store.readStream('account-1'), 0).name).toBe('Thandi Nkosi');
  });

  it("seals a document's text with its entity's key and a link's notes with its source's key", async () => {
    const link = (notes: string | null) =>
      testEvent('RelationshipAdded', {
        relationshipId: 5,
        accountId: 1,
        sourceEntityId: 2,
        targetEntityId: 3,
        notes,
      });
    const upload = testEvent('DocumentUploaded', {
      documentId: 6,
      accountId: 1,
      entityId: 2,
      originalName: 'thandi-passport.pdf',
      description: 'Thandi passport',
      size: 10,
    });
    const renamed = testEvent('DocumentDetailsUpdated', {
      documentId: 6,
      accountId: 1,
      entityId: 2,
      changes: { description: { from: 'Thandi passport', to: 'Thandi passport, certified' } },
    });
    await store.appendToStream('account-1', [
      link('Thandi holds for her uncle'),
      link(null),
      upload,
      renamed,
    ]);
    const raw = JSON.stringify(storedRows());
    for (const text of ['uncle', 'thandi-passport', 'Thandi passport']) expect(raw).not.toContain(text);
    expect((await stored())[4].data).toEqual(link(null).data);
    const read = await store.readAll({ maxCount: 100 });
    expect(read[3].data).toEqual(link('Thandi holds for her uncle').data);
    expect(read[6].data).toEqual(renamed.data);

    await store.appendToStream('account-1', [
      testEvent('PersonalDataErased', { entityId: 2, accountId: 1, erasedByUserId: 1 }),
    ]);
    await vault.destroy(2);
    const erased = await store.readAll({ maxCount: 100 });
    expect(erased[3].data).toMatchObject({ notes: '[erased]', sourceEntityId: 2 });
    expect(erased[5].data).toMatchObject({ originalName: '[erased]', description: '[erased]', size: 10 });
    expect((erased[6].data as { changes: unknown }).changes).toEqual({
      description: { from: '[erased]', to: '[erased]' },
    });
  });

  it("seals the names a submitted BO filing records, each with its owner's key", async () => {
    const filed = [
      { individualId: 2, category: 'shareholder', name: 'Thandi Nkosi', totalOwnership: 60 },
      { individualId: 9, category: 'controller', name: 'Sipho Dlamini' },
    ];
    await store.appendToStream('account-1', [
      testEvent('FilingRequirementUpdated', {
        filingId: 40,
        accountId: 1,
        changes: { status: { from: 'pending', to: 'submitted' }, filedOwners: { from: null, to: filed } },
      }),
    ]);
    expect(JSON.stringify(storedRows())).not.toMatch(/Thandi|Sipho/);
    const changesOf = (events: RecordedEvent[]) =>
      (events.at(-1)!.data as { changes: Record<string, { to: unknown }> }).changes;
    expect(changesOf(await store.readStream('account-1')).filedOwners.to).toEqual(filed);
    await vault.destroy(2);
    expect(changesOf(await store.readStream('account-1')).filedOwners.to).toEqual([
      { ...filed[0], name: 'Erased person #2' },
      filed[1],
    ]);
  });

  it('another process that only sees the key destroyed reads the fields as erased too', async () => {
    await vault.destroy(2);
    const other = new PersonalDataEventStore(
      openSqliteEventStore(eventsFile),
      new PersonalDataVault(openSqlitePersonalDataKeyStore(keysFile)),
    );
    const read = await other.readStream('account-1');
    expect(profileOf(read, 0).name).toBe('Erased person #2');
    await other.close();
  });

  it('refuses to record personal data of an erased person', async () => {
    await vault.destroy(2);
    await expect(store.appendToStream('account-1', [details(2)])).rejects.toThrow(/erased/);
  });

  it('reads events stored in plain before encryption as they are, and as erased once the person is', async () => {
    await inner.appendToStream('account-9', [thandi(5)]);
    expect(profileOf(await store.readStream('account-9'), 0).name).toBe('Thandi Nkosi');
    await vault.destroy(5);
    expect(profileOf(await store.readStream('account-9'), 0).name).toBe('Erased person #5');
  });

  it('fails loudly when a sealed field has no key and no tombstone (a lost key store)', async () => {
    const other = new PersonalDataEventStore(
      openSqliteEventStore(eventsFile),
      new PersonalDataVault(openSqlitePersonalDataKeyStore(dir.file('empty-keys.sqlite'))),
    );
    await expect(other.readStream('account-1')).rejects.toBeInstanceOf(PersonalDataKeyMissingError);
    await other.close();
  });

  it('delivers opened events to subscribers', async () => {
    const seen: RecordedEvent[] = [];
    const subscription = store.subscribeToAll({}, async (event) => {
      seen.push(event);
    });
    while (seen.length < 3) await new Promise((done) => setTimeout(done, 10));
    await subscription.unsubscribe();
    expect(profileOf(seen, 0).name).toBe('Thandi Nkosi');
  });
});
