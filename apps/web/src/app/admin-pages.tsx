import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AdminScreenId } from '../config/paths.ts';

/** Administração's pages, one chunk for them all: only administrators ever load it. */
export const adminPages: Record<AdminScreenId, LazyExoticComponent<ComponentType>> = {
  adminUsers: lazy(() =>
    import('../features/admin/admin-pages.ts').then((m) => ({ default: m.AdminUsersPage })),
  ),
  adminImports: lazy(() =>
    import('../features/admin/admin-pages.ts').then((m) => ({ default: m.AdminImportsPage })),
  ),
  adminOrderExports: lazy(() =>
    import('../features/admin/admin-pages.ts').then((m) => ({ default: m.AdminOrderExportsPage })),
  ),
  adminAudit: lazy(() =>
    import('../features/admin/admin-pages.ts').then((m) => ({ default: m.AdminAuditPage })),
  ),
  adminSystem: lazy(() =>
    import('../features/admin/admin-pages.ts').then((m) => ({ default: m.AdminSystemPage })),
  ),
};
