export { AdminAuditPage } from './audit-page.tsx';
export { AdminImportsPage } from './imports-page.tsx';
export { AdminSystemPage } from './system-page.tsx';
export { AdminUsersPage } from './users-page.tsx';
export { AdminOrderExportsPage } from './order-exports-page.tsx';
