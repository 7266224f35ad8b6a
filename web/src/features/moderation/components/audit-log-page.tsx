// /dashboard/auditLog (admin): every admin action newest first — who, what, which document, before and after —
// filtered by action, admin email and document id (checked with the API's own auditQuerySchema).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Paper, Stack } from '@mui/material';
import { AUDIT_ACTIONS, auditQuerySchema, fieldErrors, type AuditAction, type AuditRecord } from '@toolshop/domain';
import { wrapAnywhere, type TableColumn } from '../../../components/data/list-table';
import { ListPage } from '../../../components/data/list-page';
import { EmailText } from '../../../components/data/email-text';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAuditLog, type AuditFilters } from '../api/use-audit-log';
import { formatDateTime } from './format-date-time';

export const auditActionLabels: Record<AuditAction, string> = {
  'product.add': 'Product added',
  'product.edit': 'Product edited',
  'product.delete': 'Product deleted',
  'stock.adjust': 'Stock adjusted',
  'order.confirm': 'Order confirmed',
  'order.cancel': 'Order cancelled',
  'order.refund': 'Order refunded',
  'order.ship': 'Order shipped',
  'user.role': 'Admin rights changed',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown',
  'review.delete': 'Review deleted',
  'contact.handled': 'Message handled',
  'category.put': 'Category saved',
  'category.delete': 'Category deleted',
  'zone.save': 'Shipping zone saved',
  'zone.delete': 'Shipping zone deleted',
  'settings.business': 'Business details changed',
  'post.publish': 'Post published',
  'post.schedule': 'Post scheduled',
  'post.unpublish': 'Post unpublished',
  'post.delete': 'Post deleted',
  'post.restore': 'Post revision restored',
  'company.update': 'Company changed',
  'content.home': 'Home page changed',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
  'return.receive': 'Return received',
  'return.refund': 'Return refunded',
  'return.replace': 'Return replaced',
  'claim.repair': 'Claim: repair',
  'claim.replace': 'Claim: replacement',
  'claim.parts': 'Claim: parts sent',
  'claim.reject': 'Claim rejected',
  'content.page.save': 'Page saved',
  'content.page.delete': 'Page deleted',
  'quote.price': 'Quote priced',
  'quote.send': 'Quote sent',
  'quote.withdraw': 'Quote withdrawn',
  'quote.accept': 'Quote accepted',
  'quote.decline': 'Quote declined',
};

const actionOptions = [
  { value: '', label: 'Any action' },
  ...AUDIT_ACTIONS.map((action) => ({ value: action, label: auditActionLabels[action] })),
];

interface FilterForm {
  action: string;
  actor: string;
  target: string;
}

const FILTER_FIELDS = ['action', 'actor', 'target'] as const;

/** The form's text as the API's filters: blanks mean "any". */
function filtersOf(values: FilterForm): Record<string, string> {
  return Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, values[field].trim()] as const).filter(([, value]) => value),
  );
}

const changeText = (fields: Record<string, unknown> | null) => (fields ? JSON.stringify(fields) : '—');
const changeSx = { overflowWrap: 'anywhere', maxWidth: 240 } as const;

const columns: TableColumn<AuditRecord>[] = [
  { label: 'When', cell: (record) => formatDateTime(record.at) },
  { label: 'Action', cell: (record) => auditActionLabels[record.action] ?? record.action },
  { label: 'Admin', cell: (record) => <EmailText email={record.actorEmail} /> },
  { label: 'Document', sx: wrapAnywhere, cell: (record) => `${record.targetCollection}/${record.targetId}` },
  { label: 'Before', hideOnPhone: true, sx: changeSx, cell: (record) => changeText(record.before) },
  { label: 'After', hideOnPhone: true, sx: changeSx, cell: (record) => changeText(record.after) },
];

export default function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const { status, items: records, pages } = useAuditLog(filters);
  const { control, handleSubmit, setError, reset } = useForm<FilterForm>({
    defaultValues: { action: '', actor: '', target: '' },
  });

  const apply = handleSubmit((values) => {
    const parsed = auditQuerySchema.safeParse(filtersOf(values));
    if (!parsed.success) {
      for (const [field, message] of Object.entries(fieldErrors(parsed.error))) {
        if ((FILTER_FIELDS as readonly string[]).includes(field)) setError(field as keyof FilterForm, { message });
      }
      return;
    }
    setFilters(parsed.data);
  });
  const clear = () => {
    reset();
    setFilters({});
  };

  return (
    <ListPage
      title="Audit Log"
      label="Audit log"
      columns={columns}
      rowKey={(record) => record._id}
      rowTestId="audit-record"
      empty="No admin action matches these filters."
      read={{ status, items: records, pages }}
      controls={
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack
            component="form"
            noValidate
            onSubmit={apply}
            aria-label="Filter the audit log"
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <FormSelectField
              control={control}
              name="action"
              label="Action"
              options={actionOptions}
              sx={{ minWidth: 200 }}
            />
            <FormTextField control={control} name="actor" label="Admin email" type="email" />
            <FormTextField control={control} name="target" label="Document id" />
            <Stack direction="row" spacing={1} sx={{ pt: { md: 1 } }}>
              <Button type="submit" variant="contained">
                Filter
              </Button>
              <Button type="button" variant="outlined" onClick={clear}>
                Clear
              </Button>
            </Stack>
          </Stack>
        </Paper>
      }
    />
  );
}
