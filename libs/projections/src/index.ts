export * from './read-store.port';
export * from './projector';
