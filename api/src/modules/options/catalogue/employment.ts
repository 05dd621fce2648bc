import { list } from './types';

/** Work and studies (registration step employment). */

export const work = list([
  [1, 'Étudiant(e)'],
  [2, 'Alternant(e) ou apprenti(e)'],
  [3, 'Stagiaire'],
  [4, 'Salarié(e) en CDI'],
  [5, 'Salarié(e) en CDD ou intérim'],
  [6, 'Fonctionnaire'],
  [7, 'Indépendant(e) ou freelance'],
  [8, "Chef(fe) d'entreprise"],
  [9, 'Intermittent(e) du spectacle'],
  [10, "En recherche d'emploi"],
  [11, 'En reconversion'],
  [12, 'Retraité(e)'],
  [13, 'Sans activité professionnelle'],
]);

export const education = list([
  [1, 'Sans diplôme'],
  [2, 'CAP ou BEP'],
  [3, 'Baccalauréat'],
  [4, 'Bac +2 (BTS, DUT)'],
  [5, 'Bac +3 (licence, BUT)'],
  [6, 'Bac +5 (master, école)'],
  [7, 'Doctorat'],
]);

export const business_area = list([
  [1, 'Agriculture et agroalimentaire'],
  [2, 'Artisanat'],
  [3, 'Banque et assurance'],
  [4, 'Bâtiment et travaux publics'],
  [5, 'Commerce et distribution'],
  [6, 'Communication et marketing'],
  [7, 'Culture et spectacle'],
  [8, 'Enseignement et formation'],
  [9, 'Énergie et environnement'],
  [10, 'Finance et comptabilité'],
  [11, 'Fonction publique'],
  [12, 'Hôtellerie et restauration'],
  [13, 'Immobilier'],
  [14, 'Industrie'],
  [15, 'Informatique et numérique'],
  [16, 'Juridique'],
  [17, 'Logistique et transport'],
  [18, 'Médias et édition'],
  [19, 'Recherche'],
  [20, 'Ressources humaines'],
  [21, 'Santé et médico-social'],
  [22, 'Services à la personne'],
  [23, 'Social et associatif'],
  [24, 'Sport et loisirs'],
  [25, 'Tourisme'],
  [26, 'Autre secteur'],
]);
