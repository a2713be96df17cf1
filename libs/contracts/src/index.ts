export * from './common.schema';
export * from './auth.schema';
export * from './entity.schema';
export * from './plans';
