// The signed hosted-payment form, as a real <form> the browser submits (GET /api/beforePayment,
// then the provider's page). It is put at the end of the document so that it is never nested in a
// host's own form (the registration steps are forms).
import type { PaymentForm } from '@coloc/shared';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export function HostedForm({ form }: { form: PaymentForm }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, [form]);
  return createPortal(
    <form ref={ref} method={form.method} action={form.action} hidden data-testid="hosted-payment-form">
      {Object.entries(form.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>,
    document.body,
  );
}
