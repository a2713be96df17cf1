import { accountOpened, entityRegistered, given, relationshipAdded } from '../../../testing/given-events';
import { decidePlanFilings, ownerComparisons } from './plan-filings.decider';

const filingAdded = (filingId: number, fields: Record<string, unknown>) => ({
  type: 'FilingRequirementAdded',
  data: {
    filingId,
    accountId: 7,
    submissionDate: null,
    notes: null,
    origin: 'deadline_engine',
    status: 'pending',
    ...fields,
  },
});
const added = (events: { type: string; data: unknown }[]) =>
  events.filter((e) => e.type === 'FilingRequirementAdded').map((e) => e.data as Record<string, unknown>);

describe('planning refilings after beneficial-ownership changes', () => {
  /** A company whose initial BO filing (20) was submitted declaring individual 2. */
  const filedCompany: { type: string; data: unknown }[] = [
    accountOpened(),
    entityRegistered(1, 'company', 'Co', { incorporationDate: '2024-01-05' }),
    filingAdded(20, {
      entityId: 1,
      requirementType: 'beneficial_ownership_filing',
      dueDate: '2024-01-19',
      status: 'submitted',
      submissionDate: '2024-01-18',
      ruleKey: 'bo_initial:1:2024-01-05',
      filedOwners: [{ individualId: 2, category: 'Direct Shareholder' }],
    }),
  ];
  const company = given(...filedCompany);

  it('compares a company with its last submitted BO filing', () => {
    expect(ownerComparisons(company, '2025-06-02')).toEqual([
      {
        entityId: 1,
        baseline: '20',
        filed: [{ individualId: 2, category: 'Direct Shareholder' }],
        // Submitted on the 18th: changes from that day on (one recorded after it may not be in it)
        after: '2024-01-17',
      },
    ]);
  });

  it('makes a change due 10 business days after it took effect, already overdue when entered late', () => {
    const events = decidePlanFilings(
      {
        today: '2025-06-02',
        ids: [30, 31, 32, 33],
        ownerChanges: [
          {
            entityId: 1,
            baseline: '20',
            filed: [{ individualId: 2, category: 'Direct Shareholder' }],
            owners: [{ individualId: 3, category: 'Direct Shareholder' }],
            effectiveOn: '2025-03-03',
          },
        ],
      },
      company,
    );
    expect(added(events)).toContainEqual(
      expect.objectContaining({
        entityId: 1,
        requirementType: 'beneficial_ownership_filing',
        ruleKey: 'bo_change:1:20:3',
        dueDate: '2025-03-17',
        status: 'pending',
        notes: expect.stringContaining('2025-03-03'),
      }),
    );
  });

  it('dates a change entered above the company before it existed from its incorporation', () => {
    const events = decidePlanFilings(
      {
        today: '2025-06-02',
        ids: [30],
        ownerChanges: [
          {
            entityId: 1,
            baseline: '20',
            filed: [{ individualId: 2, category: 'Direct Shareholder' }],
            owners: [{ individualId: 3, category: 'Indirect Shareholder' }],
            effectiveOn: '2019-03-01',
          },
        ],
      },
      company,
    );
    expect(added(events)).toContainEqual(
      expect.objectContaining({
        ruleKey: 'bo_change:1:20:3',
        dueDate: '2024-01-19',
        notes: expect.stringContaining('changed on 2024-01-05'),
      }),
    );
  });

  it('adds no second refiling while one for the same baseline is open; a new one once it is filed', () => {
    const change = (owners: number[]) => ({
      entityId: 1,
      baseline: '20',
      filed: [{ individualId: 2, category: 'Direct Shareholder' }],
      owners: owners.map((individualId) => ({ individualId, category: 'Direct Shareholder' })),
      effectiveOn: '2025-03-03',
    });
    const history = [
      ...filedCompany,
      filingAdded(30, {
        entityId: 1,
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2025-03-17',
        ruleKey: 'bo_change:1:20:3',
      }),
    ];
    const refilings = (...events: typeof history) =>
      added(
        decidePlanFilings(
          { today: '2025-06-02', ids: [40, 41, 42], ownerChanges: [change([3, 4])] },
          given(...events),
        ),
      )
        .map((filing) => String(filing.ruleKey))
        .filter((ruleKey) => ruleKey.startsWith('bo_change'));
    expect(refilings(...history)).toEqual([]);
    const settled = {
      type: 'FilingRequirementUpdated',
      data: { filingId: 30, accountId: 7, changes: { status: { from: 'pending', to: 'not_required' } } },
    };
    expect(refilings(...history, settled)).toEqual(['bo_change:1:20:3.4']);
  });

  it("compares a trust without a submitted lodgement with its owners on the first lodgement's due day", () => {
    const trust = given(
      accountOpened(),
      entityRegistered(5, 'trust', 'Family Trust', { trustDeedDate: '2015-06-01' }),
      entityRegistered(6, 'individual', 'Trustee'),
      filingAdded(40, {
        entityId: 5,
        requirementType: 'trust_bo_register',
        dueDate: '2023-04-18',
        ruleKey: 'trust_bo_initial:5',
      }),
      relationshipAdded(50, {
        sourceEntityId: 6,
        targetEntityId: 5,
        relationshipType: 'trustee',
        startDate: '2024-02-01',
      }),
    );
    expect(ownerComparisons(trust, '2025-06-02')).toEqual([
      { entityId: 5, baseline: 'initial', filed: null, after: '2023-04-18' },
    ]);
    const events = decidePlanFilings(
      {
        today: '2025-06-02',
        ids: [60, 61, 62],
        ownerChanges: [
          {
            entityId: 5,
            baseline: 'initial',
            filed: [],
            owners: [{ individualId: 6, category: 'Trust Trustee' }],
            effectiveOn: '2024-02-01',
          },
        ],
      },
      trust,
    );
    expect(added(events)).toContainEqual(
      expect.objectContaining({ requirementType: 'trust_bo_register', dueDate: '2024-02-15' }),
    );
  });
});

describe('keeping the engine plans in line with the facts', () => {
  const history = given(
    accountOpened(),
    entityRegistered(1, 'company', 'Old Co', { incorporationDate: '2010-05-04' }),
    filingAdded(20, {
      entityId: 1,
      requirementType: 'beneficial_ownership_filing',
      dueDate: '2010-05-18',
      ruleKey: 'bo_initial:1:2010-05-04',
      notes: 'Our own note',
    }),
  );

  it('moves an old plan to its first annual return under the duty and leaves a note alone while the plan stands', () => {
    const [revised] = decidePlanFilings({ today: '2026-11-25', ids: [] }, history);
    expect(revised).toMatchObject({
      type: 'FilingRequirementUpdated',
      data: { filingId: 20, changes: { dueDate: { from: '2010-05-18', to: '2023-06-15' } } },
    });
    const settled = given(
      accountOpened(),
      entityRegistered(1, 'company', 'Old Co', { incorporationDate: '2010-05-04' }),
      filingAdded(20, {
        entityId: 1,
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2023-06-15',
        ruleKey: 'bo_initial:1:2010-05-04',
        notes: 'Our own note',
      }),
    );
    expect(
      decidePlanFilings({ today: '2026-11-25', ids: [] }, settled).filter(
        (e) => e.type === 'FilingRequirementUpdated',
      ),
    ).toEqual([]);
  });

  it('withdraws only open engine plans the corrected date contradicts: settled and manual ones stay', () => {
    const oldReturn = (filingId: number, fields: Record<string, unknown> = {}) =>
      filingAdded(filingId, {
        entityId: 1,
        requirementType: 'annual_return',
        dueDate: '2026-04-27',
        ruleKey: 'annual_return:1:2026-03-15',
        ...fields,
      });
    const corrected = given(
      accountOpened(),
      entityRegistered(1, 'company', 'Moved Co', { incorporationDate: '2024-07-10' }),
      oldReturn(20),
      oldReturn(21, { status: 'submitted', submissionDate: '2026-04-01' }),
      oldReturn(22, { origin: 'manual' }),
      oldReturn(23, { status: 'overdue' }),
    );
    const withdrawn = decidePlanFilings({ today: '2026-11-25', ids: [] }, corrected).filter(
      (e) => e.type === 'FilingRequirementUpdated',
    );
    expect(withdrawn.map((e) => (e.data as { filingId: number }).filingId)).toEqual([20, 23]);
    expect(withdrawn[1].data).toMatchObject({
      changes: {
        status: { from: 'overdue', to: 'not_required' },
        notes: {
          to: 'No longer required: 2026-03-15 is not an anniversary of the incorporation date 2024-07-10.',
        },
      },
    });
  });
});

describe('a moved tracked-from day and refilings (decision 0026)', () => {
  const historyNote =
    'Before tracking (tracked from 2026-11-29): The beneficial owners changed on 2026-04-01 since the last filing: refile with CIPC within 10 business days.';
  const account = (trackedFrom: string, notes: string, status: string) =>
    given(
      accountOpened(),
      entityRegistered(1, 'company', 'Co', { incorporationDate: '2024-01-10' }),
      filingAdded(40, {
        entityId: 1,
        requirementType: 'beneficial_ownership_filing',
        dueDate: '2026-04-17',
        status,
        notes,
        ruleKey: 'bo_change:1:20:3',
      }),
      { type: 'AccountSettingsUpdated', data: { accountId: 7, trackedFrom } },
    );
  const updateOf = (events: { type: string; data: unknown }[]) =>
    events
      .filter((e) => e.type === 'FilingRequirementUpdated')
      .map((e) => e.data as { filingId: number; changes: Record<string, { to: unknown }> })
      .find((data) => data.filingId === 40);

  it('reopens a refiling kept as history once tracking starts before its due day', () => {
    const events = decidePlanFilings(
      { today: '2026-11-29', ids: [] },
      account('2020-01-01', historyNote, 'not_required'),
    );
    expect(updateOf(events)?.changes).toEqual({
      status: { from: 'not_required', to: 'pending' },
      notes: {
        from: historyNote,
        to: 'The beneficial owners changed on 2026-04-01 since the last filing: refile with CIPC within 10 business days.',
      },
    });
  });

  it('makes an open refiling history once tracking starts after its due day, and leaves it when nothing moved', () => {
    const open = historyNote.replace(/^Before tracking \(tracked from 2026-11-29\): /, '');
    const later = decidePlanFilings({ today: '2026-11-29', ids: [] }, account('2026-06-01', open, 'pending'));
    expect(updateOf(later)?.changes.status).toEqual({ from: 'pending', to: 'not_required' });
    expect(updateOf(later)?.changes.notes.to).toMatch(/^Before tracking \(tracked from 2026-06-01\): /);
    const same = decidePlanFilings({ today: '2026-11-29', ids: [] }, account('2026-01-01', open, 'pending'));
    expect(updateOf(same)).toBeUndefined();
  });
});
