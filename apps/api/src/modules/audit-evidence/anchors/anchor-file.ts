import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ChainAnchor } from './anchor';

/**
 * The anchors of one chain, one JSON line each, only ever appended, beside the keys and apart from the log they
 * vouch for: truncating the log leaves its anchors behind. The log's chain: `<dir>/anchors/<installation>.jsonl`;
 * an account's: `<dir>/anchors/<installation>/accounts/<accountId>.jsonl` (docs/decisions/0046).
 */
export class AnchorFile {
  private constructor(private readonly path: string) {}

  static ofLog(dir: string, installation: string): AnchorFile {
    return new AnchorFile(join(dir, 'anchors', `${installation}.jsonl`));
  }

  static ofAccount(dir: string, installation: string, accountId: string): AnchorFile {
    if (!/^[\w-]+$/.test(accountId)) throw new Error(`Not an account id: ${accountId}`);
    return new AnchorFile(join(dir, 'anchors', installation, 'accounts', `${accountId}.jsonl`));
  }

  append(anchor: ChainAnchor): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
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
    return this.path;
  }
}
