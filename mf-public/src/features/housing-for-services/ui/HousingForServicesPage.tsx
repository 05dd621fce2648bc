import { buttonClassName } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { CallToAction, FeatureGrid, LandingHero, LandingSection, StepList, type FeatureItem } from '../../../entities/page/ui/Landing';
import styles from './HousingForServicesPage.module.css';
import { ServicesIllustration } from './ServicesIllustration';

const SERVICE_EXAMPLES = [
  'une présence le soir et quelques dîners partagés',
  'les courses de la semaine ou un trajet chez le médecin',
  "l'entretien du jardin ou du potager",
  "l'aide aux devoirs ou la sortie d'école des enfants",
  'de petits travaux, le soin des animaux, une initiation au numérique',
];

const AUDIENCES: readonly FeatureItem[] = [
  {
    icon: 'generations',
    title: 'Les seniors',
    text: (
      <p>
        Vous vivez seul(e) dans un logement devenu grand ? Accueillir un étudiant ou un jeune actif, c'est une présence rassurante,
        un coup de main au quotidien et de la conversation, tout en restant chez vous.
      </p>
    ),
  },
  {
    icon: 'home',
    title: 'Les étudiants et jeunes actifs',
    text: (
      <p>
        Se loger dans une grande ville coûte cher. En échange de quelques heures par semaine, vous accédez à une chambre à loyer
        réduit, voire gratuite, et à une relation qui compte.
      </p>
    ),
  },
  {
    icon: 'family',
    title: 'Les familles',
    text: (
      <p>
        Une chambre libre à la maison ? Proposez-la à une personne qui aidera pour la sortie d'école, les devoirs ou le jardin : un
        nouveau membre de la tribu plutôt qu'une baby-sitter de passage.
      </p>
    ),
  },
];

const HOW_IT_WORKS = [
  {
    title: 'Décrivez ce que vous proposez',
    text: (
      <p>
        Dans votre profil, indiquez les services que vous pouvez rendre ou dont vous avez besoin, en plus de votre mode de vie.
      </p>
    ),
  },
  {
    title: 'Filtrez les résultats',
    text: (
      <p>
        Dans votre recherche, le filtre « Logement contre services » n'affiche que les logements et profils ouverts à cet échange.
      </p>
    ),
  },
  {
    title: 'Faites connaissance',
    text: <p>Échangez par la messagerie, puis organisez une visite pour vous rencontrer avant de vous engager.</p>,
  },
  {
    title: 'Écrivez votre accord ensemble',
    text: <p>Nature des services, temps consacré, loyer et charges, période d'essai, façon d'y mettre fin : tout est écrit noir sur blanc, ensemble.</p>,
  },
  {
    title: 'Vivez selon la charte',
    text: (
      <p>
        Respect, honnêteté et bienveillance s'appliquent comme dans toute colocation. <Link to="/charte-de-bonne-conduite">Lire la charte de bonne conduite</Link>
      </p>
    ),
  },
];

export default function HousingForServicesPage() {
  return (
    <>
      <LandingHero
        eyebrow="Logement contre services"
        title="Un toit en échange d'un coup de main"
        lead={
          <p>
            Le logement contre services, c'est une chambre à loyer réduit ou gratuit en échange d'une aide convenue ensemble. Une
            formule solidaire qui rapproche les générations et rend le logement plus accessible.
          </p>
        }
        actions={
          <>
            <Link className={buttonClassName({ size: 'lg' })} to="/signup/users">
              Je cherche un logement
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/signup/prop-occupant">
              Je propose une chambre
            </Link>
          </>
        }
        art={<ServicesIllustration />}
      />
      <LandingSection title="De quoi s'agit-il ?">
        <div className={styles.columns}>
          <div>
            <p>
              Une personne dispose d'une chambre libre chez elle. Plutôt qu'un loyer complet, elle propose de l'héberger en échange
              de services rendus, définis à l'avance : quelques heures par semaine, des moments précis, des tâches claires.
            </p>
            <p>Par exemple :</p>
            <ul className={styles.examples}>
              {SERVICE_EXAMPLES.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </div>
          {/* A note inside the section, not an <aside>: a complementary landmark must not sit in a region. */}
          <div className={styles.note}>
            <h3 id="services-limits" className={styles.noteTitle}>
              Un échange, pas un emploi
            </h3>
            <p>
              Les services restent ponctuels et limités : ils ne remplacent ni un emploi, ni une aide à domicile professionnelle, et
              ne créent aucun lien de subordination. Au-delà, il s'agit d'un travail qui doit être déclaré et rémunéré.
            </p>
            <p>
              Entre une personne de 60 ans et plus et un jeune de moins de 30 ans, la loi ELAN de 2018 prévoit un cadre dédié : le
              contrat de cohabitation intergénérationnelle solidaire.
            </p>
          </div>
        </div>
      </LandingSection>
      <LandingSection tone="muted" title="Pour qui ?" intro={<p>Trois situations où l'échange profite vraiment aux deux parties.</p>}>
        <FeatureGrid items={AUDIENCES} />
      </LandingSection>
      <LandingSection
        title="Comment Toit Partagé vous accompagne"
        intro={
          <p>
            Le matching par affinités compte encore plus quand on partage son quotidien : nous vous présentons des personnes dont le
            rythme et les attentes sont compatibles avec les vôtres.
          </p>
        }
      >
        <StepList steps={HOW_IT_WORKS} />
      </LandingSection>
      <LandingSection tone="accent" title="Ce que votre accord doit préciser">
        <ul className={styles.checklist}>
          <li>Les services attendus, décrits concrètement, et le temps qu'ils représentent chaque semaine.</li>
          <li>Le montant du loyer éventuel et la répartition des charges (énergie, internet, courses communes).</li>
          <li>Les temps libres de chacun : soirées, week-ends, vacances, visites de proches.</li>
          <li>Les règles de la maison : espaces partagés, invités, animaux, tabac.</li>
          <li>Une période d'essai, un point régulier pour ajuster, et la façon de mettre fin à l'accord avec un préavis.</li>
        </ul>
        <p>
          D'autres questions ? <Link to={faqLink(FAQ_ANCHORS.housingForServices)}>Lisez notre FAQ sur le logement contre services</Link>.
        </p>
      </LandingSection>
      <CallToAction
        title="Prêt(e) à tenter l'échange ?"
        text={<p>Créez votre compte gratuit, décrivez votre mode de vie et les services que vous proposez ou recherchez.</p>}
        actions={
          <>
            <Link className={buttonClassName({ size: 'lg' })} to="/signup/users">
              Créer mon compte
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/signupselect">
              Voir tous les types de compte
            </Link>
          </>
        }
      />
    </>
  );
}
