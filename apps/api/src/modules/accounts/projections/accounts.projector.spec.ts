import { ACCOUNT_ID, accountOpened, subscriptionChanged } from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { ACCOUNTS } from './account.read-model';
import { AccountsProjector } from './accounts.projector';

const events = recorded([
  accountOpened(),
  subscriptionChanged('basic'),
  subscriptionChanged('standard', '2026-03-01'),
  { type: 'AccountSettingsUpdated', data: { accountId: ACCOUNT_ID, trackedFrom: '2024-01-01' } },
]);
const at = (index: number) => events[index].metadata.recordedAt;

describe('AccountsProjector', () => {
  const harness = new ProjectionHarness(() => new AccountsProjector());
  afterAll(() => harness.cleanup());

  it('leaves the same documents when every event is applied twice in a row', async () => {
    const once = await harness.project(events);
    const twice = await harness.project(events, 2);
    expect(twice.history).toEqual(once.history);
  });

  it('opens an account on its plan', async () => {
    const projected = await harness.project(events.slice(0, 1));
    expect(await projected.get(ACCOUNTS, String(ACCOUNT_ID))).toEqual({
      id: String(ACCOUNT_ID),
      accountId: ACCOUNT_ID,
      ownerUserId: 1,
      tier: 'free',
      status: 'active',
      expiresAt: null,
      createdAt: at(0),
      updatedAt: at(0),
    });
  });

  it('follows subscription changes', async () => {
    const projected = await harness.project(events);
    expect(await projected.get(ACCOUNTS, String(ACCOUNT_ID))).toMatchObject({
      tier: 'standard',
      expiresAt: '2026-03-01',
      trackedFrom: '2024-01-01',
      createdAt: at(0),
      updatedAt: at(3),
    });
  });

  it('ignores a subscription change of an account it never saw opened', async () => {
    const projected = await harness.project(events.slice(1));
    expect(await projected.documents(ACCOUNTS)).toEqual([]);
  });
});
