// The questions of /faq, grouped. Anchors that other pages link to come from FAQ_ANCHORS; the
// others only need to be unique and stable (they are shared in e-mails and by members).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMPANY } from '../../../entities/company/company';
import { FAQ_ANCHORS } from '../../../entities/faq/model/anchors';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'bien-demarrer',
    title: 'Bien démarrer',
    entries: [
      {
        id: 'quest-ce-que-toit-partage',
        question: "Qu'est-ce que Toit Partagé ?",
        answer: (
          <p>
            Toit Partagé est une plateforme de colocation qui rapproche les personnes selon leurs affinités : rythme de vie,
            habitudes à la maison, caractère, valeurs. Elle s'adresse aux étudiants, aux actifs, aux seniors, aux parents solos, aux
            propriétaires et aux professionnels de l'immobilier, et propose aussi le logement contre services.
          </p>
        ),
      },
      {
        id: FAQ_ANCHORS.free,
        question: "L'inscription est-elle gratuite ?",
        answer: (
          <>
            <p>
              Oui, créer un compte, répondre au questionnaire et consulter les logements et profils compatibles est gratuit.
            </p>
            <p>
              Certaines fonctionnalités, comme la publication d'une annonce pour les propriétaires et les professionnels, sont
              proposées dans le cadre d'offres payantes ou d'abonnements. Leur prix est toujours affiché avant tout paiement, et un
              abonnement se résilie en quelques clics depuis votre espace.
            </p>
          </>
        ),
      },
      {
        id: 'quel-type-de-compte',
        question: 'Quel type de compte choisir ?',
        answer: (
          <>
            <p>Au moment de l'inscription, choisissez :</p>
            <ul>
              <li>« Je cherche une colocation » si vous cherchez une chambre ou des colocataires ;</li>
              <li>« Je suis propriétaire » si vous louez un logement que vous n'habitez pas ;</li>
              <li>« Je partage mon logement » si vous vivez chez vous et louez une chambre ;</li>
              <li>« Agence immobilière » ou « Gestionnaire de biens » si vous êtes un professionnel.</li>
            </ul>
            <p>
              <Link to="/signupselect">Choisir mon type de compte</Link>
            </p>
          </>
        ),
      },
      {
        id: FAQ_ANCHORS.accountSecurity,
        question: 'Comment mon compte est-il protégé ?',
        answer: (
          <p>
            Votre mot de passe n'est jamais conservé en clair : seule une empreinte chiffrée est enregistrée. Les tentatives de
            connexion répétées sont bloquées quelques minutes, et un lien de réinitialisation ne sert qu'une fois pendant une
            heure. Votre adresse e-mail sert à vous connecter et à recevoir nos messages ; elle n'est jamais montrée aux autres
            membres.
          </p>
        ),
      },
    ],
  },
  {
    id: 'matching',
    title: 'Colocation par affinités et matching',
    entries: [
      {
        id: FAQ_ANCHORS.affinities,
        question: 'Comment fonctionne la colocation par affinités ?',
        answer: (
          <>
            <p>
              Après l'inscription, vous répondez à un questionnaire en plusieurs étapes : votre mode de vie (sorties, repas, activités
              du week-end), votre personnalité, vos habitudes à la maison (ménage, cuisine, bricolage, télévision), votre situation
              professionnelle et votre logement actuel.
            </p>
            <p>
              Nous comparons ensuite vos réponses à celles des autres membres et aux caractéristiques des logements. Vous découvrez
              les logements et les colocataires avec lesquels vous avez le plus de points communs, et ceux-ci vous découvrent aussi.
            </p>
          </>
        ),
      },
      {
        id: FAQ_ANCHORS.score,
        question: 'Comment est calculé le score de compatibilité ?',
        answer: (
          <p>
            Le score, affiché en pourcentage, mesure la proximité de vos réponses avec celles d'un autre membre, thème par thème du
            questionnaire, parmi les logements et profils qui correspondent à vos critères de recherche (ville, budget, situation). Plus il est élevé, plus vos façons de vivre se
            ressemblent. C'est un repère pour choisir, pas un jugement : rien ne remplace une rencontre.
          </p>
        ),
      },
      {
        id: 'chercher-des-colocataires',
        question: "J'ai déjà un logement : puis-je chercher des colocataires ?",
        answer: (
          <p>
            Oui. Indiquez dans votre profil que vous avez un logement à partager : les profils compatibles vous sont présentés et
            vous pouvez les contacter. Si vous êtes propriétaire du logement que vous habitez, choisissez plutôt le compte « Je
            partage mon logement ».
          </p>
        ),
      },
      {
        id: 'filtres',
        question: 'Puis-je affiner ma recherche ?',
        answer: (
          <p>
            Oui : villes et rayon autour de chacune, budget par chambre, nombre de chambres, âge et situation des colocataires,
            enfants, animaux, tabac, salle de bain ou toilettes privées, logement accessible, colocation écologique ou logement
            contre services. Vous modifiez ces critères à tout moment depuis « Ma recherche ».
          </p>
        ),
      },
    ],
  },
  {
    id: 'formules',
    title: 'Les différentes formules',
    entries: [
      {
        id: FAQ_ANCHORS.intergenerational,
        question: "Qu'est-ce que la colocation intergénérationnelle ?",
        answer: (
          <>
            <p>
              Un senior qui dispose d'une chambre libre accueille un étudiant ou un jeune actif. Le senior gagne une présence et de la
              compagnie, le plus jeune un logement à loyer modéré. Les deux décident ensemble des règles de vie commune.
            </p>
            <p>
              Entre une personne de 60 ans et plus et un jeune de moins de 30 ans, la loi prévoit un contrat de cohabitation
              intergénérationnelle solidaire, qui peut prévoir une contrepartie financière modeste et de petits services.
            </p>
          </>
        ),
      },
      {
        id: FAQ_ANCHORS.soloParents,
        question: 'La colocation entre parents solos, comment ça marche ?',
        answer: (
          <>
            <p>
              Deux parents qui élèvent seuls leurs enfants, souvent en garde alternée, partagent un logement plus grand que celui
              qu'ils pourraient louer séparément. Chacun garde sa chambre, les enfants ont la leur, et l'entraide au quotidien
              (sorties d'école, repas, gardes ponctuelles) facilite l'organisation.
            </p>
            <p>
              Indiquez dans votre profil que vous avez des enfants et votre rythme de garde : le matching vous présente les parents
              dont l'organisation est compatible avec la vôtre.
            </p>
          </>
        ),
      },
      {
        id: FAQ_ANCHORS.housingForServices,
        question: "Qu'est-ce que le logement contre services ?",
        answer: (
          <p>
            C'est une chambre à loyer réduit, voire gratuit, en échange d'une aide convenue à l'avance : présence le soir, courses,
            jardinage, aide aux devoirs… Les services restent limités et ne remplacent pas un emploi. L'accord est écrit ensemble,
            avant l'emménagement. <Link to="/logement-contre-services">Tout savoir sur le logement contre services</Link>
          </p>
        ),
      },
    ],
  },
  {
    id: 'echanges-et-securite',
    title: 'Messagerie, visites et sécurité',
    entries: [
      {
        id: FAQ_ANCHORS.messaging,
        question: 'Comment contacter un colocataire ou un propriétaire ?',
        answer: (
          <p>
            Depuis une annonce ou un profil, cliquez sur « Contacter » : la conversation s'ouvre dans votre messagerie. Vous
            échangez sans communiquer votre numéro ni votre adresse e-mail, et êtes averti(e) des nouveaux messages.
          </p>
        ),
      },
      {
        id: 'organiser-une-visite',
        question: 'Comment organiser une visite ?',
        answer: (
          <p>
            Convenez d'un créneau par la messagerie. Le rendez-vous apparaît dans « Mes rendez-vous » et chacun reçoit une
            confirmation par e-mail. Avant de vous déplacer, relisez nos conseils de sécurité dans la{' '}
            <Link to="/charte-de-bonne-conduite#visites">charte de bonne conduite</Link>.
          </p>
        ),
      },
      {
        id: FAQ_ANCHORS.moderation,
        question: 'Les annonces sont-elles vérifiées ?',
        answer: (
          <p>
            Oui. Chaque annonce est relue par notre équipe avant sa publication : cohérence de la description et des photos, loyer
            et charges, absence de critère discriminatoire ou de coordonnées personnelles. Pendant cette relecture, l'annonce est
            « En cours de modération ». Une annonce qui ne respecte pas nos règles est corrigée avec son auteur, ou refusée.
          </p>
        ),
      },
      {
        id: FAQ_ANCHORS.reporting,
        question: 'Comment signaler un comportement ou une annonce ?',
        answer: (
          <p>
            Écrivez au service client depuis votre espace, utilisez le <Link to="/contact">formulaire de contact</Link> ou écrivez à{' '}
            <a href={`mailto:${COMPANY.moderationEmail}`}>{COMPANY.moderationEmail}</a> en précisant le profil ou l'annonce concernés.
            Nous examinons chaque signalement, sans dévoiler votre identité à la personne signalée. Ne versez jamais d'argent avant
            d'avoir visité et signé : c'est la première règle contre les arnaques.
          </p>
        ),
      },
    ],
  },
  {
    id: 'dossier-et-paiements',
    title: 'Dossier locataire, garantie et documents',
    entries: [
      {
        id: FAQ_ANCHORS.guarantee,
        question: "À quoi servent le dossier locataire et la garantie ?",
        answer: (
          <p>
            Dans « Mon dossier », vous rassemblez une fois pour toutes les pièces que demandent les propriétaires, et vous pouvez
            demander une garantie des loyers. Un dossier complet est signalé sur votre profil : il rassure les propriétaires et
            accélère votre candidature.
          </p>
        ),
      },
      {
        id: 'quittances',
        question: 'Où retrouver mes quittances et mes factures ?',
        answer: (
          <p>
            Une fois locataire, vos quittances de loyer, vos factures et vos documents sont disponibles à tout moment dans votre
            espace, rubriques « Mes quittances », « Mes factures » et « Mes documents ».
          </p>
        ),
      },
    ],
  },
  {
    id: 'proprietaires',
    title: 'Propriétaires et professionnels',
    entries: [
      {
        id: FAQ_ANCHORS.publish,
        question: 'Comment publier une annonce ?',
        answer: (
          <>
            <p>
              Créez un compte propriétaire, agence ou gestionnaire, puis laissez-vous guider : adresse, description, chambres,
              charges, photos et vidéo, récapitulatif. Vous choisissez ensuite votre offre et réglez en ligne ; l'annonce est
              publiée après la relecture de notre équipe.
            </p>
            <p>
              <Link to="/colocation-proprietaire-avantages">Découvrir les avantages pour les propriétaires</Link>
            </p>
          </>
        ),
      },
      {
        id: 'mandat',
        question: 'Je suis une agence : comment fonctionnent les mandats ?',
        answer: (
          <p>
            Pour chaque bien, vous suivez l'état du mandat : à signer, en attente, puis en cours. Vous pouvez inviter le ou les
            propriétaires à rejoindre l'espace du bien ; l'invitation, envoyée par e-mail, est valable sept jours et peut être
            renvoyée.
          </p>
        ),
      },
      {
        id: 'annonce-incomplete',
        question: 'Mon annonce est incomplète, que faire ?',
        answer: (
          <p>
            Rendez-vous dans « Mes biens » : une annonce incomplète propose le bouton « Compléter » pour reprendre là où vous vous
            étiez arrêté(e). Vous pouvez aussi la supprimer si vous ne souhaitez plus la publier.
          </p>
        ),
      },
    ],
  },
  {
    id: 'compte',
    title: 'Mon compte et mes données',
    entries: [
      {
        id: FAQ_ANCHORS.password,
        question: "J'ai oublié mon mot de passe",
        answer: (
          <p>
            Sur la page de connexion, cliquez sur « Mot de passe oublié ? » et indiquez votre adresse e-mail. Vous recevrez un lien,
            valable une heure, pour choisir un nouveau mot de passe. <Link to="/reset_password">Réinitialiser mon mot de passe</Link>
          </p>
        ),
      },
      {
        id: 'supprimer-mon-compte',
        question: 'Comment supprimer mon compte ?',
        answer: (
          <p>
            Écrivez-nous par le <Link to="/contact">formulaire de contact</Link> depuis l'adresse e-mail de votre compte. Vos
            annonces et votre profil sont alors retirés et vos données supprimées, sauf celles que la loi nous oblige à conserver,
            comme les factures.
          </p>
        ),
      },
      {
        id: 'mes-donnees',
        question: 'Qui peut voir mes réponses au questionnaire ?',
        answer: (
          <p>
            Les autres membres voient votre prénom, l'initiale de votre nom, votre photo et votre compatibilité avec eux ; jamais
            votre adresse e-mail. Les détails sont dans notre <Link to="/politique-de-confidentialite">politique de confidentialité</Link>.
          </p>
        ),
      },
    ],
  },
];
