import { Alert } from '@coloc/shared/ui';

/** The server's answer to a failed submit, shown above the submit button. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert tone="error">{message}</Alert>;
}
