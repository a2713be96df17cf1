import type { GraphIndex } from './graph-index';
import { largestPaths, type RankedPath } from './ownership-paths';
import { NOMINEE_LINK, type PathLink } from './relationship-rules';

/** A ranked path with how some of its steps are reached: a nominee, or a person whose interest is deemed. */
export interface ExplainedPath {
  product: number;
  chain: number[];
  links: Map<number, PathLink>;
  /** A step of it is an indirect share declared without its chain (docs/decisions/0080). */
  declared?: boolean;
}

const explained = ({ product, chain, nominees, declared }: RankedPath): ExplainedPath => ({
  product,
  chain,
  links: new Map((nominees ?? []).map((position) => [position, NOMINEE_LINK])),
  ...(declared ? { declared: true } : {}),
});

/**
 * Each person's largest paths, and for an interest deemed theirs (s56(2), docs/decisions/0078) the paths of the
 * holder it is deemed from, behind a first step naming the person: "Pat -> Sam (spouse) -> ... -> target".
 */
export function explainedPaths(
  index: GraphIndex,
  target: number,
  persons: ReadonlySet<number>,
  maxPaths: number,
): Map<number, ExplainedPath[]> {
  const holdersOf = new Map<number, { holder: number; link: PathLink }[]>();
  if (index.deemedBy.size > 0)
    for (const [holder, deemed] of index.deemedBy)
      for (const { person, link } of deemed)
        if (persons.has(person)) holdersOf.set(person, [...(holdersOf.get(person) ?? []), { holder, link }]);
  const searched = new Set(persons);
  for (const holders of holdersOf.values()) for (const { holder } of holders) searched.add(holder);
  const ranked = largestPaths(index, target, searched, maxPaths);
  const paths = new Map<number, ExplainedPath[]>();
  for (const person of persons) {
    const own = (ranked.get(person) ?? []).map(explained);
    const deemed = (holdersOf.get(person) ?? []).flatMap(({ holder, link }) =>
      (ranked.get(holder) ?? []).map((path) => {
        const shifted = explained(path);
        const links = new Map([...shifted.links].map(([position, kind]) => [position + 1, kind]));
        links.set(1, link);
        return { ...shifted, chain: [person, ...path.chain], links };
      }),
    );
    if (deemed.length === 0) {
      if (own.length > 0) paths.set(person, own);
      continue;
    }
    const all = [...own, ...deemed].sort((a, b) => b.product - a.product).slice(0, maxPaths);
    paths.set(person, all);
  }
  return paths;
}
