import { Role } from '@routier/domain';

export const DEMO_PASSWORD = 'routier-demo';

export type DemoAccount = { email: string; role: Role; label: string };

/** The accounts listed on the sign-in page in dev/demo mode and in the README (password: routier-demo). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@routier.test', role: Role.Admin, label: 'Admin' },
  { email: 'accountant@routier.test', role: Role.Accountant, label: 'Accountant' },
  { email: 'dealer@routier.test', role: Role.Dealer, label: 'Dealer · Maple Motors' },
  { email: 'subdealer@routier.test', role: Role.SubDealer, label: 'Sub-dealer · Maple Motors' },
  { email: 'private@routier.test', role: Role.PrivateUser, label: 'Private user' },
  { email: 'carrier@routier.test', role: Role.TransportCompany, label: 'Transport company · Northern Haul Inc.' },
  { email: 'dispatcher@routier.test', role: Role.Dispatcher, label: 'Dispatcher · Northern Haul Inc.' },
  { email: 'new.dispatcher@routier.test', role: Role.Dispatcher, label: 'New dispatcher (first sign-in)' },
  { email: 'driver@routier.test', role: Role.Driver, label: 'Driver · Northern Haul Inc.' },
  { email: 'carrier2@routier.test', role: Role.TransportCompany, label: 'Transport company · Prairie Express Ltd.' },
  { email: 'pending.dealer@routier.test', role: Role.Dealer, label: 'Dealer awaiting approval' },
];

/** Demo accounts are listed only in dev/demo mode, never in production. */
export const visibleDemoAccounts = (env: { demoData: boolean; NODE_ENV: string }): readonly DemoAccount[] =>
  env.demoData && env.NODE_ENV !== 'production' ? DEMO_ACCOUNTS : [];
