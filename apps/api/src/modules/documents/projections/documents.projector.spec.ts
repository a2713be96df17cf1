import { accountClosed, ACCOUNT_ID, documentRemoved, documentUploaded } from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { DOCUMENT_USAGE } from './document.read-model';
import { DocumentsProjector } from './documents.projector';

const accountId = ACCOUNT_ID;
const events = recorded([
  documentUploaded(1, 1000),
  documentUploaded(2, 250),
  documentRemoved(1),
  documentUploaded(3, 40),
]);

describe('DocumentsProjector: usage per account (documents and bytes)', () => {
  const harness = new ProjectionHarness(() => new DocumentsProjector());
  afterAll(() => harness.cleanup());

  it('counts live documents and their bytes; removing one frees them', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(DOCUMENT_USAGE, String(accountId))).toEqual({
      id: String(accountId),
      accountId,
      documents: 2,
      bytes: 290,
    });
  });

  it('counts the same when every event is applied twice, and forgets a closed account', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
    const closed = await harness.project([...events, ...recorded([accountClosed()])]);
    expect(await closed.count(DOCUMENT_USAGE)).toBe(0);
  });
});
