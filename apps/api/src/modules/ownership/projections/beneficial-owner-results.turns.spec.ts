import { cyclicLinks, entityRegistered, relationshipAdded } from '../../../testing/given-events';
import { ProjectionHarness, recorded } from '../../../testing/projection-harness';
import { BeneficialOwnerResultsProjector } from './beneficial-owner-results.projector';

/** The event-loop turn (counted by a chain of setImmediate) in which each target's owners were computed. */
const mockTurnOfEachComputation: number[] = [];
let turn = 0;

jest.mock('@ledgerline/ownership', () => {
  const actual = jest.requireActual('@ledgerline/ownership');
  return {
    ...actual,
    computeBeneficialOwners: (...args: unknown[]) => {
      mockTurnOfEachComputation.push(turn);
      return actual.computeBeneficialOwners(...args);
    },
  };
});

const COMPANIES = 12;

/** Company k holds 30% of company k+1, which holds 20% of it back: one strongly connected group. */
const cyclicGroup = recorded([
  entityRegistered(100, 'individual', 'Founder'),
  ...Array.from({ length: COMPANIES }, (_, k) => entityRegistered(k + 1, 'company', `Cycle ${k + 1}`)),
  relationshipAdded(1000, { sourceEntityId: 100, targetEntityId: 1, ownershipPercentage: 40 }),
  ...cyclicLinks(COMPANIES),
]);

describe('BeneficialOwnerResultsProjector in a large cyclic group (docs/decisions/0084)', () => {
  const harness = new ProjectionHarness(() => new BeneficialOwnerResultsProjector(0));
  afterAll(() => harness.cleanup());

  it("gives other requests turns of the event loop between the group's targets, not after all of them", async () => {
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    try {
      await harness.projectInOneBatch(cyclicGroup);
    } finally {
      counting = false;
    }
    expect(mockTurnOfEachComputation).toHaveLength(COMPANIES);
    // Every target in a turn of its own: nothing else could have run while the group was recomputed otherwise.
    expect(new Set(mockTurnOfEachComputation).size).toBe(COMPANIES);
  });
});
