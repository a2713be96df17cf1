import type { Response } from 'express';

/**
 * One 'drain' listener for the whole answer. The compression middleware hands `on('drain')` to its gzip stream
 * but not `removeListener`, so a listener per wait piled up there (MaxListenersExceededWarning at about 1 MB).
 * `wait` resolves false when the client went away instead.
 */
export function drainWaiter(response: Response) {
  let wake: ((open: boolean) => void) | null = null;
  const onDrain = () => wake?.(true);
  const onClose = () => wake?.(false);
  response.on('drain', onDrain);
  response.once('close', onClose);
  return {
    wait: () =>
      response.destroyed
        ? Promise.resolve(false)
        : new Promise<boolean>((resolve) => {
            wake = (open) => {
              wake = null;
              resolve(open);
            };
          }),
    stop: () => {
      response.off('drain', onDrain);
      response.off('close', onClose);
    },
  };
}
