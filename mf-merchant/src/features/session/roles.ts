import type { StaffRole } from '@mall/shared';

/** The console's sections and the roles that open them (docs/MERCHANT-API.md: owners open everything). */
export type Section =
  | 'home'
  | 'products'
  | 'categories'
  | 'banners'
  | 'lists'
  | 'orders'
  | 'refunds'
  | 'customers'
  | 'staff'
  | 'audit'
  | 'jobs'
  | 'settings'
  | 'telegram';

const SECTION_ROLES: Record<Section, readonly StaffRole[]> = {
  home: ['owner', 'orders'],
  products: ['owner', 'catalogue'],
  categories: ['owner', 'catalogue'],
  banners: ['owner', 'catalogue'],
  lists: ['owner', 'catalogue'],
  orders: ['owner', 'orders'],
  refunds: ['owner', 'orders'],
  customers: ['owner', 'orders'],
  staff: ['owner'],
  audit: ['owner'],
  jobs: ['owner'],
  settings: ['owner'],
  // Every member's own: last, so that it is never where a role lands after sign-in.
  telegram: ['owner', 'catalogue', 'orders'],
};

export const SECTIONS = Object.keys(SECTION_ROLES) as Section[];

export function mayOpen(role: StaffRole | undefined, section: Section): boolean {
  return role !== undefined && SECTION_ROLES[section].includes(role);
}

/** The first section a role opens: where the console lands after sign-in. */
export function homeSectionOf(role: StaffRole): Section {
  return SECTIONS.find((section) => mayOpen(role, section)) ?? 'products';
}
