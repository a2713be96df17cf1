// The API's units and the arrows between them, from a dependency-cruiser result. Pure: used by
// scripts/check-architecture.mjs and its spec.

/** modules/<name> is one unit; any other top-level folder or file of the source root is one too. */
export const unitOf = (path, root) => {
  if (!path.startsWith(root)) return null;
  const parts = path.slice(root.length).split('/');
  if (parts[0] === 'modules' && parts.length > 1) return `modules/${parts[1].replace(/\.tsx?$/, '')}`;
  return parts[0].replace(/\.tsx?$/, '');
};

/** `modules`: dependency-cruiser's `modules` array (source, dependencies[].resolved). */
export function unitGraph(modules, root) {
  const arrows = new Map();
  for (const m of modules) {
    const from = unitOf(m.source, root);
    if (!from) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    for (const d of m.dependencies ?? []) {
      const to = unitOf(d.resolved, root);
      if (!to || to === from) continue;
      arrows.get(from).set(to, (arrows.get(from).get(to) ?? 0) + 1);
    }
  }
  for (const targets of [...arrows.values()])
    for (const to of targets.keys()) if (!arrows.has(to)) arrows.set(to, new Map());
  return { units: [...arrows.keys()].sort(), arrows };
}

/** Strongly connected components of more than one unit, largest first (Tarjan). */
export function loopsOf({ units, arrows }) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const loops = [];
  const visit = (u) => {
    index.set(u, next);
    low.set(u, next++);
    stack.push(u);
    onStack.add(u);
    for (const v of [...arrows.get(u).keys()].sort()) {
      if (!index.has(v)) {
        visit(v);
        low.set(u, Math.min(low.get(u), low.get(v)));
      } else if (onStack.has(v)) low.set(u, Math.min(low.get(u), index.get(v)));
    }
    if (low.get(u) !== index.get(u)) return;
    const loop = [];
    let v;
    do {
      v = stack.pop();
      onStack.delete(v);
      loop.push(v);
    } while (v !== u);
    if (loop.length > 1) loops.push(loop.sort());
  };
  for (const u of units) if (!index.has(u)) visit(u);
  return loops.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

export const mutualPairsOf = ({ units, arrows }) =>
  units.flatMap((a) =>
    [...arrows.get(a).keys()]
      .filter((b) => a < b && arrows.get(b).has(a))
      .sort()
      .map((b) => [a, b]),
  );

/** The map as markdown: the counts, the loops and mutual pairs, and each unit's arrows. */
export function moduleMap({ units, arrows }, loops, pairs) {
  const arrowCount = units.reduce((n, u) => n + arrows.get(u).size, 0);
  const importedBy = (u) => units.filter((v) => arrows.get(v).has(u)).length;
  const lines = [
    `Generated from the code by \`node scripts/check-architecture.mjs --write\`; \`npm run lint\` fails when it is stale.`,
    '',
    `${units.length} units of \`apps/api/src\` (each \`modules/<name>\` is one), ${arrowCount} arrows between them, ` +
      `${pairs.length} mutual pairs, loops of ${loops.length ? loops.map((l) => l.length).join(', ') : 'none'} units.`,
    '',
  ];
  for (const [i, loop] of loops.entries())
    lines.push(`- Loop ${i + 1}: ${loop.map((u) => `\`${u}\``).join(', ')}`);
  if (pairs.length)
    lines.push(`- Mutual pairs: ${pairs.map(([a, b]) => `\`${a}\` <-> \`${b}\``).join(', ')}`);
  lines.push('', '| unit | imports | imported by |', '| --- | --- | --- |');
  for (const u of units) {
    const targets = [...arrows.get(u).keys()].sort();
    lines.push(`| \`${u}\` | ${targets.map((t) => `\`${t}\``).join(', ') || '—'} | ${importedBy(u)} |`);
  }
  return lines.join('\n');
}
