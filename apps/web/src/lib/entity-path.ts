const sections = { company: 'companies', individual: 'individuals', trust: 'trusts' } as const;

/** The detail page of an entity by its kind: /companies/{id}, /individuals/{id} or /trusts/{id}. */
export function entityPath(entity: { id: number; type: string }): string {
  const section = sections[entity.type as keyof typeof sections] ?? 'companies';
  return `/${section}/${entity.id}`;
}
