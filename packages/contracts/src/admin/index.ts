export * from './imports.ts';
export * from './system.ts';
export * from './users.ts';
export * from './order-deliveries.ts';
export * from './order-exports.ts';
