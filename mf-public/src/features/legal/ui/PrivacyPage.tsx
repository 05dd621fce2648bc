import { Link } from 'react-router-dom';
import { ArticleLayout, type ArticleSection } from '../../../entities/page/ui/ArticleLayout';
import { ScrollTable } from '../../../entities/page/ui/ScrollTable';
import { COMPANY, COMPANY_ADDRESS, LEGAL_UPDATED } from '../../../entities/company/company';

const PURPOSES: ReadonlyArray<[purpose: string, basis: string]> = [
  ["Créer et gérer votre compte, vous connecter", "Exécution du contrat (CGU)"],
  ["Calculer le matching et le score de compatibilité, afficher les profils et les logements", "Exécution du contrat"],
  ["Permettre la messagerie, l'agenda des visites et les confirmations de visite", "Exécution du contrat"],
  ["Constituer le dossier locataire et la demande de garantie des loyers", "Exécution du contrat et mesures précontractuelles"],
  ["Publier et modérer les annonces, traiter les signalements, prévenir la fraude", "Intérêt légitime : la sécurité des membres"],
  ["Encaisser les offres et abonnements, émettre les factures et les quittances", "Exécution du contrat et obligations comptables"],
  ["Utiliser les réponses facultatives pouvant révéler des convictions religieuses ou un handicap", "Consentement explicite, retirable à tout moment"],
  ["Envoyer la lettre d'information", "Consentement"],
  ["Envoyer des notifications sur votre appareil", "Consentement, donné dans votre navigateur"],
  ["Mesurer l'audience des pages", "Intérêt légitime, mesure anonymisée"],
  ["Suivre la relation avec les propriétaires et les professionnels", "Intérêt légitime : le développement de notre service"],
];

const RETENTION: ReadonlyArray<[data: string, duration: string]> = [
  ["Compte, profil et recherche", "Tant que le compte est actif, puis suppression après trois ans sans connexion (vous êtes prévenu un mois avant), sauf bail, mandat ou offre payante en cours"],
  ["Messages", "Supprimés avec le compte ; une conversation signalée est conservée un an après la fin de son examen"],
  ["Dossier locataire et pièces justificatives", "Jusqu'à la fin de votre recherche, et au plus tard à la fermeture du compte"],
  ["Factures et données de paiement associées", "Dix ans, durée imposée par le Code de commerce"],
  ["Journaux de connexion", "Un an, comme le prévoit la loi pour la confiance dans l'économie numérique"],
  ["Abonnement à la lettre d'information", "Jusqu'au désabonnement, ou trois ans après votre dernier contact avec nous"],
  ["Cookies et traceurs", "Treize mois au plus"],
];

const SECTIONS: readonly ArticleSection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données ?',
    content: (
      <>
        <p>
          Le responsable du traitement est {COMPANY.legalName}, {COMPANY_ADDRESS} ({COMPANY.registry}). Notre délégué à la protection
          des données, {COMPANY.dpo}, est joignable à <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a> ou par
          courrier à l'adresse du siège, à l'attention du délégué à la protection des données.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-collectees',
    title: 'Les données que nous collectons',
    content: (
      <>
        <ul>
          <li><strong>Identité et contact</strong> : prénom, nom, adresse e-mail, mot de passe (enregistré sous forme chiffrée, jamais lisible), nom de la société pour les professionnels.</li>
          <li><strong>Profil</strong> : vos réponses sur votre mode de vie, votre personnalité, vos habitudes à la maison, votre situation professionnelle, votre logement, votre photo et vos critères de recherche (villes, budget, dates).</li>
          <li><strong>Logements</strong> : adresse, description, chambres, loyers et charges, photos et vidéos, diagnostics, documents de gestion.</li>
          <li><strong>Échanges</strong> : messages, rendez-vous de visite, favoris et profils écartés.</li>
          <li><strong>Dossier locataire</strong> : les pièces que vous choisissez d'y déposer et le statut de votre garantie.</li>
          <li><strong>Paiements</strong> : offres souscrites, factures, statut de l'authentification bancaire. Les numéros de carte sont saisis chez notre prestataire de paiement ; nous ne les recevons pas.</li>
          <li><strong>Données techniques</strong> : journaux de connexion, type d'appareil, pages consultées, abonnement aux notifications.</li>
        </ul>
        <p>
          Certaines questions du profil, toujours facultatives, peuvent révéler des convictions religieuses, un régime alimentaire lié
          à la santé ou une situation de handicap. Elles ne sont utilisées qu'avec votre consentement explicite, pour améliorer le
          matching, et vous pouvez les effacer à tout moment depuis votre profil.
        </p>
      </>
    ),
  },
  {
    id: 'donnees-sensibles',
    title: 'Religion et alimentation : des données sensibles',
    content: (
      <>
        <p>
          Votre religion et votre régime alimentaire (halal, casher, sans gluten…) sont des données sensibles au sens de l'article 9
          du RGPD, et le droit interdit de choisir un colocataire ou un locataire pour sa religion. C'est pourquoi :
        </p>
        <ul>
          <li>vos réponses à ces questions restent <strong>privées par défaut</strong> : personne ne les voit et elles ne comptent pas dans l'affinité ;</li>
          <li>
            elles ne servent au matching <strong>que si vous l'acceptez explicitement</strong>, dans vos paramètres (« Religion et
            alimentation »), et seulement avec les personnes qui l'ont aussi accepté ;
          </li>
          <li>elles ne vous sont <strong>jamais proposées comme filtres de recherche</strong> si vous n'avez pas vous-même donné votre accord ;</li>
          <li>les propriétaires et les professionnels ne peuvent jamais s'en servir pour choisir un locataire ;</li>
          <li>vous pouvez retirer votre accord à tout moment, dans vos paramètres : elles redeviennent privées aussitôt. Nous gardons la date de votre accord, comme preuve, tant qu'il est en vigueur.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'finalites',
    title: 'Pourquoi nous les utilisons',
    content: (
      <ScrollTable label="Finalités et bases légales">
        <table>
          <caption>Finalités des traitements et leur base légale</caption>
          <thead>
            <tr>
              <th scope="col">Finalité</th>
              <th scope="col">Base légale</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map(([purpose, basis]) => (
              <tr key={purpose}>
                <td>{purpose}</td>
                <td>{basis}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    ),
  },
  {
    id: 'durees',
    title: 'Combien de temps nous les gardons',
    content: (
      <ScrollTable label="Durées de conservation">
        <table>
          <caption>Durées de conservation</caption>
          <thead>
            <tr>
              <th scope="col">Données</th>
              <th scope="col">Durée</th>
            </tr>
          </thead>
          <tbody>
            {RETENTION.map(([data, duration]) => (
              <tr key={data}>
                <td>{data}</td>
                <td>{duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    ),
  },
  {
    id: 'destinataires',
    title: 'Qui peut les voir',
    content: (
      <>
        <ul>
          <li>
            <strong>Les autres membres</strong> voient ce qui sert à la mise en relation : votre prénom et l'initiale de votre nom,
            votre photo, votre score de compatibilité et les informations de profil et d'annonce que vous publiez. Votre adresse
            e-mail et votre nom complet ne sont jamais affichés.
          </li>
          <li>
            <strong>Notre équipe</strong> (service client, modération, comptabilité), dans la limite de ce que sa mission demande.
          </li>
          <li>
            <strong>Nos prestataires</strong>, qui agissent sur nos instructions : l'hébergeur {COMPANY.host.name}, le service d'envoi
            des e-mails, le prestataire de paiement, le partenaire de garantie des loyers (uniquement si vous demandez une garantie),
            l'outil de discussion du service client, l'outil de mesure d'audience et l'outil de relation propriétaires. Ce dernier
            ne concerne que les comptes propriétaires et ne reçoit, une seule fois et seulement après votre accord au bandeau
            cookies, que l'identifiant de votre compte, son type (propriétaire, agent, propriétaire occupant) et la date de votre
            première connexion : jamais votre nom, votre adresse e-mail ni vos messages.
          </li>
          <li><strong>Les autorités</strong>, lorsque la loi nous y oblige.</li>
        </ul>
        <p>Nous ne vendons ni ne louons vos données.</p>
      </>
    ),
  },
  {
    id: 'transferts',
    title: 'Où elles sont stockées',
    content: (
      <p>
        Vos données sont hébergées en {COMPANY.host.dataLocation}. Si un prestataire devait y accéder depuis un pays situé hors de
        l'Union européenne, ce transfert serait encadré par une décision d'adéquation de la Commission européenne ou par ses clauses
        contractuelles types, dont vous pouvez obtenir une copie en nous écrivant.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    content: (
      <>
        <p>Le site utilise un nombre limité de traceurs, signalés par le bandeau affiché lors de votre première visite :</p>
        <ul>
          <li><strong>Cookie de session</strong> : vous garde connecté(e). Indispensable, il disparaît à la déconnexion.</li>
          <li><strong>Stockage local « currentUser »</strong> : mémorise votre type de compte pour afficher le bon espace. Indispensable.</li>
          <li><strong>Choix du bandeau cookies</strong> : évite de vous le présenter à chaque visite.</li>
          <li><strong>Mesure d'audience</strong> : compte les pages vues pour améliorer le site.</li>
          <li><strong>Identifiant propriétaire</strong> : posé après votre accord au bandeau cookies, une fois votre compte propriétaire signalé à notre outil de relation propriétaires ; il permet à notre équipe de suivre l'accompagnement des propriétaires ; supprimé à la déconnexion.</li>
          <li><strong>Discussion avec le service client</strong> : l'outil de discussion dépose un traceur lorsque vous l'ouvrez.</li>
        </ul>
        <p>Vous pouvez supprimer ces traceurs à tout moment depuis les réglages de votre navigateur.</p>
      </>
    ),
  },
  {
    id: 'securite',
    title: 'Comment nous les protégeons',
    content: (
      <p>
        Les échanges avec le site sont chiffrés, les mots de passe sont stockés sous une forme qui ne permet pas de les retrouver, les
        accès de notre équipe sont nominatifs et limités, et les tentatives de connexion répétées sont bloquées.
      </p>
    ),
  },
  {
    id: 'vos-droits',
    title: 'Vos droits',
    content: (
      <>
        <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
        <ul>
          <li>accès et copie ;</li>
          <li>rectification, notamment depuis « Mon compte » et « Mon profil » ;</li>
          <li>effacement, en fermant votre compte ou en nous le demandant ;</li>
          <li>limitation et opposition, notamment à la prospection ;</li>
          <li>portabilité des données que vous nous avez fournies ;</li>
          <li>retrait de votre consentement, sans effet sur les traitements passés ;</li>
          <li>définition de directives sur le sort de vos données après votre décès.</li>
        </ul>
        <p>
          Vous pouvez aussi télécharger à tout moment une copie de vos données, dans un fichier lisible par d'autres services,
          depuis « Paramètres » une fois connecté(e) : bouton « Télécharger mes données ».
        </p>
        <p>
          Pour les exercer, écrivez à <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a> ou utilisez notre{' '}
          <Link to="/contact">formulaire de contact</Link>, depuis l'adresse e-mail de votre compte. Nous répondons dans un délai d'un
          mois ; une pièce d'identité ne vous sera demandée qu'en cas de doute raisonnable sur votre identité.
        </p>
      </>
    ),
  },
  {
    id: 'reclamation',
    title: 'Réclamation auprès de la CNIL',
    content: (
      <p>
        Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la
        Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en
        ligne sur le site cnil.fr.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <ArticleLayout
      title="Politique de confidentialité"
      lead={
        <p>
          Pour vous proposer des colocataires compatibles, nous vous posons des questions personnelles. Voici, simplement, ce que
          nous faisons de vos réponses et comment vous gardez la main dessus, conformément au règlement général sur la protection
          des données (RGPD) et à la loi Informatique et Libertés.
        </p>
      }
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
    />
  );
}
