// The company's application as it stands on /trade: its status in words, and once approved its terms, credit and
// discounts (the company's, and any category's of its own), as the admin set them.
import { Alert, Box, Typography } from '@mui/material';
import { formatCents, dollarsToCents, type CompanyStatus, type MyCompany, type PaymentTerms } from '@toolshop/domain';
import { useCategories } from '../../products';

const STATUS_TEXT: Record<CompanyStatus, { severity: 'info' | 'success' | 'warning' | 'error'; text: string }> = {
  pending: { severity: 'info', text: 'Your application is being reviewed. We email you when it is decided.' },
  approved: { severity: 'success', text: 'Approved: your company buys at its trade prices.' },
  suspended: { severity: 'warning', text: 'Suspended: your company buys at list prices until it is approved again.' },
  rejected: { severity: 'error', text: 'Your application was not approved. You may apply again below.' },
};

export const termsText = (terms: PaymentTerms) => (terms.type === 'net' ? `Net ${terms.days} days` : 'Prepaid');

export function CompanyStatusPanel({ mine }: { mine: MyCompany }) {
  const { company } = mine;
  const status = STATUS_TEXT[company.status];
  const { categories } = useCategories();
  const nameOf = (slug: string) => categories.find((category) => category.slug === slug)?.name ?? slug;
  return (
    <Box component="section" aria-labelledby="company-title">
      <Typography id="company-title" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {company.name}
      </Typography>
      <Alert severity={status.severity} sx={{ my: 2 }}>
        {status.text}
      </Alert>
      {company.status === 'approved' && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
          <Typography component="dt" color="text.secondary">
            Terms
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {termsText(mine.terms)}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Credit available
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatCents(dollarsToCents(mine.credit.available))} of {formatCents(dollarsToCents(mine.credit.limit))}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Discount
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {company.priceList.discountPercent}% off list prices
          </Typography>
          {Object.entries(company.priceList.categoryDiscounts).map(([slug, percent]) => (
            <Typography key={slug} component="dd" sx={{ m: 0, gridColumn: 2 }}>
              {nameOf(slug)}: {percent}% off list prices
            </Typography>
          ))}
          <Typography component="dt" color="text.secondary">
            Your role
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {mine.role === 'admin' ? 'Admin' : 'Buyer'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
