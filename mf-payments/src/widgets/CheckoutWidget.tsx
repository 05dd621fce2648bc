// ./Checkout: buying an offer for an advert, for the other areas (the registration steps offres,
// annonce-paiement and succes-paiement; the advert page annonce/{home_id}). Mounted with
//
//   <RemoteWidget remote="mf_payments" exposed="Checkout" data={checkoutData} fallback={…} />
//
// where `data` is a CheckoutData (below). Each stage talks to the API itself:
//
// - 'offers': lists GET /api/offers as radio cards; the offer already on the home is selected; a
//   choice is saved on the home at once (PUT /api/homes/{homeId} {offer}), then `onOfferChosen` is
//   called with its id. With `homeId: null` nothing is saved: only `onOfferChosen` is called.
// - 'payment': the home's chosen offer, its price TTC with HT and TVA, the test-environment label
//   when the provider is the sandbox, and « Payer … »: POST /api/subscriptions, GET
//   /api/generateForm/{id}, then a real <form> GET to /api/beforePayment, which leaves for the
//   provider's page. The provider sends the browser back to `returnPath?reference=…`. The mandate
//   costs nothing now: « Choisir le mandat et le signer » applies it, then sends the owner to sign it (or calls `onDone` when nothing is to sign).
// - 'result': put it at `returnPath`. Reads `reference` from the URL and shows the payment as the
//   server knows it (only the provider's signed notification settles it): success (active until…,
//   the invoice PDF, a link to abonnement), or refused / cancelled (« Aucun montant n'a été
//   débité », « Réessayer »), polling briefly while the confirmation is on its way. Without a
//   reference it shows the home's running subscription, if any.
//
// The widget has its own router on the browser's history (like ./AdvertEditor).
import { remoteLifecycles } from '@coloc/shared/remote';
import { BrowserRouter } from 'react-router-dom';
import { Checkout, type CheckoutStage } from '../features/checkout/ui/Checkout';

export type { CheckoutStage };

export interface CheckoutData {
  stage: CheckoutStage;
  /** The advert the offer is for; null only on 'offers' when the host saves the choice itself. */
  homeId: number | null;
  /** A path of this site (starting with '/') where the provider sends the browser back; the 'result' stage lives there. */
  returnPath: string;
  /** 'offers': the offer chosen (already saved on the home when homeId is set). */
  onOfferChosen?(offerId: string): void;
  /** 'payment': the free mandate was applied (nothing to pay), the host may move on. */
  onDone?(): void;
}

const STAGES: readonly CheckoutStage[] = ['offers', 'payment', 'result'];

/** The parcel's data as a CheckoutData, or null when it cannot be one. */
export function checkoutData(data: Partial<Record<keyof CheckoutData, unknown>> | undefined): CheckoutData | null {
  if (!data || !STAGES.includes(data.stage as CheckoutStage)) return null;
  const homeId = data.homeId === null || data.homeId === undefined ? null : Number(data.homeId);
  if (homeId !== null && (!Number.isInteger(homeId) || homeId <= 0)) return null;
  const returnPath = typeof data.returnPath === 'string' && /^\/(?![/\\])/.test(data.returnPath) ? data.returnPath : null;
  if (!returnPath) return null;
  return {
    stage: data.stage as CheckoutStage,
    homeId,
    returnPath,
    onOfferChosen: typeof data.onOfferChosen === 'function' ? (data.onOfferChosen as CheckoutData['onOfferChosen']) : undefined,
    onDone: typeof data.onDone === 'function' ? (data.onDone as CheckoutData['onDone']) : undefined,
  };
}

export function CheckoutWidget({ data }: { data?: Partial<Record<keyof CheckoutData, unknown>> }) {
  const props = checkoutData(data);
  if (!props) return null;
  return (
    <BrowserRouter>
      <Checkout {...props} />
    </BrowserRouter>
  );
}

export const { bootstrap, mount, unmount, update } = remoteLifecycles(CheckoutWidget);
