import { checkpointNameOf } from '../projector';
import {
  ACCOUNT_NOTES,
  type AccountNotesDocument,
  AccountNotesProjector,
} from '../testing/account-notes.projector';
import { InMemoryEventStore } from '../testing/in-memory-event-store';
import { noteEvent } from '../testing/note-events';
import { type ProjectionFixture, projectionFixture } from '../testing/projection-fixture';

describe('ProjectionRunner catch-up', () => {
  let fixture: ProjectionFixture;
  beforeEach(() => (fixture = projectionFixture()));
  afterEach(() => fixture.cleanup());

  const notes = () =>
    fixture.readStore.find<AccountNotesDocument>(
      ACCOUNT_NOTES,
      {},
      { sort: [{ field: 'id', direction: 'asc' }] },
    );
  const checkpoint = (version = 1) =>
    fixture.readStore.getCheckpoint(checkpointNameOf({ name: 'account-notes', version }));

  it('projects thousands of events in one transaction per batch', async () => {
    await fixture.appendNotes(2400);
    const transactions = jest.spyOn(fixture.readStore, 'batch');
    await fixture.runner([new AccountNotesProjector()], { batchSize: 500 }).catchUp();
    expect(transactions).toHaveBeenCalledTimes(5);
    expect(await checkpoint()).toBe(2400n);
    const documents = await notes();
    expect(documents.map((document) => document.notes)).toEqual([343, 343, 343, 343, 343, 343, 342]);
    expect(documents[6]).toMatchObject({ id: 'account-6', lastNote: 'n2393', lastPosition: '2394' });
  });

  it('moves the checkpoint past batches it handles nothing in, and skips unknown types with a warning', async () => {
    await fixture.eventStore.appendToStream('other', [
      noteEvent('a1', { note: 'x' }, 'NoteArchived'),
      noteEvent('a1', { note: 'x' }, 'NoteImported'),
      noteEvent('a1', { note: 'x' }, 'NoteImported'),
    ]);
    await fixture.runner([new AccountNotesProjector()], { batchSize: 2 }).catchUp();
    expect(await checkpoint()).toBe(3n);
    expect(await notes()).toEqual([]);
    expect(fixture.logger.warn).toHaveBeenCalledTimes(1);
    expect(fixture.logger.warn.mock.calls[0][0]).toContain('NoteImported');
  });

  it('refuses to start on a log that ends before the read models, and rebuilds from it when asked', async () => {
    await fixture.appendNotes(30);
    await fixture.runner([new AccountNotesProjector()]).catchUp();
    const olderLog = new InMemoryEventStore();
    await olderLog.appendToStream('notes-a1', [noteEvent('a1', { note: 'only one' })]);
    const onOlderLog = (options = {}) =>
      fixture.runner([new AccountNotesProjector()], { eventStore: olderLog, ...options });
    await expect(onOlderLog().start()).rejects.toThrow(
      'The event log ends at position 1, but the read models were projected up to position 30',
    );
    expect(await checkpoint()).toBe(30n);
    await onOlderLog().rebuild();
    expect(await checkpoint()).toBe(1n);
    expect((await notes()).map((note) => note.lastNote)).toEqual(['only one']);
  });

  it('decodes events through the catalogue before applying them', async () => {
    await fixture.eventStore.appendToStream('notes-a1', [
      noteEvent('a1', { text: 'stored before the rename' }),
    ]);
    await fixture.runner([new AccountNotesProjector()]).catchUp();
    expect((await notes())[0].lastNote).toBe('stored before the rename');
  });

  it('changes nothing when run again, and applying events twice gives the same documents', async () => {
    await fixture.appendNotes(300);
    const projector = new AccountNotesProjector();
    const runner = fixture.runner([projector], { batchSize: 64 });
    await runner.catchUp();
    const once = await notes();
    await runner.catchUp();
    await fixture.runner([projector], { batchSize: 64 }).catchUp();
    expect(projector.applied).toHaveLength(300);
    expect(await notes()).toEqual(once);

    await fixture.readStore.withCheckpoint(checkpointNameOf(projector), async (writer) => {
      for (const event of await fixture.eventStore.readAll({ maxCount: 1000 })) {
        await projector.apply(event, writer);
        await projector.apply(event, writer);
      }
      return null;
    });
    expect(await notes()).toEqual(once);
  });

  it('rolls back the batch whose projection fails and keeps the previous checkpoint', async () => {
    await fixture.appendNotes(1000);
    const failing = fixture.runner([new AccountNotesProjector(1, 750n)], { batchSize: 500 });
    await expect(failing.catchUp()).rejects.toThrow('account-notes@v1 failed at position 750');
    expect(await checkpoint()).toBe(500n);
    const afterFailure = await notes();
    expect(afterFailure.reduce((sum, document) => sum + document.notes, 0)).toBe(500);
    expect(afterFailure.every((document) => BigInt(document.lastPosition) <= 500n)).toBe(true);

    await fixture.runner([new AccountNotesProjector()], { batchSize: 500 }).catchUp();
    expect(await checkpoint()).toBe(1000n);
    expect((await notes()).reduce((sum, document) => sum + document.notes, 0)).toBe(1000);
  });

  it('rebuilds a projector whose version changed, dropping the old documents first', async () => {
    await fixture.appendNotes(70);
    await fixture.runner([new AccountNotesProjector(1)]).catchUp();
    expect((await notes()).map((document) => document.notes)).toEqual(Array(7).fill(10));

    await fixture.runner([new AccountNotesProjector(2)]).catchUp();
    expect((await notes()).map((document) => document.notes)).toEqual(Array(7).fill(20));
    expect(await checkpoint(2)).toBe(70n);
    expect(fixture.logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('account-notes@v2 has no checkpoint'),
    );
  });

  it('rebuild resets every projector and reports progress up to the total', async () => {
    await fixture.appendNotes(1200);
    const projector = new AccountNotesProjector();
    const runner = fixture.runner([projector], { batchSize: 500 });
    await runner.catchUp();
    await fixture.readStore.withCheckpoint('stray', async (writer) => {
      await writer.put(ACCOUNT_NOTES, { id: 'stale', accountId: 'gone', notes: 99 });
      return null;
    });
    const progress: { processed: number; total: number }[] = [];
    await runner.rebuild((update) => progress.push(update));
    expect(progress).toEqual([
      { processed: 500, total: 1200 },
      { processed: 1000, total: 1200 },
      { processed: 1200, total: 1200 },
    ]);
    expect(projector.applied).toHaveLength(2400);
    expect(await fixture.readStore.get(ACCOUNT_NOTES, 'stale')).toBeNull();
    expect(await runner.lag()).toEqual({ 'account-notes@v1': 0 });
  });

  it('reports lag per projector against the head of the log', async () => {
    await fixture.appendNotes(10);
    const runner = fixture.runner([new AccountNotesProjector()]);
    expect(await runner.lag()).toEqual({ 'account-notes@v1': 10 });
    await runner.catchUp();
    await fixture.appendNotes(4);
    expect(await runner.lag()).toEqual({ 'account-notes@v1': 4 });
  });
});
