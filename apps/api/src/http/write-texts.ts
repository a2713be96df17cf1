import type { Response } from 'express';

/** How long an answer may keep the process before other requests get a turn (docs/decisions/0091). */
const TURN_MS = 10;
/** How much an answer may write before other requests get a turn, however fast its client reads. */
const TURN_BYTES = 64 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes `texts` in order and ends the answer, waiting whenever the client has not taken the last text yet, so a
 * large answer never sits in memory whole. It also gives way to other requests every few milliseconds or tens of
 * kilobytes: a local socket takes every write at once and the embedded store reads synchronously, so without
 * that a large export kept the process until its last byte (docs/decisions/0091). One 'drain' listener serves
 * the whole answer: the compression middleware hands `on('drain')` to its gzip stream but not
 * `removeListener`, so a listener per wait piled up there (MaxListenersExceededWarning at about 1 MB). A client
 * that went away ends the writing; an error after the first byte destroys the connection, so the client sees a
 * cut answer (a JSON array without its `]`, a JSONL file without its manifest) and never a complete-looking one.
 */
export async function writeTexts(response: Response, texts: AsyncIterable<string>): Promise<void> {
  let wake: ((open: boolean) => void) | null = null;
  const onDrain = () => wake?.(true);
  const onClose = () => wake?.(false);
  const drained = () =>
    response.destroyed ? Promise.resolve(false) : new Promise<boolean>((resolve) => (wake = resolve));
  response.on('drain', onDrain);
  response.once('close', onClose);
  let since = performance.now();
  let written = 0;
  try {
    for await (const text of texts) {
      if (!response.write(text) && !(await drained())) return;
      written += text.length;
      if (written >= TURN_BYTES || performance.now() - since >= TURN_MS) {
        await nextTurn();
        if (response.destroyed) return;
        since = performance.now();
        written = 0;
      }
    }
    response.end();
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    response.off('drain', onDrain);
    response.off('close', onClose);
  }
}
