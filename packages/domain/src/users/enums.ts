export const DealerType = { Independent: 1, Franchise: 2 } as const;
export type DealerType = (typeof DealerType)[keyof typeof DealerType];
export const DEALER_TYPE_KEYS: Record<DealerType, string> = { 1: 'independent', 2: 'franchise' };

/** Dealer sub-account titles. */
export const SUB_ACCOUNT_TITLES = [1, 2, 3, 4, 5, 6] as const;
export const SUB_ACCOUNT_TITLE_KEYS: Record<(typeof SUB_ACCOUNT_TITLES)[number], string> = {
  1: 'newCarManager',
  2: 'usedCarManager',
  3: 'generalSalesManager',
  4: 'serviceManager',
  5: 'logisticCoordinator',
  6: 'deliverySpecialist',
};

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const isLocale = (v: unknown): v is Locale => v === 'en' || v === 'fr';

/** Account status shown for team members and sub-accounts. */
export const MEMBER_STATUSES = ['active', 'email_sent', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
