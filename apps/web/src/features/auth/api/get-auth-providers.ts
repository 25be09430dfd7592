import type { AuthProviders } from '@routier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Client ids of the configured social sign-ins; null hides that button. */
export const getAuthProviders = () => api.get<AuthProviders>('/auth/providers', { silent: true });

export const authProvidersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getAuthProviders, staleTime: Infinity, retry: false });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
