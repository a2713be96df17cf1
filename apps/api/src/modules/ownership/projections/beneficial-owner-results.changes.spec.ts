import type { ReadDocument } from '@ledgerline/projections';
import { cyclicLinks, entityRegistered, relationshipAdded } from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import {
  BO_OWNER_CHANGES,
  BO_RESULTS,
  BeneficialOwnerResultsProjector,
  type OwnerSetChangesDocument,
} from './beneficial-owner-results.projector';

const COMPANIES = 60;

/** A founder holds 40% of company 1; company k holds 30% of company k+1, which holds 20% of it back. */
const cycle = [
  entityRegistered(100, 'individual', 'Founder'),
  entityRegistered(101, 'individual', 'Newcomer'),
  ...Array.from({ length: COMPANIES }, (_, k) => entityRegistered(k + 1, 'company', `Cycle ${k + 1}`)),
  relationshipAdded(1000, { sourceEntityId: 100, targetEntityId: 1, ownershipPercentage: 40 }),
  ...cyclicLinks(COMPANIES),
];
// The harness gives each event the correlation id `command-<its place>`.
const correlationOf = (events: readonly unknown[]) => `command-${events.length}`;
const changesOf = (documents: readonly ReadDocument[], correlationId: string) =>
  (documents[0] as OwnerSetChangesDocument | undefined)?.writes.find((w) => w.correlationId === correlationId)
    ?.entityIds;

describe('BeneficialOwnerResultsProjector: whose owner set each write changed (docs/decisions/0085)', () => {
  const harness = new ProjectionHarness(() => new BeneficialOwnerResultsProjector());
  afterAll(() => harness.cleanup());

  it('records no one for a link into a 60-company cycle that changes no owner set, and rewrites only the results it moved', async () => {
    // Company 50 holding 10% of company 45 moves percentages across the group, but no one reaches 5% there.
    const events = [
      ...cycle,
      relationshipAdded(2000, { sourceEntityId: 50, targetEntityId: 45, ownershipPercentage: 10 }),
    ];
    const projected = await harness.project(recorded(events));
    const [before, after] = projected.history.slice(-2);
    expect(changesOf(after[BO_OWNER_CHANGES], correlationOf(events))).toEqual([]);
    const rewritten = after[BO_RESULTS].filter(
      (doc) => JSON.stringify(doc) !== JSON.stringify(before[BO_RESULTS].find((b) => b.id === doc.id)),
    );
    // Company 1's owners (the founder's share, with all that flows back round the cycle) stay as they were.
    expect(rewritten.map((doc) => doc.id)).not.toContain('1');
    expect(rewritten.length).toBeLessThan(COMPANIES);
  });

  it('records the companies a new owner reaches (5% or more), and only those', async () => {
    const events = [
      ...cycle,
      relationshipAdded(2001, { sourceEntityId: 101, targetEntityId: 40, ownershipPercentage: 50 }),
    ];
    const projected = await harness.project(recorded(events));
    const changed = changesOf(projected.history.at(-1)![BO_OWNER_CHANGES], correlationOf(events));
    expect(new Set(changed)).toEqual(new Set([39, 40, 41, 42]));
  });
});
