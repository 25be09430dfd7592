import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTACT_SEARCH_MIN_LENGTH,
  type NewContactDetailsInput,
  type OrderDetail,
  type ReleaseFiles,
  type SavedContact,
  type StoredFileDetail,
} from '@routier/domain';
import { api } from '../../../lib/api-client';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';
import { orderKeys } from './get-order';

export type { SavedContact };

/** POST /contacts: the signed-in user's saved contacts matching a keyword longer than 2 characters. */
export const useContactSearch = (keyword: string) =>
  useQuery({
    queryKey: ['contacts', 'search', keyword] as const,
    queryFn: ({ signal }) => api.post<SavedContact[]>('/contacts', { keyword }, { signal }),
    enabled: keyword.trim().length > CONTACT_SEARCH_MIN_LENGTH,
    staleTime: 30_000,
  });

/**
 * POST /new-contact-details/{id} (an auto-dispatch order: POST /auto-dispatch/v2/contacts/{id}): both ends and the
 * release-form answer; answers the updated order.
 */
export const useSaveContactDetails = (orderId: number, guest: GuestAccess | null = null, autoDispatch = false) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewContactDetailsInput) =>
      wizardCall<OrderDetail>(
        guest,
        ['POST', autoDispatch ? `/auto-dispatch/v2/contacts/${orderId}` : `/new-contact-details/${orderId}`],
        ['PUT', `/orders/contact-details/${orderId}`],
        body,
      ),
    onSuccess: (order) => client.setQueryData(orderKeys.detail(orderId), order),
  });
};

const setFiles = (client: ReturnType<typeof useQueryClient>, orderId: number, files: StoredFileDetail[]) =>
  client.setQueryData<OrderDetail>(orderKeys.detail(orderId), (order) =>
    order ? { ...order, release_form_files: files } : order,
  );

/** POST /release-form/{id}: uploads files (multipart files[]). */
export const useUploadReleaseFiles = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const body = new FormData();
      for (const file of files) body.append('files[]', file);
      return api.post<ReleaseFiles>(`/release-form/${orderId}`, body);
    },
    onSuccess: (data) => setFiles(client, orderId, data.release_form_files),
  });
};

/** DELETE /release-form/{fileId}: one release file. */
export const useDeleteReleaseFile = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) => api.delete<ReleaseFiles>(`/release-form/${fileId}`),
    onSuccess: (data) => setFiles(client, orderId, data.release_form_files),
  });
};
