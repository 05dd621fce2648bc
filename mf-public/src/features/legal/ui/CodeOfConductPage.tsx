import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { ArticleLayout, type ArticleSection } from '../../../entities/page/ui/ArticleLayout';
import { COMPANY, LEGAL_UPDATED } from '../../../entities/company/company';

const SECTIONS: readonly ArticleSection[] = [
  {
    id: 'respect',
    title: 'Le respect avant tout',
    content: (
      <>
        <p>
          Derrière chaque profil et chaque annonce, il y a une personne qui cherche un foyer ou qui ouvre le sien. Nous vous demandons
          de vous adresser aux autres membres comme vous aimeriez qu'on s'adresse à vous : avec politesse, patience et bienveillance.
        </p>
        <ul>
          <li>Pas d'insulte, de moquerie, de propos agressifs ou humiliants, ni de pression pour obtenir une réponse.</li>
          <li>Pas de messages à caractère sexuel, ni d'avances insistantes : Toit Partagé n'est pas un site de rencontre.</li>
          <li>Un « non merci » se respecte : si une personne ne donne pas suite, n'insistez pas.</li>
          <li>Répondez aux messages, même pour décliner : un mot suffit et évite de laisser quelqu'un dans l'attente.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'honnetete',
    title: 'Des profils et des annonces honnêtes',
    content: (
      <>
        <p>Le matching par affinités ne fonctionne que si chacun se présente tel qu'il est.</p>
        <ul>
          <li>Répondez sincèrement aux questions sur votre mode de vie : un profil embelli mène à une colocation qui ne vous ressemble pas.</li>
          <li>Utilisez votre véritable identité et des photos qui vous représentent, vous ou votre logement.</li>
          <li>
            Décrivez le logement fidèlement : surface, état, équipements, loyer et charges réels, nombre d'occupants, règles de la
            maison. Les photos doivent être récentes et prises dans le logement proposé.
          </li>
          <li>Tenez votre annonce à jour et retirez-la dès que les chambres sont louées.</li>
          <li>Un seul compte par personne ; une annonce par logement.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'non-discrimination',
    title: 'Aucune discrimination',
    content: (
      <>
        <p>
          Choisir ses colocataires selon des affinités de mode de vie est légitime : rythme, habitudes, tabac, animaux, partage des
          repas. Écarter une personne pour ce qu'elle est ne l'est pas, et la loi l'interdit.
        </p>
        <p>
          Aucune annonce, aucun message et aucune décision ne peut se fonder sur l'origine, le sexe, l'orientation sexuelle, l'identité
          de genre, l'âge, la situation de famille, la grossesse, l'apparence physique, le handicap, l'état de santé, les opinions
          politiques, les activités syndicales, l'appartenance ou non à une religion, le nom de famille, le lieu de résidence, la
          particulière vulnérabilité économique ou la langue parlée.
        </p>
        <p>
          Les formules pensées pour un public précis (colocation intergénérationnelle, colocation entre parents solos) restent ouvertes
          à tous ceux qui correspondent à leur objet et ne servent jamais de prétexte pour écarter quelqu'un.
        </p>
      </>
    ),
  },
  {
    id: 'visites',
    title: 'Des visites en toute sécurité',
    content: (
      <>
        <ul>
          <li>Échangez d'abord par la messagerie de Toit Partagé : elle garde une trace de vos conversations.</li>
          <li>Prévenez un proche de l'adresse et de l'heure de votre visite, et venez accompagné(e) si vous le souhaitez.</li>
          <li>Vérifiez que la personne qui vous reçoit a bien accès au logement et que celui-ci correspond à l'annonce.</li>
          <li>Respectez les horaires convenus ; prévenez par la messagerie en cas de retard ou d'empêchement.</li>
          <li>Ne remettez jamais les clés, un double ou un code d'accès avant la signature du bail.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'paiements',
    title: 'Des paiements uniquement par des voies légales',
    content: (
      <>
        <p>La plupart des arnaques au logement commencent par une demande d'argent avant la visite. Pour vous protéger :</p>
        <ul>
          <li>Ne versez jamais d'argent avant d'avoir visité le logement et signé un bail ou un accord écrit.</li>
          <li>
            Refusez les paiements par mandat cash, coupons prépayés, cryptomonnaies ou transfert vers l'étranger, ainsi que toute
            demande d'envoi de pièces d'identité ou de relevés bancaires hors du dossier locataire.
          </li>
          <li>
            Le dépôt de garantie, les loyers et les charges se règlent par virement, prélèvement ou chèque, contre quittance. Les
            paiements proposés sur Toit Partagé (offres, abonnements, garantie) passent uniquement par notre page de paiement
            sécurisée.
          </li>
          <li>Ne payez pas de « frais de dossier » ou de « réservation » à un particulier.</li>
          <li>Les logements contre services reposent sur un accord écrit : aucun service ne doit être exigé en dehors de ce qui a été convenu.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'signaler',
    title: 'Signaler un problème',
    content: (
      <>
        <p>
          Vous recevez un message déplacé, une annonce vous semble trompeuse ou une demande de paiement vous paraît suspecte ?
          Signalez-le au service client depuis votre espace (rubrique « Service client »), par notre{' '}
          <Link to="/contact">formulaire de contact</Link> ou à <a href={`mailto:${COMPANY.moderationEmail}`}>{COMPANY.moderationEmail}</a>,
          en indiquant le prénom du profil ou l'adresse de l'annonce.
        </p>
        <p>
          Notre équipe de modération examine chaque signalement, en général sous deux jours ouvrés, sans révéler votre identité à la
          personne signalée. <Link to={faqLink(FAQ_ANCHORS.reporting)}>Comment se passe un signalement ?</Link>
        </p>
        <p>En cas de danger immédiat, contactez d'abord la police ou la gendarmerie en composant le 17, ou le 112.</p>
      </>
    ),
  },
  {
    id: 'sanctions',
    title: 'Ce qui se passe en cas de manquement',
    content: (
      <>
        <p>Selon la gravité des faits, nous pouvons :</p>
        <ul>
          <li>vous adresser un rappel de la présente charte ;</li>
          <li>demander la modification d'une annonce ou d'un profil, ou la retirer ;</li>
          <li>suspendre temporairement l'accès à la messagerie ou au compte ;</li>
          <li>supprimer définitivement le compte, et signaler les faits aux autorités lorsqu'ils constituent une infraction.</li>
        </ul>
        <p>
          La personne concernée est informée de la mesure prise et de ses motifs, et peut la contester en écrivant à{' '}
          <a href={`mailto:${COMPANY.moderationEmail}`}>{COMPANY.moderationEmail}</a>. Ces règles complètent les{' '}
          <Link to="/cgu">conditions générales d'utilisation</Link>.
        </p>
      </>
    ),
  },
];

export default function CodeOfConductPage() {
  return (
    <ArticleLayout
      title="Charte de bonne conduite"
      lead={
        <p>
          Partager un logement, c'est partager un peu de sa vie. Cette charte rassemble les règles simples qui permettent à chacun de
          chercher, proposer et vivre une colocation en confiance. Chaque membre l'accepte en s'inscrivant.
        </p>
      }
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
      footer={
        <p>
          Une question sur cette charte ? <Link to="/contact">Écrivez-nous</Link>, nous vous répondrons avec plaisir.
        </p>
      }
    />
  );
}
