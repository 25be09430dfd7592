import type { NewsletterCheck } from '@routier/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GET /newsletter/check: whether an e-mail is signed up already (registration then forces its opt-in on). */
export const useNewsletterFlag = (email: string) => {
  const value = email.trim();
  return useQuery({
    queryKey: ['newsletter', 'check', value.toLowerCase()],
    queryFn: ({ signal }) => api.get<NewsletterCheck>('/newsletter/check', { query: { email: value }, signal }),
    enabled: LOOKS_LIKE_EMAIL.test(value),
    staleTime: 60_000,
    retry: false,
  });
};
