import type { EventCatalogue, EventStore } from '@ledgerline/events';
import type { Projector } from '../projector';
import type { ReadStore } from '../read-store.port';

/** Compatible with `console` and Nest's `Logger`. */
export interface ProjectionLogger {
  log(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Measured in log positions from where the catch-up started; equal to event counts while positions
 * are dense. `total` grows if events arrive during the catch-up.
 */
export interface CatchUpProgress {
  processed: number;
  total: number;
}

export type CatchUpProgressListener = (progress: CatchUpProgress) => void;

export interface ProjectionRunnerOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  /** Decodes (upcasts and validates) each event before a projector sees it. */
  catalogue: EventCatalogue;
  projectors: Projector[];
  /** Most events per transaction while following the log live; default 500. */
  batchSize?: number;
  /**
   * Events per read and per transaction while catching up or rebuilding; default batchSize when that is
   * given, else 5,000 (fewer, larger transactions write each read-model page fewer times).
   */
  catchUpBatchSize?: number;
  /** Default: console. */
  logger?: ProjectionLogger;
  /** How often waitFor re-reads checkpoints written by other processes; default 50 ms. */
  pollIntervalMs?: number;
  /** Pause before live following restarts after a failure; default 1000 ms. */
  retryDelayMs?: number;
}
