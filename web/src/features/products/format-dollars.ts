import { dollarsToCents, formatCents } from '@toolshop/domain';

export const formatDollars = (dollars: number) => formatCents(dollarsToCents(dollars));
