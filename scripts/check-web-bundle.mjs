// Fails when the landing page's JavaScript exceeds its budget: the entry chunk, the landing route's
// lazy chunk and every chunk they import statically, each gzipped as a server would send it.
// Needs `npm run build -w apps/web` to have written apps/web/dist and its manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 150;
const webDist = 'apps/web/dist';
const manifestPath = join(webDist, '.vite/manifest.json');
const landingRoute = 'src/app/routes/landing.tsx';

if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: run npm run build -w apps/web first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey || !manifest[landingRoute]) {
  console.error(`The manifest has no entry chunk or no chunk for ${landingRoute}.`);
  process.exit(1);
}

/** Manifest keys of the chunks a visitor of `/` downloads before the page shows. */
function staticClosure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const chunks = [...staticClosure([entryKey, landingRoute])].map((key) => {
  const file = manifest[key].file;
  return { file, gzipBytes: gzipSync(readFileSync(join(webDist, file))).length };
});
chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
const kilobytes = (bytes) => (bytes / 1000).toFixed(1);
for (const { file, gzipBytes } of chunks) console.log(`  ${kilobytes(gzipBytes).padStart(6)} KB  ${file}`);

const totalBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
console.log(`landing page JavaScript: ${kilobytes(totalBytes)} KB gzipped (limit ${LIMIT_KB} KB)`);
if (totalBytes > LIMIT_KB * 1000) {
  console.error('Over budget: move what the landing page does not show behind a lazy route or import().');
  process.exit(1);
}
