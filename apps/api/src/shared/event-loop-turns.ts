/** Longest stretch of one account's ownership work before other requests get a turn (docs/decisions/0084). */
export const WORK_SLICE_MS = 10;

/**
 * A pause that gives the event loop a turn once `sliceMs` of work have passed since the last one: the read
 * stores answer synchronously, so an `await` between queries alone lets no other request in.
 */
export function eventLoopTurns(sliceMs = WORK_SLICE_MS): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((turn) => setImmediate(turn));
    since = performance.now();
  };
}
