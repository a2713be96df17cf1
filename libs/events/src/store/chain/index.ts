export * from './chain-link';
export * from './chain-log.port';
export * from './chain-log.factory';
export * from './sqlite-chain-log';
export * from './kurrentdb-chain-log';
export * from './account-chain';
