export * from './read-store.port';
export * from './projector';
export * from './read-store.factory';
export * from './sqlite/sqlite-read-store.adapter';
export * from './mongo/mongo-read-store.adapter';
export * from './runner/projection-runner';
export * from './runner/projection-runner.types';
export { ProjectionError, CheckpointGapError } from './runner/apply-batch';
export * from './progress/rebuild-progress';
