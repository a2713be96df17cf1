import type { EntityType, GraphRelationship, OwnershipGraph } from '../ownership-graph';

/** Builds small registers for specs: `register.holds(p, 70, x)` reads "p holds 70% of x". */
export class RegisterBuilder {
  readonly graph: OwnershipGraph = { entities: [], relationships: [] };

  private add(type: EntityType, name: string): number {
    const id = this.graph.entities.length + 1;
    this.graph.entities.push({ id, name, type });
    return id;
  }

  company(name: string): number {
    return this.add('company', name);
  }

  individual(name: string): number {
    return this.add('individual', name);
  }

  trust(name: string): number {
    return this.add('trust', name);
  }

  relate(
    source: number,
    type: string,
    target: number,
    percentage: number | null = null,
    extra: Partial<GraphRelationship> = {},
  ): number {
    const id = this.graph.relationships.length + 1;
    this.graph.relationships.push({
      id,
      sourceEntityId: source,
      targetEntityId: target,
      type,
      ownershipPercentage: percentage,
      isActive: true,
      ...extra,
    });
    return id;
  }

  holds(holder: number, percentage: number, held: number, extra: Partial<GraphRelationship> = {}): number {
    return this.relate(holder, 'shareholder', held, percentage, extra);
  }
}
