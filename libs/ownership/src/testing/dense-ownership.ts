import type { OwnershipGraph } from '../ownership-graph';
import { meaningOf } from '../relationship-rules';

/**
 * Reference for the property tests: v = a_t + A v solved on the whole register at once, by Gauss-Jordan
 * elimination on a dense matrix. Cubic, so for small registers only; it shares nothing with the engine's
 * components, factorisations or iteration, and it reads every active link (registers without duplicates).
 */
export function denseIntegratedOwnership(graph: OwnershipGraph, targetId: number): Map<number, number> {
  const ids = graph.entities.map((entity) => entity.id);
  const place = new Map(ids.map((id, k) => [id, k]));
  const size = ids.length;
  const rows = Array.from({ length: size }, (_, row) => {
    const line = new Float64Array(size + 1);
    line[row] = 1;
    return line;
  });
  const individuals = new Set(graph.entities.filter((e) => e.type === 'individual').map((e) => e.id));
  for (const relationship of graph.relationships) {
    const share = relationship.isActive ? meaningOf(relationship).ownership : undefined;
    if (!share || individuals.has(share.heldId)) continue;
    const holder = place.get(share.holderId) as number;
    const held = place.get(share.heldId) as number;
    rows[holder][held] -= share.fraction;
    if (share.heldId === targetId) rows[holder][size] += share.fraction;
  }
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = 0; row < size; row++) {
      if (row === column || rows[row][column] === 0) continue;
      const factor = rows[row][column] / rows[column][column];
      for (let c = column; c <= size; c++) rows[row][c] -= factor * rows[column][c];
    }
  }
  const result = new Map<number, number>();
  rows.forEach((line, k) => {
    const value = line[size] / line[k];
    if (ids[k] !== targetId && value !== 0) result.set(ids[k], value);
  });
  return result;
}
