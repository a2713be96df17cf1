import { documentView } from './document-view';

describe('documentView', () => {
  const doc = { id: '7', name: 'Acme', entityId: 7, nameKey: 'acme', accountId: 1, notes: null };

  it('takes the id from its field, in the place of the stored id, and leaves out the omitted fields', () => {
    const view = documentView<Record<string, unknown>>(doc, 'entityId', new Set(['nameKey', 'accountId']));
    expect(view).toEqual({ id: 7, name: 'Acme', notes: null });
    expect(Object.keys(view)).toEqual(['id', 'name', 'notes']);
  });

  it('adds the id at the end when the document has none, and leaves the document as it was', () => {
    const { id: _stored, ...withoutId } = doc;
    const view = documentView<Record<string, unknown>>(withoutId, 'entityId', new Set());
    expect(Object.keys(view)).toEqual(['name', 'nameKey', 'accountId', 'notes', 'id']);
    expect(view.id).toBe(7);
    expect(withoutId.entityId).toBe(7);
  });
});
