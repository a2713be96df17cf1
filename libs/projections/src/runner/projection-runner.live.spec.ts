import { checkpointNameOf } from '../projector';
import {
  ACCOUNT_NOTES,
  type AccountNotesDocument,
  AccountNotesProjector,
} from '../testing/account-notes.projector';
import { type ProjectionFixture, projectionFixture } from '../testing/projection-fixture';

describe('ProjectionRunner live', () => {
  let fixture: ProjectionFixture;
  beforeEach(() => (fixture = projectionFixture()));
  afterEach(() => fixture.cleanup());

  const totalNotes = async () =>
    (await fixture.readStore.find<AccountNotesDocument>(ACCOUNT_NOTES)).reduce(
      (sum, doc) => sum + doc.notes,
      0,
    );

  it('catches up on start, then follows new events, coalescing bursts into batches', async () => {
    await fixture.appendNotes(20);
    const runner = fixture.runner([new AccountNotesProjector()], { batchSize: 50 });
    await runner.start();
    expect(await totalNotes()).toBe(20);

    const transactions = jest.spyOn(fixture.readStore, 'withCheckpoint');
    await fixture.appendNotes(200);
    expect(await runner.waitFor(220n, 5000)).toBe(true);
    expect(await totalNotes()).toBe(220);
    expect(transactions.mock.calls.length).toBeLessThan(200);

    await runner.stop();
    await fixture.appendNotes(5);
    expect(await runner.waitFor(225n, 150)).toBe(false);
    expect(await totalNotes()).toBe(220);
  });

  it('waitFor resolves at once for a projected position and times out for a future one', async () => {
    await fixture.appendNotes(3);
    const runner = fixture.runner([new AccountNotesProjector()]);
    await runner.catchUp();
    expect(await runner.waitFor(3n, 0)).toBe(true);
    const started = Date.now();
    expect(await runner.waitFor(4n, 120)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('waitFor sees checkpoints written by another runner (as in another process)', async () => {
    const projector = new AccountNotesProjector();
    const waiting = fixture.runner([projector], { pollIntervalMs: 10 });
    const projecting = fixture.runner([projector]);
    await fixture.appendNotes(5);
    const reached = waiting.waitFor(5n, 2000);
    await projecting.catchUp();
    expect(await reached).toBe(true);
  });

  it('retries live following after a failure without skipping the failed events', async () => {
    const runner = fixture.runner([new AccountNotesProjector(1, 3n)], { retryDelayMs: 20 });
    await runner.start();
    await fixture.appendNotes(2);
    expect(await runner.waitFor(2n, 1000)).toBe(true);
    await fixture.appendNotes(3);
    expect(await runner.waitFor(5n, 200)).toBe(false);
    const name = checkpointNameOf({ name: 'account-notes', version: 1 });
    expect(await fixture.readStore.getCheckpoint(name)).toBe(2n);
    expect(await totalNotes()).toBe(2);
    expect(fixture.logger.error).toHaveBeenCalled();
    await runner.stop();

    const fixed = fixture.runner([new AccountNotesProjector()], { retryDelayMs: 20 });
    await fixed.start();
    expect(await fixed.waitFor(5n, 1000)).toBe(true);
    expect(await totalNotes()).toBe(5);
  });

  it('rebuild while following resumes following afterwards', async () => {
    const runner = fixture.runner([new AccountNotesProjector()]);
    await fixture.appendNotes(10);
    await runner.start();
    await runner.rebuild();
    await fixture.appendNotes(3);
    expect(await runner.waitFor(13n, 2000)).toBe(true);
    expect(await totalNotes()).toBe(13);
  });
});
