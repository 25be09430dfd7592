import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsuranceOverview } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/session';
import { accountKeys } from './get-business-details';

/** The certificates, the confirmed expiry and the latest proposed one. */
export type InsuranceFiles = InsuranceOverview;

/** GET /insurance/files: the certificates on file with signed download URLs, the confirmed expiry and the proposal. */
export const getInsuranceFiles = (signal?: AbortSignal) => api.get<InsuranceFiles>('/insurance/files', { signal, silent: true });

export const useInsuranceFiles = () =>
  useQuery({ queryKey: accountKeys.insurance(), queryFn: ({ signal }) => getInsuranceFiles(signal) });

/** POST /insurance/files: multipart `files[]`. */
export const uploadInsuranceFiles = (files: File[]) => {
  const body = new FormData();
  for (const file of files) body.append('files[]', file);
  return api.post<InsuranceFiles>('/insurance/files', body);
};
export const deleteInsuranceFile = (id: number) => api.delete<InsuranceFiles>(`/insurance/files/${id}`);
/** PUT /insurance/expiry-date: proposes an expiry date, which counts once an administrator approves it. */
export const setInsuranceExpiry = (expiry_date: string) => api.put<InsuranceFiles>('/insurance/expiry-date', { expiry_date });

/** Each call answers with the files and expiry: cached as they come; the header badge reads /users/me, so it is reloaded. */
const useInsuranceMutation = <V>(call: (v: V) => Promise<InsuranceFiles>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (files) => {
      client.setQueryData(accountKeys.insurance(), files);
      return Promise.all([reloadUser(), client.invalidateQueries({ queryKey: ['accounts', 'business'] })]);
    },
  });
};

export const useUploadInsuranceFiles = () => useInsuranceMutation(uploadInsuranceFiles);
export const useDeleteInsuranceFile = () => useInsuranceMutation(deleteInsuranceFile);
export const useSetInsuranceExpiry = () => useInsuranceMutation(setInsuranceExpiry);
