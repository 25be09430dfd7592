export const Role = {
  Admin: 1,
  Accountant: 2,
  Dealer: 3,
  SubDealer: 4,
  TransportCompany: 5,
  Dispatcher: 6,
  Driver: 7,
  PrivateUser: 10,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ALL_ROLES: readonly Role[] = Object.values(Role);

/** i18n key suffix for each role (users:role.<key>). */
export const ROLE_KEYS: Record<Role, string> = {
  1: 'admin',
  2: 'accountant',
  3: 'dealer',
  4: 'subDealer',
  5: 'transportCompany',
  6: 'dispatcher',
  7: 'driver',
  10: 'privateUser',
};

export const CUSTOMER_ROLES: readonly Role[] = [Role.Dealer, Role.SubDealer, Role.PrivateUser];
export const CARRIER_ROLES: readonly Role[] = [Role.TransportCompany, Role.Dispatcher];
export const STAFF_ROLES: readonly Role[] = [Role.Admin, Role.Accountant];
/** Roles a person may choose on the public register form. */
export const SELF_REGISTER_ROLES = [Role.Dealer, Role.TransportCompany, Role.PrivateUser] as const;

export const isRole = (value: unknown): value is Role =>
  typeof value === 'number' && (ALL_ROLES as readonly number[]).includes(value);
export const isCustomer = (role: Role | null | undefined) => role != null && CUSTOMER_ROLES.includes(role);
export const isCarrier = (role: Role | null | undefined) => role != null && CARRIER_ROLES.includes(role);
export const isStaff = (role: Role | null | undefined) => role != null && STAFF_ROLES.includes(role);

/** Where each role lands after sign-in (the private home "/" redirects here). */
export const homePathForRole = (role: Role): string => {
  if (isCustomer(role)) return '/my-orders';
  if (isCarrier(role)) return '/active-jobs';
  if (role === Role.Driver) return '/loads';
  return '/admin';
};

/** New sub-dealers and dispatchers must complete /user/update before anything else. */
export const mustCompletePersonalInfo = (user: { role: Role; new_user: boolean }) =>
  user.new_user && (user.role === Role.SubDealer || user.role === Role.Dispatcher);
