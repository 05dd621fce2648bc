import { buttonClassName } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { CallToAction, FeatureGrid, LandingHero, LandingSection, StepList, type FeatureItem } from '../../../entities/page/ui/Landing';
import { OwnerIllustration } from './OwnerIllustration';

const BENEFITS: readonly FeatureItem[] = [
  {
    icon: 'users',
    title: 'Des locataires compatibles',
    text: (
      <p>
        Les candidats sont classés selon leur affinité avec votre logement et avec les colocataires déjà en place : rythme de vie,
        habitudes, caractère. Des colocataires qui s'entendent restent plus longtemps.
      </p>
    ),
  },
  {
    icon: 'eye',
    title: 'Des annonces modérées',
    text: (
      <p>
        Chaque annonce est relue par notre équipe avant sa mise en ligne. Vos candidats savent qu'ils consultent des annonces
        sérieuses ; vous êtes mis en valeur parmi elles.
      </p>
    ),
  },
  {
    icon: 'shield',
    title: 'Dossiers et garantie des loyers',
    text: (
      <p>
        Les colocataires constituent leur dossier locataire dans leur espace et peuvent y associer une garantie des loyers : vous
        étudiez des dossiers complets, au même format.
      </p>
    ),
  },
  {
    icon: 'handshake',
    title: 'Des mandats avec des agences',
    text: (
      <p>
        Vous préférez déléguer ? Confiez la mise en location ou la gestion de votre bien à une agence partenaire par un mandat,
        signé et suivi en ligne.
      </p>
    ),
  },
  {
    icon: 'receipt',
    title: 'Bail et quittances',
    text: (
      <p>
        Préparez le bail de colocation, puis retrouvez les quittances et les documents de chaque locataire dans l'espace du bien.
      </p>
    ),
  },
  {
    icon: 'chart',
    title: 'Des rapports clairs',
    text: (
      <p>
        Des rapports sur chacun de vos biens pour suivre vos locations, avec les diagnostics et les documents classés bien par
        bien.
      </p>
    ),
  },
];

const STEPS = [
  { title: 'Créez votre compte', text: <p>Gratuitement, en indiquant si vous êtes propriétaire, propriétaire occupant ou professionnel.</p> },
  { title: 'Décrivez votre bien', text: <p>Adresse, description, chambres une à une et charges : un parcours guidé vous accompagne.</p> },
  { title: 'Ajoutez photos et vidéo', text: <p>Des pièces lumineuses et rangées donnent envie de visiter. Vous validez ensuite le récapitulatif.</p> },
  { title: 'Choisissez votre offre', text: <p>Le prix de chaque offre est affiché avant tout paiement ; vous réglez en ligne de façon sécurisée.</p> },
  {
    title: 'Laissez-nous relire',
    text: (
      <p>
        Notre équipe vérifie l'annonce puis la publie. <Link to={faqLink(FAQ_ANCHORS.moderation)}>Comment se passe la modération ?</Link>
      </p>
    ),
  },
  { title: 'Rencontrez vos futurs colocataires', text: <p>Consultez les profils compatibles, échangez par la messagerie et proposez des visites.</p> },
];

const PROFESSIONALS: readonly FeatureItem[] = [
  {
    icon: 'briefcase',
    title: 'Agences immobilières',
    text: (
      <>
        <p>
          Publiez les colocations de vos mandants sous le nom de votre agence, suivez la signature des mandats et invitez les
          propriétaires à consulter leur bien.
        </p>
        <p>
          <Link to="/signup/agent">Créer un compte agence</Link>
        </p>
      </>
    ),
  },
  {
    icon: 'chart',
    title: 'Gestionnaires de biens',
    text: (
      <>
        <p>
          Gérez plusieurs biens en colocation depuis un seul espace : annonces, demandes de visite, locataires, baux, documents et
          rapports pour vos clients.
        </p>
        <p>
          <Link to="/signup/manager">Créer un compte gestionnaire</Link>
        </p>
      </>
    ),
  },
  {
    icon: 'home',
    title: 'Propriétaires occupants',
    text: (
      <>
        <p>
          Vous habitez votre logement et louez une chambre ? Vous choisissez la personne avec qui vous partagerez votre quotidien,
          selon vos affinités.
        </p>
        <p>
          <Link to="/signup/prop-occupant">Créer un compte de propriétaire occupant</Link>
        </p>
      </>
    ),
  },
];

export default function OwnerLandingPage() {
  return (
    <>
      <LandingHero
        eyebrow="Propriétaires et professionnels"
        title="Louez en colocation à des locataires qui s'entendent"
        lead={
          <p>
            Toit Partagé réunit des colocataires compatibles entre eux et avec votre logement, puis vous accompagne dans la gestion
            de la location : dossiers, garantie, bail, quittances et rapports.
          </p>
        }
        actions={
          <>
            <Link className={buttonClassName({ size: 'lg' })} to="/signup/proprietaire">
              Publier mon annonce
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/signupselect">
              Voir tous les types de compte
            </Link>
          </>
        }
        art={<OwnerIllustration />}
      />
      <LandingSection
        title="Ce que Toit Partagé vous apporte"
        intro={<p>Une colocation réussie se prépare dès le choix des colocataires. Nous vous aidons à chaque étape.</p>}
      >
        <FeatureGrid items={BENEFITS} />
      </LandingSection>
      <LandingSection
        tone="muted"
        title="Publier votre annonce, étape par étape"
        intro={<p>Un parcours guidé, que vous pouvez interrompre : votre annonce incomplète vous attend dans votre espace.</p>}
      >
        <StepList steps={STEPS} />
      </LandingSection>
      <LandingSection
        title="Agences, gestionnaires et propriétaires occupants"
        intro={<p>Chaque profil a son espace, pensé pour sa façon de louer.</p>}
      >
        <FeatureGrid items={PROFESSIONALS} />
      </LandingSection>
      <CallToAction
        title="Votre prochaine colocation commence ici"
        text={<p>Créez votre compte propriétaire et publiez votre annonce : les premiers profils compatibles vous attendent.</p>}
        actions={
          <>
            <Link className={buttonClassName({ size: 'lg' })} to="/signup/proprietaire">
              Créer mon compte propriétaire
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/signupselect">
              Je suis un professionnel
            </Link>
          </>
        }
      />
    </>
  );
}
