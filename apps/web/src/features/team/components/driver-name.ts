import type { TeamDriver } from '@routier/domain';

/** How a driver is named in lists, titles and notices: his name, else his email (an invitee has no name yet). */
export const driverName = (driver: Pick<TeamDriver, 'full_name' | 'email'>, fallback: string) =>
  driver.full_name || driver.email || fallback;
