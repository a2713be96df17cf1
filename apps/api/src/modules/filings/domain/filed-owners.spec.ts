import type { OwnershipGraph } from '@ledgerline/ownership';
import { ACCOUNT_ID, accountOpened, entityRegistered, given } from '../../../testing/given-events';
import { filedOwnersOn } from './filed-owners';
import { decideUpdateFiling } from './filing.deciders';

const link = (id: number, source: number, pct: number) => ({
  id,
  sourceEntityId: source,
  targetEntityId: 1,
  type: 'shareholder',
  ownershipPercentage: pct,
  isActive: true,
});
// Protea (1): Thandi (2) 70%, Sipho (3) 27%, Lindi (4) 3%: two beneficial owners at 5%.
const graph: OwnershipGraph = {
  entities: [
    { id: 1, name: 'Protea Holdings', type: 'company' },
    { id: 2, name: 'Thandi Nkosi', type: 'individual' },
    { id: 3, name: 'Sipho Dube', type: 'individual' },
    { id: 4, name: 'Lindi Mokoena', type: 'individual' },
  ],
  relationships: [link(10, 2, 70), link(11, 3, 27), link(12, 4, 3)],
};
const boFiling = {
  type: 'FilingRequirementAdded',
  data: {
    filingId: 7,
    accountId: ACCOUNT_ID,
    entityId: 1,
    requirementType: 'beneficial_ownership_filing',
    dueDate: '2026-05-01',
    status: 'pending',
    submissionDate: null,
    notes: null,
    origin: 'manual',
  },
};

describe('a submitted BO filing records the full set it filed', () => {
  it('given a pending BO filing, when it is submitted, then the owners it filed are recorded with their figures', () => {
    const state = given(accountOpened(), entityRegistered(1, 'company', 'Protea Holdings'), boFiling);
    const currentOwners = filedOwnersOn(graph, 1, '2026-04-20');
    const [event] = decideUpdateFiling(
      { filingId: 7, patch: { status: 'submitted' }, today: '2026-04-20', currentOwners },
      state,
    );
    const changes = (event!.data as { changes: Record<string, { from: unknown; to: unknown }> }).changes;
    expect(changes.filedOwners!.to).toEqual([
      {
        individualId: 2,
        category: 'Direct Shareholder',
        name: 'Thandi Nkosi',
        totalOwnership: 70,
        hasEffectiveControl: true,
        reasons: expect.arrayContaining(['ownership']),
      },
      {
        individualId: 3,
        category: 'Direct Shareholder',
        name: 'Sipho Dube',
        totalOwnership: 27,
        hasEffectiveControl: false,
        reasons: ['ownership'],
      },
    ]);
    expect(changes.filedOwnerIds!.to).toEqual([2, 3]);
  });
});
