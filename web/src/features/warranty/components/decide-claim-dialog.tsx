// The admin's one decision on a warranty claim: repair (how to send the tool in), replace (a free order of the tool),
// parts (a free order of the chosen parts that fit it) or reject (why). Checked by the domain's schema of
// POST /claims/{id}/decide; the server's refusals (stock, a part that does not fit, decided already) show as a toast.
import { useForm } from 'react-hook-form';
import { Typography } from '@mui/material';
import { CLAIM_DECISIONS, claimDecideSchema, type Claim, type ClaimDecision } from '@toolshop/domain';
import { FormDialog } from '../../../components/feedback/confirm-dialog';
import { FormMultiPickField } from '../../../components/form/form-multi-pick-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { applyServerErrors } from '../../../lib/form-errors';
import type { RowDialogProps } from '../../../lib/use-row-dialog';
import { useParts } from '../../products';
import { decideClaim } from '../api/warranty-api';

type Values = { decision: ClaimDecision | ''; instructions: string; reason: string; parts: string[] };
const FIELDS = ['decision', 'instructions', 'reason', 'parts'] as const;

const DECISION_OPTIONS: { value: ClaimDecision; label: string }[] = CLAIM_DECISIONS.map((decision) => ({
  value: decision,
  label: {
    repair: 'Repair: the customer sends it in',
    replace: 'Replace: a free replacement order',
    parts: 'Parts: a free order of fitting parts',
    reject: 'Reject',
  }[decision],
}));

/** The request body of the chosen decision: only its own fields. */
function bodyOf(values: Values): unknown {
  switch (values.decision) {
    case 'repair':
      return { decision: 'repair', instructions: values.instructions };
    case 'parts':
      return { decision: 'parts', parts: values.parts };
    case 'reject':
      return { decision: 'reject', reason: values.reason };
    default:
      return { decision: values.decision || undefined };
  }
}

export function DecideClaimDialog({ claim, onClose, onDone }: { claim: Claim } & RowDialogProps) {
  const { control, handleSubmit, setError, watch } = useForm<Values>({
    defaultValues: { decision: '', instructions: '', reason: '', parts: [] },
  });
  const decision = watch('decision');
  const { status: partsStatus, parts } = useParts(claim.productId);
  const send = useApiMutation(decideClaim, { success: `The claim on ${claim.registrationId} is decided` });
  const submit = handleSubmit(async (values) => {
    const body = claimDecideSchema.safeParse(bodyOf(values));
    if (!body.success) {
      for (const issue of body.error.issues) {
        const field = (FIELDS as readonly string[]).includes(String(issue.path[0])) ? issue.path[0] : 'decision';
        setError(field as (typeof FIELDS)[number], { message: issue.message });
      }
      return;
    }
    const result = await send.run({ id: claim.id, body: body.data });
    if (result.ok) onDone();
    else applyServerErrors(result.error, setError, FIELDS);
  });
  return (
    <FormDialog
      title={`Decide the claim on ${claim.productName}`}
      confirmLabel="Decide"
      pending={send.pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2">
        Serial {claim.registrationId} · {claim.email} · warranty until {claim.warrantyEndsAt}
      </Typography>
      <Typography variant="body2">{claim.description}</Typography>
      <FormSelectField control={control} name="decision" label="Decision" options={DECISION_OPTIONS} />
      {decision === 'repair' && (
        <FormTextField control={control} name="instructions" label="Where and how to send it" multiline minRows={2} />
      )}
      {decision === 'parts' && (
        <FormMultiPickField
          control={control}
          name="parts"
          label="Parts to send (one of each)"
          loading={partsStatus === 'loading'}
          options={parts.map((part) => ({ value: part._id, label: `${part.name} (${part.available} in stock)` }))}
        />
      )}
      {decision === 'reject' && (
        <FormTextField control={control} name="reason" label="Why it is rejected" multiline minRows={2} />
      )}
    </FormDialog>
  );
}
