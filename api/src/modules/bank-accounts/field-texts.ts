import type { FieldTexts } from '../../lib/field-validation';
import { BANK_MESSAGES as M } from './messages';

/** The module's sentence for each field a request may get wrong (schema validation). */
export const BANK_FIELD_TEXTS: FieldTexts = {
  ownerType: { invalid: M.ownerTypeInvalid, required: M.ownerTypeInvalid },
  ownerID: { invalid: M.ownerIdInvalid, required: M.ownerIdInvalid },
  sca: { invalid: M.scaRequired },
  holder_name: { invalid: M.holderTooLong, required: M.holderRequired, label: 'Le nom du titulaire' },
  iban: { invalid: M.ibanInvalid, required: M.ibanEmpty },
  bic: { invalid: M.bicInvalid },
  return_path: { invalid: M.returnPathInvalid, required: M.returnPathInvalid },
  controlStatus: { invalid: "controlStatus doit valoir VALIDATED, REFUSED, CANCELLED ou ERROR.", required: "Le retour d'authentification est incomplet (controlStatus)." },
  actionStatus: { invalid: M.operationUnknown, required: "Le retour d'authentification est incomplet (actionStatus)." },
  id: { invalid: "L'identifiant est invalide." },
  provider: { invalid: M.unknownProvider },
};
