export const EVENT_CATALOGUE = Symbol('EVENT_CATALOGUE');
export const PROJECTORS = Symbol('PROJECTORS');
