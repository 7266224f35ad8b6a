// Dashboard -> Companies (admin): the trade accounts, newest first, filtered by status. An application is approved
// or rejected (the applicant is emailed), an approved company suspended and approved again, and its terms, credit
// limit, discount and approval limit set in a dialog.
import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import {
  COMPANY_STATUSES,
  dollarsToCents,
  formatCents,
  type Company,
  type CompanyStatus,
  type CompanyStatusMove,
} from '@toolshop/domain';
import { titleColumn, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { StatusFilter, statusOptions } from '../../../components/data/status-filter';
import { EmailLine } from '../../../components/data/email-text';
import { useRowDialog } from '../../../lib/use-row-dialog';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { updateCompany, useCompanyPages } from '../api/companies-admin';
import { CompanyTermsDialog } from './company-terms-dialog';
import { termsText } from './company-status-panel';

const STATUS_LABEL: Record<CompanyStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};
const statusChoices = statusOptions(COMPANY_STATUSES, (status) => STATUS_LABEL[status]);

const MOVES: Record<CompanyStatus, { to: CompanyStatusMove; label: string }[]> = {
  pending: [
    { to: 'approved', label: 'Approve' },
    { to: 'rejected', label: 'Reject' },
  ],
  approved: [{ to: 'suspended', label: 'Suspend' }],
  suspended: [{ to: 'approved', label: 'Approve again' }],
  rejected: [],
};

interface CompanyActions {
  pending: boolean;
  moveTo: (company: Company, to: CompanyStatusMove) => void;
  setTerms: (company: Company) => void;
}

/** How many categories have a discount of their own, after the company's. */
const categoryDiscountsText = (count: number) =>
  count === 0 ? '' : `, ${count} ${count === 1 ? 'category' : 'categories'} apart`;

const companyColumns = ({ pending, moveTo, setTerms }: CompanyActions): TableColumn<Company>[] => [
  titleColumn(
    'Company',
    (company) => company.name,
    (company) => (
      <>
        <EmailLine email={company.applicantEmail} />
        {company.vatId && (
          <Typography variant="body2" color="text.secondary">
            VAT {company.vatId}
          </Typography>
        )}
      </>
    ),
  ),
  { label: 'Status', cell: (company) => <Chip size="small" label={STATUS_LABEL[company.status]} /> },
  {
    label: 'Terms',
    hideOnPhone: true,
    cell: (company) => (
      <>
        <Typography variant="body2">{termsText(company.terms)}</Typography>
        <Typography variant="body2" color="text.secondary">
          Credit {formatCents(dollarsToCents(company.creditLimit))}, {company.priceList.discountPercent}% off
          {categoryDiscountsText(Object.keys(company.priceList.categoryDiscounts).length)}
        </Typography>
      </>
    ),
  },
  {
    label: 'Actions',
    cell: (company) => (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {MOVES[company.status].map(({ to, label }) => (
          <Button
            key={to}
            size="small"
            variant={to === 'approved' ? 'contained' : 'outlined'}
            color={to === 'approved' ? 'primary' : 'error'}
            disabled={pending}
            onClick={() => moveTo(company, to)}
            aria-label={`${label}: ${company.name}`}
          >
            {label}
          </Button>
        ))}
        {company.status !== 'rejected' && (
          <Button size="small" onClick={() => setTerms(company)} aria-label={`Set terms: ${company.name}`}>
            Set terms
          </Button>
        )}
      </Stack>
    ),
  },
];

export default function CompaniesPage() {
  const [status, setStatus] = useState<CompanyStatus | ''>('');
  const companies = useCompanyPages(status);
  const editing = useRowDialog<Company>(companies.reload);
  const move = useApiMutation(updateCompany, {
    success: (company) => `${company.name}: ${STATUS_LABEL[company.status].toLowerCase()}`,
  });
  const moveTo = async (company: Company, to: CompanyStatusMove) => {
    await move.run({ id: company.id, change: { status: to } });
    // Also after a 409: another admin decided meanwhile, and the list then shows how.
    companies.reload();
  };
  return (
    <ListPage
      title="Companies"
      columns={companyColumns({ pending: move.pending, moveTo, setTerms: editing.open })}
      rowKey={(company) => company.id}
      rowTestId="company-row"
      empty="There are no companies yet."
      read={companies}
      controls={<StatusFilter value={status} options={statusChoices} onChange={setStatus} />}
    >
      {editing.row && <CompanyTermsDialog company={editing.row} onClose={editing.close} onDone={editing.done} />}
    </ListPage>
  );
}
