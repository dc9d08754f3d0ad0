export * from './resource-fields.ts';
export * from './resource-queries.ts';
export * from './users.ts';
export * from './sales-orders.ts';
export * from './representatives.ts';
export * from './resource-calls.ts';
