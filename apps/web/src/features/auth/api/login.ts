import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Locale, LoginInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const login = (input: Pick<LoginInput, 'email' | 'password'>, lang: Locale) =>
  api.post<AuthResponse>('/auth/web-login', { ...input, from: 'web', lang }, { query: { lang } });

export const useLogin = () =>
  useMutation({
    mutationFn: ({ input, lang }: { input: Pick<LoginInput, 'email' | 'password'>; lang: Locale }) => login(input, lang),
  });
