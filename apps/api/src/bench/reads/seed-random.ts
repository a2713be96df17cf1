/** A seeded generator (mulberry32), so every run seeds the same installation. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

export const between = (random: Random, min: number, max: number): number =>
  min + Math.floor(random() * (max - min + 1));

/** A date between two years (inclusive), as YYYY-MM-DD. */
export function dateBetween(random: Random, fromYear: number, toYear: number): string {
  const month = between(random, 1, 12);
  const day = between(random, 1, 28);
  return `${between(random, fromYear, toYear)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `count` distinct items; the caller keeps `count` well below `items.length`. */
export function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, items.length)) chosen.add(pick(random, items));
  return [...chosen];
}
