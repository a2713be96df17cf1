import { cached, type GraphIndex } from './graph-index';
import {
  assembleFacts,
  type FactsPlan,
  lookedThrough,
  ownersAmong,
  type OwnersBehind,
  planFacts,
  type TrustInterest,
} from './owner-facts';

/** Rounds a loop may go on changing only how people hold it (their set settled) before it is taken as final. */
const SETTLED_ROUNDS_SLACK = 2;

/**
 * The owners behind each entity, for one graph index and threshold, as the least fixpoint of trust look-through.
 * The entities whose owners depend on each other (a trust that is a named beneficiary of
 * another that is its beneficiary) form strongly connected components of the look-through graph. Each component
 * is resolved once, after those it looks through: a single entity in one assembly, a loop by rounds from empty
 * sets until nothing changes. Owner sets only grow from round to round, so the rounds end; the result does not
 * depend on which entity was asked about first.
 */
export class LookThrough {
  private readonly resolved = new Map<number, OwnersBehind>();

  constructor(
    private readonly index: GraphIndex,
    private readonly fraction: number,
  ) {}

  ownersBehind(entity: number): OwnersBehind {
    const known = this.resolved.get(entity);
    if (known) return known;
    this.resolveFrom(entity);
    return this.resolved.get(entity) as OwnersBehind;
  }

  /** Tarjan's algorithm on the look-through graph, built lazily: an entity's plan names what it looks through. */
  private resolveFrom(root: number): void {
    const plans = new Map<number, FactsPlan>();
    const order = new Map<number, number>();
    const low = new Map<number, number>();
    const onStack = new Set<number>();
    const stack: number[] = [];
    const frames: { entity: number; next: number[]; cursor: number }[] = [];
    const enter = (entity: number) => {
      const plan = planFacts(this.index, entity, this.fraction);
      plans.set(entity, plan);
      order.set(entity, order.size);
      low.set(entity, order.get(entity) as number);
      onStack.add(entity);
      stack.push(entity);
      const next = lookedThrough(this.index, plan).filter((other) => !this.resolved.has(other));
      frames.push({ entity, next, cursor: 0 });
    };
    enter(root);
    while (frames.length > 0) {
      const frame = frames[frames.length - 1];
      if (frame.cursor < frame.next.length) {
        const other = frame.next[frame.cursor++];
        if (!order.has(other)) enter(other);
        else if (onStack.has(other))
          low.set(frame.entity, Math.min(low.get(frame.entity) as number, order.get(other) as number));
        continue;
      }
      frames.pop();
      const entity = frame.entity;
      const parent = frames[frames.length - 1];
      if (parent)
        low.set(parent.entity, Math.min(low.get(parent.entity) as number, low.get(entity) as number));
      if (low.get(entity) !== order.get(entity)) continue;
      const members: number[] = [];
      let member: number;
      do {
        member = stack.pop() as number;
        onStack.delete(member);
        members.push(member);
      } while (member !== entity);
      this.resolveComponent(members.sort((a, b) => a - b).map((m) => plans.get(m) as FactsPlan));
      for (const m of members) plans.delete(m);
    }
  }

  private resolveComponent(plans: FactsPlan[]): void {
    const current = new Map<number, OwnersBehind>(plans.map((plan) => [plan.entity, new Map()]));
    const ownersBehind = (entity: number) =>
      current.get(entity) ?? (this.resolved.get(entity) as OwnersBehind);
    const cyclic = plans.length > 1 || lookedThrough(this.index, plans[0]).includes(plans[0].entity);
    let settledRounds = 0;
    for (let changed = true; changed && settledRounds <= plans.length + SETTLED_ROUNDS_SLACK;) {
      changed = false;
      let grew = false;
      for (const plan of plans) {
        const before = current.get(plan.entity) as OwnersBehind;
        const after = ownersAmong(assembleFacts(this.index, plan, ownersBehind), this.fraction);
        grew ||= after.size !== before.size;
        changed ||= !sameOwners(before, after);
        current.set(plan.entity, after);
      }
      settledRounds = grew ? 0 : settledRounds + 1;
      if (!cyclic) break;
    }
    for (const [entity, owners] of current) this.resolved.set(entity, owners);
  }
}

function sameOwners(a: OwnersBehind, b: ReadonlyMap<number, TrustInterest>): boolean {
  if (a.size !== b.size) return false;
  for (const [person, interest] of a) if (b.get(person) !== interest) return false;
  return true;
}

export function lookThrough(index: GraphIndex, fraction: number): LookThrough {
  return cached(index, `look-through:${fraction}`, () => new LookThrough(index, fraction));
}
