import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChainAnchor } from './anchor';

/**
 * The anchors of one log, one JSON line each, only ever appended (`<dir>/anchors/<installation>.jsonl`),
 * beside the keys and apart from the log they vouch for: truncating the log leaves its anchors behind.
 */
export class AnchorFile {
  constructor(
    private readonly dir: string,
    private readonly installation: string,
  ) {}

  append(anchor: ChainAnchor): void {
    mkdirSync(join(this.dir, 'anchors'), { recursive: true, mode: 0o700 });
    appendFileSync(this.file(), `${JSON.stringify(anchor)}\n`, { flag: 'a', mode: 0o600 });
  }

  all(): ChainAnchor[] {
    if (!existsSync(this.file())) return [];
    return readFileSync(this.file(), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as ChainAnchor);
  }

  last(): ChainAnchor | null {
    const anchors = this.all();
    return anchors[anchors.length - 1] ?? null;
  }

  private file(): string {
    return join(this.dir, 'anchors', `${this.installation}.jsonl`);
  }
}
