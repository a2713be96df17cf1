import type { RecordedEvent } from '@ledgerline/events';
import { accountOpened, documentRemoved, documentUploaded, given } from '../../../testing/given-events';

const at = <E extends { type: string; data: unknown }>(recordedAt: string, event: E) => ({
  ...event,
  metadata: { recordedAt },
});
const timeZoneChosen = (timeZone: string) =>
  ({ type: 'AccountSettingsUpdated', data: { accountId: 7, timeZone } }) as unknown as RecordedEvent;

describe("a removed document's retention days", () => {
  it('start on the South African day of the upload and of the removal, not the UTC day', () => {
    const state = given(
      accountOpened(),
      at('2026-03-16T22:30:00.000Z', documentUploaded(1, 100)), // 00:30 SAST on the 17th
      at('2026-06-30T23:00:00.000Z', documentRemoved(1, 'entity_deleted')), // 01:00 SAST on 1 July
    );
    expect(state.retainedFiles.get(1)).toMatchObject({
      uploadedOn: '2026-03-17',
      relationshipEndedOn: '2026-07-01',
    });
  });

  it("follow the account's own zone once it chose one", () => {
    const state = given(
      accountOpened(),
      timeZoneChosen('America/New_York'),
      at('2026-03-17T03:30:00.000Z', documentUploaded(1, 100)), // 23:30 on the 16th in New York
      at('2026-03-17T03:40:00.000Z', documentRemoved(1)),
    );
    expect(state.retainedFiles.get(1)?.uploadedOn).toBe('2026-03-16');
  });
});
