// Texts of the « Religion et alimentation » parameters section (sensitive data, GDPR art. 9).
export const sensitiveTexts = {
  title: 'Religion et alimentation',
  intro:
    "Votre religion et votre régime alimentaire (halal, casher, sans gluten…) sont des données sensibles. Par défaut, ils restent privés : personne ne les voit et ils ne comptent pas dans l'affinité.",
  how:
    "Si vous acceptez, ils comptent dans votre affinité uniquement avec les personnes qui l'ont aussi accepté, ils deviennent visibles sur votre profil (sauf si vous les gardez privés dans votre questionnaire) et vous pouvez vous en servir comme filtres de recherche. Vous pouvez retirer votre accord à tout moment : ils redeviennent privés aussitôt.",
  label: "J'accepte que ma religion et mon alimentation servent au matching",
  submit: 'Enregistrer',
  saved: 'Votre choix a été enregistré.',
  noProfile: 'Remplissez d’abord votre questionnaire pour choisir.',
  policy: 'En savoir plus dans notre politique de confidentialité',
} as const;
