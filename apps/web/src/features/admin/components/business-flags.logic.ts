import type { BusinessFlagsInput } from '@routier/domain';

export type FlagName = keyof BusinessFlagsInput;
export const FLAG_NAMES: readonly FlagName[] = ['can_pay_with_invoice', 'is_auction'];

/** The flags an operator changed, each with its new value: what the confirmation states. */
export const changedFlags = (saved: BusinessFlagsInput, draft: BusinessFlagsInput) =>
  FLAG_NAMES.filter((name) => saved[name] !== draft[name]).map((name) => ({ name, on: draft[name] }));
