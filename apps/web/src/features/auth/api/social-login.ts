import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, Locale } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const googleLogin = (token: string) => api.post<AuthResponse>('/auth/google/callback', { token });
export const useGoogleLogin = () => useMutation({ mutationFn: googleLogin });

export type AppleLoginResponse = AuthResponse & { locale: Locale };
export const appleLogin = (token: string) => api.post<AppleLoginResponse>('/auth/apple/user', { token });
export const useAppleLogin = () => useMutation({ mutationFn: appleLogin });
