/**
 * The read models were projected from a log that reached `highest`; a log that ends before it is not the one they
 * came from (deleted, replaced by an older copy, or pointed at the wrong place). Starting anyway would serve the
 * old answers while every write failed, and hand the first registration the admin seat of an "empty" installation.
 */
export class LogBehindReadModelsError extends Error {
  constructor(head: bigint | null, highest: bigint) {
    super(
      `The event log ends at position ${head ?? 0}, but the read models were projected up to position ${highest}: ` +
        'the event log is missing or older than the read models. Restore the event log (events.sqlite in DATA_DIR, ' +
        'or the KurrentDB the profile points at); if this log is the right one, rebuild the read models from it ' +
        'with `npm run projections:rebuild`. Nothing was started.',
    );
    this.name = 'LogBehindReadModelsError';
  }
}

export function assertLogCoversReadModels(head: bigint | null, highest: bigint | null): void {
  if (highest !== null && highest > (head ?? BigInt(0))) throw new LogBehindReadModelsError(head, highest);
}
