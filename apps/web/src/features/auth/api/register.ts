import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Locale, RegisterInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const register = (input: RegisterInput, lang: Locale) =>
  api.post<AuthResponse>('/auth/register', input, { query: { lang } });

export const useRegister = () =>
  useMutation({ mutationFn: ({ input, lang }: { input: RegisterInput; lang: Locale }) => register(input, lang) });
