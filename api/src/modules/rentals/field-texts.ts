import type { FieldTexts } from '../../lib/field-validation';
import { RENTAL_LIMITS as L } from '@coloc/contract/rentals/limits';

/** OpenAPI tag and session of the landlord's rental routes. */
export const DOC_LANDLORD = { tags: ['rentals'], security: [{ session: [] }] };

const invalidEmail = (error: { keyword?: string }) =>
  error.keyword === 'minLength' ? "L'adresse e-mail du locataire est obligatoire." : 'Cet email ne semble pas valide.';

/** The module's sentence for each field a request may get wrong (schema validation). */
export const RENTAL_FIELD_TEXTS: FieldTexts = {
  id: { invalid: "L'identifiant est invalide." },
  kind: { invalid: "Le type est invalide." },
  room_id: { invalid: 'La chambre est invalide.', required: 'Choisissez la chambre louée, ou le logement entier.' },
  tenant_email: { invalid: invalidEmail, required: "L'adresse e-mail du locataire est obligatoire." },
  tenant_name: { label: 'Le nom du locataire', invalid: 'Le nom du locataire est invalide.' },
  start_date: { invalid: 'La date de début est invalide.', required: 'La date de début est obligatoire.' },
  end_date: { invalid: 'La date de fin est invalide.' },
  rent: { invalid: `Le loyer doit être supérieur à 0 € et d'au plus ${L.rentMax} €.`, required: 'Le loyer est obligatoire.' },
  charges: { invalid: `Les charges doivent être comprises entre 0 et ${L.chargesMax} €.`, required: 'Les charges sont obligatoires (0 si aucune).' },
  deposit: { invalid: `Le dépôt de garantie doit être compris entre 0 et ${L.depositMax} €.`, required: 'Le dépôt de garantie est obligatoire (0 si aucun).' },
  amount_received: { invalid: 'Le montant reçu doit être un nombre positif.', required: 'Le montant reçu est obligatoire.' },
  received_on: { invalid: 'La date de réception est invalide.', required: 'Indiquez la date de réception du paiement.' },
  performed_on: { invalid: 'La date du diagnostic est invalide.', required: 'La date du diagnostic est obligatoire.' },
  document_id: { invalid: 'Le document est invalide.' },
  title: { label: 'Le titre', invalid: `Le titre doit contenir entre ${L.titleMin} et ${L.titleMax} caractères.` },
  shared: { invalid: 'Le partage du document est invalide.' },
  category: { invalid: 'La catégorie du document est invalide.' },
  message: { label: 'Le message', invalid: 'Le message est invalide.', required: 'Le message est vide.' },
  duration_months: {
    invalid: `La durée du bail doit être comprise entre ${L.leaseMonthsMin} et ${L.leaseMonthsMax} mois.`,
    required: 'La durée du bail est obligatoire.',
  },
  furnished: { invalid: 'Indiquez si le logement est meublé.', required: 'Indiquez si le logement est meublé.' },
  special_terms: { label: 'Les clauses particulières', invalid: 'Les clauses particulières sont invalides.' },
  days: { invalid: 'La période doit valoir 30, 90 ou 365 jours.' },
};
