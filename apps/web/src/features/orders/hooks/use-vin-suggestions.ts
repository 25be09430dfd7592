import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { VIN_SUGGESTION_MAX_LENGTH } from '@routier/domain';
import { useGuestAccess } from '../../../components/order-wizard/guest-access';
import { suggestVins } from '../api/car-catalogue';

/** Spec: VIN suggestions 500 ms after typing, while the text is non-empty and under 16 characters. */
export const VIN_SUGGESTION_DELAY_MS = 500;

/** The customer's earlier VINs starting with the text (POST /orders/vin). */
export const useVinSuggestions = (text: string): string[] => {
  const [typed] = useDebouncedValue(text.trim().toUpperCase(), VIN_SUGGESTION_DELAY_MS);
  // a guest has no earlier orders
  const guest = useGuestAccess();
  const query = useQuery({
    queryKey: ['cars', 'vins', typed],
    queryFn: ({ signal }) => suggestVins(typed, signal),
    enabled: guest === null && typed.length > 0 && typed.length < VIN_SUGGESTION_MAX_LENGTH,
    staleTime: 60_000,
  });
  return (query.data ?? []).filter((vin) => vin !== typed);
};
