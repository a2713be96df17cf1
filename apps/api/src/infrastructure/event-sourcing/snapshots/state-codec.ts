import { IdMap, IdSet } from '../../../shared/id-map';

const isCollection = (value: unknown) =>
  value instanceof IdMap || value instanceof IdSet || value instanceof Map || value instanceof Set;

/** Records (entities, filings) hold no collections; their maps are marked flat and are not walked on decode. */
const holdsCollections = (map: IdMap<unknown>) => {
  for (const value of map.values())
    if (value !== null && typeof value === 'object' && Object.values(value).some(isCollection)) return true;
  return false;
};

/** Collections JSON has no words for are tagged; the states' own keys never start with `$`. */
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof IdMap) return holdsCollections(value) ? { $idmap: [...value] } : { $flat: [...value] };
  if (value instanceof IdSet) return { $idset: [...value] };
  if (value instanceof Map) return { $map: [...value] };
  if (value instanceof Set) return { $set: [...value] };
  return value;
}

/** Turns the tags back into collections, in place: a walk after a plain parse is far cheaper than a reviver. */
function revive(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = revive(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  if ('$flat' in record) return IdMap.build(record.$flat as [number, unknown][]);
  if ('$idmap' in record) return IdMap.build(revive(record.$idmap) as [number, unknown][]);
  if ('$idset' in record) return IdSet.build(record.$idset as number[]);
  if ('$map' in record) return new Map(revive(record.$map) as [unknown, unknown][]);
  if ('$set' in record) return new Set(revive(record.$set) as unknown[]);
  for (const key in record) record[key] = revive(record[key]);
  return record;
}

/** A stream state as JSON bytes, its maps and sets tagged (stores may compress them). */
export const encodeState = (state: unknown): Buffer => Buffer.from(JSON.stringify(state, replacer));

export const decodeState = <S>(bytes: Buffer): S => revive(JSON.parse(bytes.toString())) as S;
