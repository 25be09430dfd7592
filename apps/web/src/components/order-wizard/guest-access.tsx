import { createContext, useContext, type ReactNode } from 'react';
import type { GuestAccess } from '../../lib/guest-order';

const GuestAccessContext = createContext<GuestAccess | null>(null);

/** The wizard of a guest: the steps' inner parts (VIN, catalogue, files) call the guest variants. */
export const GuestAccessProvider = ({ guest, children }: { guest: GuestAccess | null; children: ReactNode }) => (
  <GuestAccessContext.Provider value={guest}>{children}</GuestAccessContext.Provider>
);

/** null for a signed-in customer. */
export const useGuestAccess = () => useContext(GuestAccessContext);
