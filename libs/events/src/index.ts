export * from './store/event-envelope';
export * from './store/event-store.port';
export * from './store/id-allocator.port';
export * from './catalogue/event-definition';
export * from './catalogue/event-catalogue';
