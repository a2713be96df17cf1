import { readFileSync } from 'node:fs';
import { readExportFile } from '../modules/audit-evidence/verify/read-export-file';
import { type VerificationKey, verifyExport } from '../modules/audit-evidence/verify/verify-export';

const USAGE = 'Usage: npm run audit:verify -- FILE [--keys KEYS.json]   (FILE: a JSONL or CSV audit export)';

/**
 * `npm run audit:verify FILE`: checks an audit export offline (docs/decisions/0031). `--keys` names the JSON
 * of `GET /api/audit/keys` fetched apart from the file; without it the file's own keys are trusted. Exits 0
 * when verified, 1 naming the wrong entry, 2 on bad usage.
 */
function main(argv: string[]): number {
  const keysAt = argv.indexOf('--keys');
  const keysFile = keysAt >= 0 ? argv[keysAt + 1] : undefined;
  const files = keysAt < 0 ? argv : argv.filter((_, i) => i !== keysAt && i !== keysAt + 1);
  if (files.length !== 1 || (keysAt >= 0 && !keysFile)) {
    console.error(USAGE);
    return 2;
  }
  const keys = keysFile ? (JSON.parse(readFileSync(keysFile, 'utf8')) as VerificationKey[]) : undefined;
  const result = verifyExport(readExportFile(readFileSync(files[0], 'utf8')), keys);
  if (!result.ok) {
    console.error(`${result.message} [${result.problem.reason}]`);
    return 1;
  }
  console.log(result.message);
  if (result.keys === 'file')
    console.log(
      'The keys were taken from the file itself: pass --keys with those of /api/audit/keys to check them.',
    );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
