import { OFFERS_SORTS, type OffersSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';
import type { OffersRequest } from '../api/get-offers';

/**
 * The offers URL query (spec: from_address, to_address, cars_amount, ordered_by, asc, page, shipping_method,
 * province). Empty lists mean every region and delivery type of the company.
 */
export type OffersParams = {
  page: number;
  from_address: string;
  to_address: string;
  /** 0: any number of cars */
  cars_amount: number;
  ordered_by: OffersSort;
  asc: number;
  shipping_method: string;
  province: string;
};

const DEFAULTS: OffersParams = {
  page: 1,
  from_address: '',
  to_address: '',
  cars_amount: 0,
  ordered_by: 'due_date',
  asc: 1,
  shipping_method: '',
  province: '',
};
const OPTIONS: ListParamOptions<OffersParams> = { allowed: { ordered_by: OFFERS_SORTS, asc: [0, 1] } };

export const useOffersParams = () => useListSearchParams(DEFAULTS, OPTIONS);

/** A comma list of the URL as values, and back. */
export const splitList = (value: string) => value.split(',').filter(Boolean);
export const joinList = (values: readonly (string | number)[]) => values.join(',');

export const offersRequest = (p: OffersParams): OffersRequest => ({
  order_by: p.ordered_by,
  order_direction: p.asc === 1 ? 'asc' : 'desc',
  page: p.page,
  from_address: p.from_address || undefined,
  to_address: p.to_address || undefined,
  cars_amount: p.cars_amount > 0 ? p.cars_amount : undefined,
  shipping_method: p.shipping_method || undefined,
  province: p.province || undefined,
});
