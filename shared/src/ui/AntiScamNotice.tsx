import { ANTI_SCAM_TEXT, ANTI_SCAM_TITLE } from '../domain/antiScam';
import { Alert } from './Surface';

/** The anti-scam rule, where money is mentioned (advert rents, checkout, receipts, leases, rents). */
export function AntiScamNotice({ className }: { className?: string }) {
  return (
    <Alert tone="warning" title={ANTI_SCAM_TITLE} className={className}>
      <p>{ANTI_SCAM_TEXT}</p>
    </Alert>
  );
}
