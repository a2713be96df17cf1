import { notFound } from './domain-error';

describe('notFound', () => {
  it('codes a name of several words with underscores, as every other code', () => {
    const error = notFound('Import job');
    expect(error.code).toBe('IMPORT_JOB.NOT_FOUND');
    expect(error.message).toBe("Import job not found or you don't have access to it");
  });
});
