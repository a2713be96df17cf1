/** mulberry32: a small deterministic generator for synthetic graphs and property tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits `hundredths` (e.g. 10000 = 100%) into `parts` positive integers at random. */
export function splitHundredths(random: () => number, hundredths: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + random());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const shares = weights.map((w) => Math.max(1, Math.floor((w / total) * hundredths)));
  const excess = shares.reduce((sum, s) => sum + s, 0) - hundredths;
  if (excess > 0) shares[shares.indexOf(Math.max(...shares))] -= excess;
  return shares;
}
