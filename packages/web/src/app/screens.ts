import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens built so far, by route key (schema/routeData.ts). A route without one shows the plain
 * "not yet available" page. Each screen is its own chunk, loaded when first opened.
 */
export const SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  administrativeUsers: lazy(() => import('../features/users').then((m) => ({ default: m.UsersPage }))),
  administrativeProfiles: lazy(() =>
    import('../features/profiles').then((m) => ({ default: m.ProfilesPage })),
  ),
};
