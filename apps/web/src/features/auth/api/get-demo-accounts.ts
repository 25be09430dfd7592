import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccount, DemoAccounts } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type { DemoAccount };
/** The password every demo account shares. */
export const DEMO_PASSWORD = 'routier-demo';

export const getDemoAccounts = () => api.get<DemoAccounts>('/demo-accounts', { silent: true });

export const demoAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'demo-accounts'], queryFn: getDemoAccounts, staleTime: Infinity, retry: false });

export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions());
