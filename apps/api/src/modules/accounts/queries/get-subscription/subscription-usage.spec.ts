import { usage } from './subscription.reader';

describe('subscription usage', () => {
  it.each([
    [0, 1000, 0],
    [500, 1000, 50],
    [996, 1000, 99],
    [999, 1000, 99],
    [1000, 1000, 100],
    [1003, 1000, 100],
    [3, 10, 30],
    [0, 0, 100],
  ])('%d of %d reads %d%%: 100%% only once the limit is reached', (current, max, percent) => {
    expect(usage(current, max)).toEqual({ current, max, percent });
  });
});
