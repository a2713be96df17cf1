import type { AccountRegisterState } from '../accounts/domain/account-register.state';
import type { EntityRef, PlannedRow } from './import-plan.types';

const fold = (text: string): string => text.trim().toLowerCase();

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The register's entities by registration or ID number and by name, for matches and references. */
export class RegisterIndex {
  readonly byNumber = new Map<string, number[]>();
  readonly byName = new Map<string, number[]>();

  constructor(readonly state: AccountRegisterState) {
    for (const [id, entity] of state.entities) {
      const number =
        entity.type === 'individual' ? entity.details?.idNumber : entity.profile.registrationNumber;
      if (typeof number === 'string' && number) push(this.byNumber, fold(number), id);
      push(this.byName, fold(entity.profile.name), id);
    }
  }

  nameOf(id: number): string {
    return this.state.entities.get(id)?.profile.name ?? `#${id}`;
  }

  typeOf(id: number): string | undefined {
    return this.state.entities.get(id)?.type;
  }
}

/** The entity rows of the file by number and by name, to resolve references to rows of the same file. */
export class FileIndex {
  readonly byNumber = new Map<string, PlannedRow[]>();
  readonly byName = new Map<string, PlannedRow[]>();

  add(row: PlannedRow, number: unknown, name: string): void {
    if (typeof number === 'string' && number) push(this.byNumber, fold(number), row);
    if (name) push(this.byName, fold(name), row);
  }
}

export type Resolved = { ref: EntityRef; problem?: undefined } | { ref?: undefined; problem: string };

const refOf = (row: PlannedRow): EntityRef | null =>
  row.action === 'match' && row.existingId !== null
    ? { existingId: row.existingId }
    : row.action === 'create'
      ? { rowKey: row.key }
      : null;

const sameRef = (a: EntityRef, b: EntityRef) =>
  'existingId' in a
    ? 'existingId' in b && a.existingId === b.existingId
    : 'rowKey' in b && a.rowKey === b.rowKey;

function pick(text: string, rows: PlannedRow[], ids: number[]): Resolved | null {
  if (!rows.length && !ids.length) return null;
  const refs: EntityRef[] = [];
  for (const row of rows) {
    const ref = refOf(row);
    if (!ref) return { problem: `"${text}" is row ${row.row} of the ${row.kind}, which has problems` };
    if (!refs.some((r) => sameRef(r, ref))) refs.push(ref);
  }
  for (const id of ids) if (!refs.some((r) => sameRef(r, { existingId: id }))) refs.push({ existingId: id });
  if (refs.length > 1)
    return { problem: `"${text}" names ${refs.length} entities; use the registration or ID number instead` };
  return { ref: refs[0] };
}

/**
 * An entity named in a cell: `#12` (an id of the register), a registration or ID number, or an exact name
 * (case aside), looked up in the file first and then in the register.
 */
export function resolveEntity(text: string, file: FileIndex, register: RegisterIndex): Resolved {
  const byId = /^(?:entity\s*)?#(\d+)$/i.exec(text.trim());
  if (byId) {
    const id = Number(byId[1]);
    return register.state.entities.has(id)
      ? { ref: { existingId: id } }
      : { problem: `No entity #${id} in your register` };
  }
  const key = fold(text);
  return (
    pick(text, file.byNumber.get(key) ?? [], register.byNumber.get(key) ?? []) ??
    pick(text, file.byName.get(key) ?? [], register.byName.get(key) ?? []) ?? {
      problem: `No entity "${text}" in the file or your register`,
    }
  );
}
