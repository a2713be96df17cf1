import { ERASED_ANSWER, type IdempotencyStore, type IdempotencyTimings } from './idempotency-store.port';

export type OpenIdempotencyStores = (
  timings: IdempotencyTimings,
) => Promise<[IdempotencyStore, IdempotencyStore]>;

const answer = { status: 201, headers: { 'content-type': 'application/json' }, body: '{"id":7}' };
const short: IdempotencyTimings = { claimMs: 150, answerMs: 300 };
const long: IdempotencyTimings = { claimMs: 60_000, answerMs: 60_000 };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
let counter = 0;
const freshKey = () => `key-${Date.now()}-${counter++}`;

/** Every IdempotencyStore adapter behaves alike; two instances stand for two API processes sharing a store. */
export function describeIdempotencyStoreContract(name: string, open: OpenIdempotencyStores): void {
  describe(`${name} IdempotencyStore contract`, () => {
    let stores: IdempotencyStore[] = [];
    const openStores = async (timings: IdempotencyTimings) => {
      const pair = await open(timings);
      stores.push(...pair);
      return pair;
    };
    afterEach(async () => {
      await Promise.all(stores.map((store) => store.close()));
      stores = [];
    });

    it('starts a new key once, then reports it in progress to everyone else', async () => {
      const [one, two] = await openStores(long);
      const key = freshKey();
      const claims = await Promise.all([
        one.claim('user:1', key, 'f'),
        two.claim('user:1', key, 'f'),
        one.claim('user:1', key, 'f'),
      ]);
      expect(claims.filter((claim) => claim.kind === 'started')).toHaveLength(1);
      expect(claims.filter((claim) => claim.kind === 'in-progress')).toHaveLength(2);
    });

    it('replays the completed answer to another process, and refuses the key for a different request', async () => {
      const [one, two] = await openStores(long);
      const key = freshKey();
      await one.claim('user:1', key, 'f');
      await one.complete('user:1', key, answer);
      expect(await two.claim('user:1', key, 'f')).toEqual({ kind: 'replay', answer });
      expect(await two.claim('user:1', key, 'other body')).toEqual({ kind: 'mismatch' });
    });

    it('keeps keys apart per scope', async () => {
      const [one] = await openStores(long);
      const key = freshKey();
      await one.claim('user:1', key, 'f');
      await one.complete('user:1', key, answer);
      expect(await one.claim('user:2', key, 'g')).toEqual({ kind: 'started' });
    });

    it('frees a released key but never a completed one', async () => {
      const [one, two] = await openStores(long);
      const released = freshKey();
      await one.claim('user:1', released, 'f');
      await one.release('user:1', released);
      expect(await two.claim('user:1', released, 'f')).toEqual({ kind: 'started' });
      const done = freshKey();
      await one.claim('user:1', done, 'f');
      await one.complete('user:1', done, answer);
      await one.release('user:1', done);
      expect((await two.claim('user:1', done, 'f')).kind).toBe('replay');
    });

    it('overwrites the answers that carry an erased entity, in every scope, and no others', async () => {
      const [one, two] = await openStores(long);
      const [carries, other, elsewhere] = [freshKey(), freshKey(), freshKey()];
      for (const [scope, key, subjects] of [
        ['user:1', carries, [7, 8]],
        ['user:1', other, [8]],
        ['user:2', elsewhere, [7]],
      ] as const) {
        await one.claim(scope, key, 'f');
        await one.complete(scope, key, answer, subjects);
      }
      await two.eraseSubject(7);
      expect(await one.claim('user:1', carries, 'f')).toEqual({ kind: 'replay', answer: ERASED_ANSWER });
      expect(await one.claim('user:2', elsewhere, 'f')).toEqual({ kind: 'replay', answer: ERASED_ANSWER });
      expect(await one.claim('user:1', other, 'f')).toEqual({ kind: 'replay', answer });
      expect(await one.claim('user:1', carries, 'other body')).toEqual({ kind: 'mismatch' });
    });

    it('frees an abandoned claim after the claim time and forgets answers after the answer time', async () => {
      const [one, two] = await openStores(short);
      const abandoned = freshKey();
      await one.claim('user:1', abandoned, 'f');
      const finished = freshKey();
      await one.claim('user:1', finished, 'f');
      await one.complete('user:1', finished, answer);
      await sleep(200);
      expect(await two.claim('user:1', abandoned, 'f')).toEqual({ kind: 'started' });
      expect((await two.claim('user:1', finished, 'f')).kind).toBe('replay');
      await sleep(200);
      expect(await two.claim('user:1', finished, 'f')).toEqual({ kind: 'started' });
    });
  });
}
