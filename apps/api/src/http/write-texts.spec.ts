import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import { writeTexts } from './write-texts';

/** A socket that takes every write at once, as a local one does. */
class EagerResponse extends EventEmitter {
  written: string[] = [];
  ended = false;
  destroyed = false;
  write(text: string): boolean {
    this.written.push(text);
    return true;
  }
  end(): void {
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
}

async function* texts(count: number, failAt?: number): AsyncGenerator<string> {
  for (let index = 0; index < count; index++) {
    if (index === failAt) throw new Error('store went away');
    yield 'x'.repeat(1024);
  }
}

describe('writeTexts (docs/decisions/0091)', () => {
  it('gives other callbacks turns while a large answer is written to a socket that never pushes back', async () => {
    const response = new EagerResponse();
    let turns = 0;
    const tick = (): void => {
      turns += 1;
      if (!response.ended) setImmediate(tick);
    };
    setImmediate(tick);
    await writeTexts(response as unknown as Response, texts(1024));
    expect(response.written).toHaveLength(1024);
    expect(response.ended).toBe(true);
    expect(turns).toBeGreaterThanOrEqual(8);
  });

  it('destroys the connection instead of ending the answer when the texts fail after the first byte', async () => {
    const response = new EagerResponse();
    await writeTexts(response as unknown as Response, texts(10, 3));
    expect(response.written).toHaveLength(3);
    expect({ ended: response.ended, destroyed: response.destroyed }).toEqual({
      ended: false,
      destroyed: true,
    });
  });
});
