import { SchemaTurns, schemaCommitted } from './sqlite-schema-turns';

const nextTurn = () => new Promise((done) => setImmediate(done));

describe('SchemaTurns', () => {
  it('asks for the schema version once per turn of the event loop', async () => {
    const turns = new SchemaTurns('/tmp/ledgerline-turns/a.sqlite');
    expect(turns.due()).toBe(true);
    expect(turns.due()).toBe(false);
    expect(turns.due()).toBe(false);
    await nextTurn();
    expect(turns.due()).toBe(true);
    expect(turns.due()).toBe(false);
  });

  it('asks again at once after a writer of this process committed a change to the same file', () => {
    const turns = new SchemaTurns('/tmp/ledgerline-turns/b.sqlite');
    expect(turns.due()).toBe(true);
    schemaCommitted('/tmp/ledgerline-turns/other.sqlite');
    expect(turns.due()).toBe(false);
    schemaCommitted('/tmp/ledgerline-turns/../ledgerline-turns/b.sqlite');
    expect(turns.due()).toBe(true);
    expect(turns.due()).toBe(false);
  });
});
