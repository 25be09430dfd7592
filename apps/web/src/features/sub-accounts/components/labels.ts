import { isSubAccountTitle, SUB_ACCOUNT_TITLE_KEYS, type Province, type SubAccount } from '@routier/domain';
import type { TFunction } from 'i18next';

/** A title's words (users:subAccountTitle), or a dash. */
export const titleLabel = (t: TFunction, title: number | null) =>
  isSubAccountTitle(title) ? t(`users:subAccountTitle.${SUB_ACCOUNT_TITLE_KEYS[title]}`) : '—';

export const provinceLabel = (t: TFunction, province: Province) => t(`sub-accounts:provinceNames.${province}`);

/** Who a row is, in confirmations and notices: the name, else the email. */
export const rowName = (row: Pick<SubAccount, 'full_name' | 'email'>) => row.full_name || row.email;
