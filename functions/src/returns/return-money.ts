// Money as the returns' timeline and emails write it.
import { centsToDollars } from '@toolshop/domain';

export const formatMoney = (cents: number): string => `$${centsToDollars(cents).toFixed(2)}`;
