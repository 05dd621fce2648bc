import { Link } from 'react-router-dom';
import { ArticleLayout, type ArticleSection } from '../../../entities/page/ui/ArticleLayout';
import { COMPANY, COMPANY_ADDRESS, LEGAL_UPDATED } from '../../../entities/company/company';

const SECTIONS: readonly ArticleSection[] = [
  {
    id: 'editeur',
    title: 'Éditeur du site',
    content: (
      <>
        <p>
          Le site {COMPANY.website} est édité par <strong>{COMPANY.legalName}</strong>, {COMPANY.legalForm} au capital de {COMPANY.capital}.
        </p>
        <ul>
          <li>Siège social : {COMPANY_ADDRESS}, {COMPANY.country}</li>
          <li>Immatriculation : {COMPANY.registry}</li>
          <li>SIRET : {COMPANY.siret}</li>
          <li>TVA intracommunautaire : {COMPANY.vatNumber}</li>
          <li>
            Téléphone : {COMPANY.phone} ({COMPANY.phoneHours})
          </li>
          <li>
            E-mail : <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'directeur-publication',
    title: 'Direction de la publication',
    content: (
      <p>
        {COMPANY.publicationDirector}, {COMPANY.publicationDirectorRole}.
      </p>
    ),
  },
  {
    id: 'hebergeur',
    title: 'Hébergeur',
    content: (
      <>
        <p>Le site et ses données sont hébergés par :</p>
        <address>
          <strong>{COMPANY.host.name}</strong>
          <br />
          {COMPANY.host.street}, {COMPANY.host.postalCode} {COMPANY.host.city}, {COMPANY.host.country}
          <br />
          Téléphone : {COMPANY.host.phone}
        </address>
      </>
    ),
  },
  {
    id: 'propriete-intellectuelle',
    title: 'Propriété intellectuelle',
    content: (
      <>
        <p>
          La marque {COMPANY.brand}, le logo, la charte graphique, les textes, les illustrations et le code du site sont la propriété de{' '}
          {COMPANY.legalName} ou font l'objet d'une autorisation d'utilisation. Toute reproduction ou représentation, totale ou
          partielle, sans autorisation écrite préalable est interdite et constituerait une contrefaçon.
        </p>
        <p>
          Les photos et textes des annonces et des profils restent la propriété de leurs auteurs, qui nous autorisent à les afficher
          sur le site dans les conditions prévues par les <Link to="/cgu">conditions générales d'utilisation</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'contenus-signalement',
    title: 'Contenus publiés par les membres',
    content: (
      <p>
        {COMPANY.legalName} agit comme hébergeur des annonces, profils et messages publiés par les membres. Pour nous signaler un
        contenu illicite, écrivez à <a href={`mailto:${COMPANY.moderationEmail}`}>{COMPANY.moderationEmail}</a> en précisant l'adresse
        de la page, la nature du contenu et les raisons pour lesquelles il vous paraît illicite : nous le retirerons promptement s'il
        l'est manifestement.
      </p>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles et cookies',
    content: (
      <p>
        La façon dont nous traitons vos données et utilisons les cookies est décrite dans notre{' '}
        <Link to="/politique-de-confidentialite">politique de confidentialité</Link>. Délégué à la protection des données :{' '}
        {COMPANY.dpo}, <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Nous contacter',
    content: (
      <p>
        Pour toute question, utilisez notre <Link to="/contact">formulaire de contact</Link> ou écrivez-nous à{' '}
        {COMPANY.legalName}, {COMPANY_ADDRESS}.
      </p>
    ),
  },
];

export default function LegalNoticePage() {
  return (
    <ArticleLayout
      title="Mentions légales"
      lead={<p>Les informations sur l'éditeur et l'hébergeur du site {COMPANY.brand}, conformément à la loi pour la confiance dans l'économie numérique.</p>}
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
    />
  );
}
