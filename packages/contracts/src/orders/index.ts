export * from './catalog.ts';
export * from './order-evaluation.ts';
export * from './order-drafts.ts';
export * from './order-export.ts';
export * from './order-context.ts';
export * from './order-approvals.ts';
export * from './order-printout.ts';
export * from './order-pdf-call.ts';
