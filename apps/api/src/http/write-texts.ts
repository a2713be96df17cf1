import type { Response } from 'express';

/**
 * Writes `texts` in order and ends the answer, waiting whenever the client has not taken the last text yet, so a
 * large answer never sits in memory whole and other requests get their turns. One 'drain' listener serves the
 * whole answer: the compression middleware hands `on('drain')` to its gzip stream but not `removeListener`, so a
 * listener per wait piled up there (MaxListenersExceededWarning at about 1 MB). A client that went away ends the
 * writing; an error after the first byte can only cut the answer.
 */
export async function writeTexts(response: Response, texts: AsyncIterable<string>): Promise<void> {
  let wake: ((open: boolean) => void) | null = null;
  const onDrain = () => wake?.(true);
  const onClose = () => wake?.(false);
  const drained = () =>
    response.destroyed ? Promise.resolve(false) : new Promise<boolean>((resolve) => (wake = resolve));
  response.on('drain', onDrain);
  response.once('close', onClose);
  try {
    for await (const text of texts) if (!response.write(text) && !(await drained())) return;
    response.end();
  } catch (error) {
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    response.off('drain', onDrain);
    response.off('close', onClose);
  }
}
