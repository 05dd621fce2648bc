import type { FieldTexts } from '../../lib/field-validation';
import { PAYMENT_MESSAGES as M } from './messages';

/** The French sentence for each field a payments route validates. */
export const PAYMENT_FIELD_TEXTS: FieldTexts = {
  offer_id: { invalid: M.unknownOffer, required: 'Choisissez une offre.' },
  home_id: { invalid: M.homeInvalid },
  return_path: { invalid: M.returnPathInvalid, required: M.returnPathInvalid },
  subscription: { invalid: M.subscriptionNotFound },
  reference: { invalid: M.paymentNotFound },
  code: { invalid: 'Ce code de parrainage est invalide.' },
  provider: { invalid: M.unknownProvider },
};
