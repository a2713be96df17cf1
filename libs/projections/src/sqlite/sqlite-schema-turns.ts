import { resolve } from 'node:path';

/** Per file (resolved path): how many times a writer of this process committed a schema change to it. */
const generations = new Map<string, number>();

/** Called after a commit that changed the file's schema, so this process's readers look again at once. */
export function schemaCommitted(file: string): void {
  const key = resolve(file);
  generations.set(key, (generations.get(key) ?? 0) + 1);
}

/**
 * Answers whether a reader should read the schema version again: once per turn of the event loop, and at once
 * after a writer of this process committed a change. A query costs a read transaction of its own (two to four
 * lock calls to the kernel), and a request runs several, each of which asked for the version (7 % of
 * an authenticated GET). Another process's change is seen from the next turn on, milliseconds later.
 */
export class SchemaTurns {
  private checkedThisTurn = false;
  private seenGeneration = -1;
  private readonly file: string;

  constructor(file: string) {
    this.file = resolve(file);
  }

  due(): boolean {
    const generation = generations.get(this.file) ?? 0;
    if (this.checkedThisTurn && generation === this.seenGeneration) return false;
    this.seenGeneration = generation;
    if (!this.checkedThisTurn) {
      this.checkedThisTurn = true;
      setImmediate(() => (this.checkedThisTurn = false));
    }
    return true;
  }
}
