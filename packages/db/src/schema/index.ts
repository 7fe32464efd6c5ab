// The whole schema, as Drizzle and drizzle-kit see it.
export * from './languages';
export * from './users';
export * from './taxonomy';
export * from './news';
export * from './comments';
export * from './content';
export * from './featured';
export * from './notifications';
export * from './settings';
export * from './identity';
export * from './surveys';
export * from './push';
export * from './staff';
export * from './audit';
export * from './rate-limits';
