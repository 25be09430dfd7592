import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_FOR_CUSTOMER_ROLES, type AdminAccountRow, type Paged, type Role } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** GET /admin/accounts (active ones, matching the text): the customers an order can be created for. */
export const searchCustomers = async (search: string, signal?: AbortSignal) => {
  const page = await api.get<Paged<AdminAccountRow>>('/admin/accounts', {
    query: { status: 'active', page: 1, ...(search ? { search } : {}) },
    signal,
  });
  return page.data.filter((a) => a.role !== null && ORDER_FOR_CUSTOMER_ROLES.includes(a.role as Role));
};

export const useCustomerSearch = (search: string) =>
  useQuery({
    queryKey: ['admin', 'order-for-customer', 'customers', search] as const,
    queryFn: ({ signal }) => searchCustomers(search, signal),
    placeholderData: keepPreviousData,
  });
