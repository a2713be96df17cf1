#!/usr/bin/env node
// The API's module boundaries, checked and drawn from one dependency-cruiser run:
//  - the rules in .dependency-cruiser.cjs, except the violations listed as known;
//  - no new loop between the API's units (a unit is modules/<name>, or a top-level folder or file of
//    apps/api/src): a mutual pair or a loop member not in .module-loops-known.json fails;
//  - the module map in docs/architecture.md is the one this run draws.
// `--write` redraws the map and rewrites both known lists from the code as it is (after removing violations).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { unitGraph, loopsOf, mutualPairsOf, moduleMap } from './architecture/unit-graph.mjs';

const write = process.argv.includes('--write');
const KNOWN_VIOLATIONS = '.dependency-cruiser-known-violations.json';
const KNOWN_LOOPS = '.module-loops-known.json';
const ARCHITECTURE = 'docs/architecture.md';
// prettier would realign the generated tables, so the map is kept out of its reach.
const START =
  '<!-- module-map:start (scripts/check-architecture.mjs --write) -->\n<!-- prettier-ignore-start -->';
const END = '<!-- prettier-ignore-end -->\n<!-- module-map:end -->';

const depcruise = (outputType, extra = []) =>
  execFileSync(
    'npx',
    [
      'depcruise',
      'apps/api/src',
      'libs',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      outputType,
      ...extra,
    ],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );

const cruise = JSON.parse(depcruise('json', write ? [] : ['--ignore-known', KNOWN_VIOLATIONS]));
const graph = unitGraph(cruise.modules, 'apps/api/src/');
const loops = loopsOf(graph);
const pairs = mutualPairsOf(graph);
const map = moduleMap(graph, loops, pairs);

if (write) {
  writeFileSync(KNOWN_VIOLATIONS, depcruise('baseline'));
  writeFileSync(
    KNOWN_LOOPS,
    `${JSON.stringify({ mutualPairs: pairs, loopMembers: loops.flat().sort() }, null, 2)}\n`,
  );
  const doc = readFileSync(ARCHITECTURE, 'utf8');
  const at = doc.indexOf(START);
  const before = at < 0 ? `${doc.trimEnd()}\n\n` : doc.slice(0, at);
  const after = at < 0 ? '\n' : doc.slice(doc.indexOf(END) + END.length);
  writeFileSync(ARCHITECTURE, `${before}${START}\n${map}\n${END}${after}`);
  console.log(
    `architecture: map and known lists rewritten (${pairs.length} mutual pairs, largest loop ${loops[0]?.length ?? 0})`,
  );
  process.exit(0);
}

const problems = [];
for (const v of cruise.summary.violations.filter((v) => v.rule.severity === 'error'))
  problems.push(
    `${v.rule.name}: ${v.from} -> ${v.to}${v.cycle ? ` (cycle ${v.cycle.map((c) => c.name ?? c).join(' -> ')})` : ''}`,
  );
const known = JSON.parse(readFileSync(KNOWN_LOOPS, 'utf8'));
const knownPairs = new Set(known.mutualPairs.map((p) => p.join(' <-> ')));
const knownMembers = new Set(known.loopMembers);
for (const p of pairs)
  if (!knownPairs.has(p.join(' <-> '))) problems.push(`new mutual import between units: ${p.join(' <-> ')}`);
for (const m of loops.flat()) if (!knownMembers.has(m)) problems.push(`unit newly in an import loop: ${m}`);
const doc = readFileSync(ARCHITECTURE, 'utf8');
if (!doc.includes(`${START}\n${map}\n${END}`))
  problems.push(
    `${ARCHITECTURE}: the module map is not the code's; run node scripts/check-architecture.mjs --write`,
  );

const summary = `${graph.units.length} units, ${pairs.length} mutual pairs, loops [${loops.map((l) => l.length).join(', ')}]`;
if (problems.length) {
  console.error(`architecture: ${problems.length} problem(s) (${summary})\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`architecture: ok (${summary}; known violations ${cruise.summary.ignore ?? 0} left to remove)`);
