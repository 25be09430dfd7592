import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Province, SubAccount, SubAccountAction, SubAccountKind } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { subAccountKeys } from './get-sub-accounts';

export type SubAccountInvite = { email: string; title?: number; provinces?: Province[] };
export type SubAccountEdit = { title?: number; provinces?: Province[] };

/** POST /subdealers (email, title) or POST /dispatchers (email, provinces): an invitation email. */
export const inviteSubAccount = (kind: SubAccountKind, input: SubAccountInvite) =>
  api.post<SubAccount>(
    `/${kind}`,
    kind === 'subdealers' ? { email: input.email, title: input.title } : { email: input.email, provinces: input.provinces ?? [] },
  );

/** PUT /subdealers/{id} (title) or PUT /dispatchers/{id} (provinces). */
export const editSubAccount = (kind: SubAccountKind, id: number, input: SubAccountEdit) =>
  api.put<SubAccount>(`/${kind}/${id}`, kind === 'subdealers' ? { title: input.title } : { provinces: input.provinces ?? [] });

const ACTION_CALLS: Record<SubAccountAction, (kind: SubAccountKind, id: number) => Promise<SubAccount>> = {
  activate: (kind, id) => api.put<SubAccount>(`/${kind}/activate/${id}`),
  deactivate: (kind, id) => api.put<SubAccount>(`/${kind}/deactivate/${id}`),
  delete: (kind, id) => api.delete<SubAccount>(`/${kind}/${id}`),
  restore: (kind, id) => api.put<SubAccount>(`/${kind}/restore/${id}`),
};

/** Every call answers with the row: the lists of that kind are fetched again. */
const useSubAccountMutation = <V>(kind: SubAccountKind, call: (variables: V) => Promise<SubAccount>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: subAccountKeys.lists(kind) }),
  });
};

export const useInviteSubAccount = (kind: SubAccountKind) =>
  useSubAccountMutation(kind, (input: SubAccountInvite) => inviteSubAccount(kind, input));
export const useEditSubAccount = (kind: SubAccountKind) =>
  useSubAccountMutation(kind, ({ id, input }: { id: number; input: SubAccountEdit }) => editSubAccount(kind, id, input));
export const useSubAccountAction = (kind: SubAccountKind) =>
  useSubAccountMutation(kind, ({ id, action }: { id: number; action: SubAccountAction }) => ACTION_CALLS[action](kind, id));
