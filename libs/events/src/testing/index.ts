export * from './sync-probe';
export * from './temp-dir';
export * from './test-events';
export * from './redis-keys';
export * from './conflict-counter';
