// The Pay button of both card forms (Stripe's and the test gateway's). The Stripe form, a lazy chunk inside the
// payment page's, reaches the shared submit button through this file, which sits in the payment page's chunk: the
// Stripe chunk then preloads nothing of the entry (whose stylesheet index.html inlines).
import { SubmitButton } from '../../../components/form/submit-button';

export function PayButton({ paying, disabled }: { paying: boolean; disabled?: boolean }) {
  return (
    <SubmitButton pending={paying} pendingLabel="Paying…" disabled={disabled}>
      Pay
    </SubmitButton>
  );
}
