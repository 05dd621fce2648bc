import { OffersStage } from './OffersStage';
import { PaymentStage } from './PaymentStage';
import { ResultStage } from './ResultStage';

export type CheckoutStage = 'offers' | 'payment' | 'result';

export interface CheckoutProps {
  stage: CheckoutStage;
  homeId: number | null;
  returnPath: string;
  onOfferChosen?: (offerId: string) => void;
  onDone?: () => void;
}

/** The three moments of buying an offer; see widgets/CheckoutWidget.tsx for what each does. */
export function Checkout({ stage, homeId, returnPath, onOfferChosen, onDone }: CheckoutProps) {
  if (stage === 'offers') return <OffersStage homeId={homeId} onOfferChosen={onOfferChosen} />;
  if (stage === 'payment') return <PaymentStage homeId={homeId} returnPath={returnPath} onDone={onDone} />;
  return <ResultStage homeId={homeId} returnPath={returnPath} />;
}
