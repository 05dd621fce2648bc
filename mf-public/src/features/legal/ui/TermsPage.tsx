import { Link } from 'react-router-dom';
import { ArticleLayout, type ArticleSection } from '../../../entities/page/ui/ArticleLayout';
import { COMPANY, COMPANY_ADDRESS, LEGAL_UPDATED } from '../../../entities/company/company';

const SECTIONS: readonly ArticleSection[] = [
  {
    id: 'objet',
    title: 'Objet et acceptation',
    content: (
      <>
        <p>
          Les présentes conditions générales d'utilisation (CGU) régissent l'accès et l'utilisation du site {COMPANY.brand}, édité par{' '}
          {COMPANY.legalName}, {COMPANY.legalForm} au capital de {COMPANY.capital}, dont le siège est situé {COMPANY_ADDRESS} ({COMPANY.registry}).
        </p>
        <p>
          {COMPANY.brand} met en relation des personnes qui cherchent une colocation ou un logement contre services et des personnes
          qui proposent un logement : particuliers, propriétaires occupants, agences immobilières et gestionnaires de biens. Le site
          propose un matching par affinités, une messagerie, un agenda de visites et des outils de gestion locative.
        </p>
        <p>
          La création d'un compte vaut acceptation sans réserve des présentes CGU et de la <Link to="/charte-de-bonne-conduite">charte de bonne conduite</Link>,
          qui en fait partie intégrante.
        </p>
      </>
    ),
  },
  {
    id: 'compte',
    title: 'Votre compte',
    content: (
      <>
        <ul>
          <li>Le compte est réservé aux personnes majeures et, pour les professionnels, aux sociétés régulièrement immatriculées.</li>
          <li>Vous vous engagez à fournir des informations exactes et à les tenir à jour. Un seul compte est autorisé par personne.</li>
          <li>
            Votre mot de passe est personnel : ne le communiquez à personne. Toute action réalisée depuis votre compte est réputée
            faite par vous. Si vous pensez qu'il a été utilisé par un tiers, changez-le et prévenez-nous sans délai.
          </li>
          <li>L'adresse e-mail du compte doit être valide : elle sert aux confirmations de visite, aux alertes et à la réinitialisation du mot de passe.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'roles',
    title: 'Colocataires, propriétaires et professionnels',
    content: (
      <>
        <h3>Les colocataires</h3>
        <p>
          Les personnes qui cherchent un logement renseignent leur profil (mode de vie, personnalité, habitudes, situation
          professionnelle, recherche) afin d'obtenir un matching avec les logements et les autres profils. Elles peuvent constituer un
          dossier locataire, demander une garantie des loyers et retrouver leurs quittances.
        </p>
        <h3>Les propriétaires</h3>
        <p>
          Les propriétaires, y compris les propriétaires occupants qui louent une chambre de leur propre logement, publient des
          annonces et choisissent leurs colocataires. Ils garantissent disposer du droit de louer le logement (propriété, mandat ou
          accord du bailleur pour une sous-location) et respecter la réglementation applicable : décence du logement, encadrement
          des loyers lorsqu'il s'applique, diagnostics obligatoires.
        </p>
        <h3>Les professionnels</h3>
        <p>
          Les agences immobilières et les gestionnaires de biens déclarent être titulaires de la carte professionnelle exigée par la
          loi n° 70-9 du 2 janvier 1970 (loi Hoguet) et agir dans le cadre d'un mandat écrit. Ils peuvent inviter les propriétaires
          qu'ils représentent à rejoindre l'espace du bien ; une invitation reste valable sept jours.
        </p>
      </>
    ),
  },
  {
    id: 'annonces',
    title: 'Annonces et modération',
    content: (
      <>
        <p>
          Chaque annonce est relue par notre équipe avant sa publication. Pendant cette relecture, elle apparaît comme « En cours de
          modération » dans votre espace. Nous pouvons demander des corrections, refuser ou retirer une annonce qui :
        </p>
        <ul>
          <li>décrit un logement inexistant, indisponible ou de façon trompeuse ;</li>
          <li>comporte des critères discriminatoires ou des propos contraires à la charte ;</li>
          <li>affiche des coordonnées personnelles destinées à contourner la messagerie ;</li>
          <li>propose un logement indécent ou un loyer manifestement contraire à la réglementation ;</li>
          <li>demande des services sans rapport avec un logement contre services raisonnable.</li>
        </ul>
        <p>
          Vous restez seul(e) responsable du contenu de vos annonces et de votre profil, que vous garantissez exacts. En tant
          qu'hébergeur de ces contenus, {COMPANY.brand} retire promptement tout contenu manifestement illicite qui lui est signalé.
        </p>
      </>
    ),
  },
  {
    id: 'offres',
    title: 'Offres payantes et abonnements',
    content: (
      <>
        <p>
          La création d'un compte et la recherche sont gratuites. Certaines fonctionnalités, notamment la publication d'une annonce et
          les options de visibilité ou de gestion, sont proposées dans le cadre d'offres payantes ou d'abonnements.
        </p>
        <ul>
          <li>Le prix, la durée et le contenu de chaque offre sont affichés toutes taxes comprises avant toute validation.</li>
          <li>Le paiement est réalisé sur la page sécurisée de notre prestataire de paiement ; {COMPANY.brand} ne conserve pas vos données de carte.</li>
          <li>
            Un abonnement court jusqu'à sa date d'échéance, indiquée dans la rubrique « Mon abonnement ». Vous pouvez le résilier à
            tout moment depuis cette rubrique ; la résiliation prend effet à la fin de la période en cours.
          </li>
          <li>
            Si vous êtes un consommateur, vous disposez d'un délai de rétractation de quatorze jours à compter de la souscription.
            Si vous demandez que le service commence avant la fin de ce délai, vous reconnaissez qu'il ne pourra plus être exercé
            une fois le service pleinement exécuté, par exemple lorsque votre annonce a été publiée.
          </li>
          <li>Un mois d'abonnement offert peut être attribué dans le cadre du parrainage, selon les conditions affichées dans votre espace.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'messagerie',
    title: 'Messagerie et visites',
    content: (
      <>
        <p>
          La messagerie sert à échanger au sujet d'une colocation : questions, candidatures, organisation des visites. Elle ne doit
          pas servir à la prospection commerciale, aux messages en masse, ni à demander un paiement hors des voies décrites dans la
          charte.
        </p>
        <p>
          Pour assurer la sécurité des membres, l'équipe de modération peut consulter une conversation lorsqu'elle lui est signalée.
          Les visites sont organisées directement entre les membres, qui en restent responsables.
        </p>
      </>
    ),
  },
  {
    id: 'matching',
    title: 'Matching et score de compatibilité',
    content: (
      <p>
        Le score de compatibilité est calculé à partir des réponses données par chacun et des critères de recherche. Il aide à
        choisir, mais ne constitue ni une évaluation des personnes ni une garantie de bonne entente. Vous restez libre de contacter
        ou non un profil, quel que soit son score.
      </p>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    content: (
      <>
        <p>
          {COMPANY.brand} est une plateforme de mise en relation : elle n'est pas partie aux baux, aux accords de logement contre
          services ni aux autres engagements conclus entre membres, et n'agit pas comme agent immobilier. Chaque membre est
          responsable du respect de ses obligations légales et contractuelles.
        </p>
        <p>
          Nous mettons tout en œuvre pour assurer la disponibilité et la sécurité du site, sans pouvoir garantir une absence totale
          d'interruption, notamment pour maintenance. Notre responsabilité ne peut être engagée qu'en cas de faute prouvée de notre
          part et pour les seuls dommages directs.
        </p>
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    content: (
      <p>
        Le site, sa marque, ses textes, illustrations et logiciels sont protégés et appartiennent à {COMPANY.legalName}. En publiant
        des photos ou des textes, vous nous autorisez à les reproduire et à les afficher sur le site, gratuitement, pour la seule durée
        de leur publication et dans le seul but du service. Vous garantissez détenir les droits nécessaires sur ces contenus.
      </p>
    ),
  },
  {
    id: 'donnees-personnelles',
    title: 'Données personnelles',
    content: (
      <p>
        Les données que vous nous confiez sont traitées conformément à notre{' '}
        <Link to="/politique-de-confidentialite">politique de confidentialité</Link>, qui détaille les finalités, les durées de
        conservation et la façon d'exercer vos droits.
      </p>
    ),
  },
  {
    id: 'resiliation',
    title: 'Fermeture du compte',
    content: (
      <>
        <p>
          Vous pouvez fermer votre compte à tout moment en nous écrivant depuis l'adresse e-mail du compte. Vos annonces sont alors
          retirées ; les abonnements en cours ne sont pas remboursés au prorata, sauf exercice du droit de rétractation.
        </p>
        <p>
          En cas de manquement grave aux présentes CGU ou à la charte (fraude, discrimination, harcèlement, annonce trompeuse), nous
          pouvons suspendre ou fermer un compte, après avoir informé son titulaire des motifs, sauf urgence ou obligation légale.
        </p>
      </>
    ),
  },
  {
    id: 'modifications',
    title: 'Modification des CGU',
    content: (
      <p>
        Nous pouvons faire évoluer les présentes CGU. Toute modification importante vous est annoncée par e-mail ou dans votre espace
        au moins quinze jours avant son entrée en vigueur. Si vous la refusez, vous pouvez fermer votre compte avant cette date.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et litiges',
    content: (
      <>
        <p>
          Les présentes CGU sont soumises au droit français. En cas de difficulté, écrivez-nous d'abord à{' '}
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> : nous chercherons une solution amiable.
        </p>
        <p>
          Si vous êtes un consommateur, vous pouvez recourir gratuitement au médiateur de la consommation : {COMPANY.mediator.name},{' '}
          {COMPANY.mediator.address}. À défaut d'accord, le litige est porté devant les tribunaux compétents ; pour les professionnels,
          les tribunaux de {COMPANY.city} sont seuls compétents.
        </p>
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <ArticleLayout
      title="Conditions générales d'utilisation"
      lead={<p>Les règles du jeu de {COMPANY.brand}, pour les colocataires, les propriétaires et les professionnels. Nous les avons voulues aussi claires que possible.</p>}
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
      footer={
        <p>
          Une question sur ces conditions ? <Link to="/contact">Contactez-nous</Link> ou consultez la <Link to="/faq">FAQ</Link>.
        </p>
      }
    />
  );
}
