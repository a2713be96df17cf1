/**
 * Links whose target has the interest in their source: a subsidiary's parent, a nominee's nominator and a minor
 * child's parent (docs/decisions/0078), so an owner's path runs party to subject through them. The export and
 * the import turn the same links round, or a round trip would reverse them.
 */
const REVERSED_LINKS: ReadonlySet<string> = new Set(['subsidiary', 'nominee_for', 'minor_child']);

export const isReversedLink = (type: string): boolean => REVERSED_LINKS.has(type);
