import type { PersonalDataKeyStore } from './personal-data-keys.port';

/** Two key stores over the same backing store, as two API processes would hold. */
export type KeyStorePairFactory = () => Promise<[PersonalDataKeyStore, PersonalDataKeyStore]>;

let nextSubject = Math.floor(Math.random() * 1e9);
const subject = () => (nextSubject += 1);

export function describePersonalDataKeyStoreContract(name: string, openPair: KeyStorePairFactory): void {
  describe(`PersonalDataKeyStore contract: ${name}`, () => {
    let first: PersonalDataKeyStore;
    let second: PersonalDataKeyStore;

    beforeEach(async () => {
      [first, second] = await openPair();
    });

    afterEach(async () => {
      await Promise.all([first.close(), second.close()]);
    });

    it('creates one 32-byte key per subject, the same for every process that asks', async () => {
      const [a, b] = [subject(), subject()];
      const created = await first.obtain([a, b, a]);
      const again = await second.obtain([a, b]);
      expect((created.get(a) as Buffer).length).toBe(32);
      expect(again.get(a)).toEqual(created.get(a));
      expect(again.get(b)).toEqual(created.get(b));
      expect(created.get(a)).not.toEqual(created.get(b));
    });

    it('agrees on one key when two processes create it at once', async () => {
      const a = subject();
      const [one, two] = await Promise.all([first.obtain([a]), second.obtain([a])]);
      expect(one.get(a)).toEqual(two.get(a));
    });

    it('finds only subjects that have a key, without creating any', async () => {
      const [a, never] = [subject(), subject()];
      await first.obtain([a]);
      const found = await second.find([a, never]);
      expect(found.has(a)).toBe(true);
      expect(found.has(never)).toBe(false);
      expect((await first.find([never])).size).toBe(0);
    });

    it('destroys a key for good: a tombstone everywhere, and obtain never makes a new one', async () => {
      const a = subject();
      await first.obtain([a]);
      await first.destroy(a);
      expect((await second.find([a])).get(a)).toBe('destroyed');
      expect((await second.obtain([a])).get(a)).toBe('destroyed');
      await second.destroy(a);
      expect((await first.find([a])).get(a)).toBe('destroyed');
    });

    it('destroys a key it never made (erasing a person recorded before encryption)', async () => {
      const a = subject();
      await first.destroy(a);
      expect((await second.obtain([a])).get(a)).toBe('destroyed');
    });

    it('answers an empty request with an empty map', async () => {
      expect((await first.find([])).size).toBe(0);
      expect((await first.obtain([])).size).toBe(0);
    });
  });
}
