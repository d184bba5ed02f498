/** Roles are data on the user row (never a hard-coded e-mail): who may see what. */
export const ROLES = ['learner', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Staff pages and actions: staff and admins. */
export function isStaffRole(role: string): boolean {
  return role === 'staff' || role === 'admin';
}
