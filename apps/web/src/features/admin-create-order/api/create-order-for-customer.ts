import { useMutation } from '@tanstack/react-query';
import type { CreatedOrderForCustomer, CreateOrderForCustomerInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /admin/orders: a draft for the customer, which the operator fills in next. */
export const createOrderForCustomer = (input: CreateOrderForCustomerInput) =>
  api.post<CreatedOrderForCustomer>('/admin/orders', input);

export const useCreateOrderForCustomer = () => useMutation({ mutationFn: createOrderForCustomer });
