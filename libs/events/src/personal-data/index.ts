export * from './personal-data-keys.port';
export * from './personal-data-vault';
export * from './personal-data-event-store';
export * from './personal-data.factory';
export * from './personal-fields';
export * from './sqlite-personal-data-keys.adapter';
