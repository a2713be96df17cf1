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
  /** Events per read and per projector transaction; default 500. */
  batchSize?: number;
  /** Default: console. */
  logger?: ProjectionLogger;
  /** How often waitFor re-reads checkpoints written by other processes; default 50 ms. */
  pollIntervalMs?: number;
  /** Pause before live following restarts after a failure; default 1000 ms. */
  retryDelayMs?: number;
}
