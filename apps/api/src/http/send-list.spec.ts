import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { sendList } from './send-list';

/** 200 pages of 100 rows, about 3.5 MB of JSON: far past what one gzip write takes before it asks to wait. */
async function* pages(): AsyncIterable<object[]> {
  for (let page = 0; page < 200; page++)
    yield Array.from({ length: 100 }, (_, i) => ({
      id: page * 100 + i,
      // Random text so gzip cannot shrink it to nothing and its buffer fills.
      notes: Math.random().toString(36).repeat(4),
    }));
}

describe('sendList behind the compression middleware', () => {
  it('streams a large gzipped answer whole with one drain listener, not one per wait', async () => {
    const app = express();
    app.use(compression());
    let drainListeners = 0;
    app.get('/list', (_request, response) => {
      // compression's `on('drain')` adds to its gzip stream, which removeListener never reaches: count the adds.
      const on = response.on.bind(response) as (event: string, listener: () => void) => typeof response;
      response.on = ((event: string, listener: () => void) => {
        if (event === 'drain') drainListeners++;
        return on(event, listener);
      }) as typeof response.on;
      void sendList(response, { total: 20_000, chunks: pages() });
    });
    const answer = await request(app).get('/list').set('Accept-Encoding', 'gzip').expect(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['x-total-count']).toBe('20000');
    const rows = answer.body as { id: number }[];
    expect(rows).toHaveLength(20_000);
    expect(rows.at(-1)?.id).toBe(19_999);
    expect(drainListeners).toBe(1);
  });
});
