import { buttonClassName } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { FAQ_ANCHORS, faqLink } from '../../../entities/faq/model/anchors';
import { COMPANY } from '../../../entities/company/company';
import { CallToAction, FeatureGrid, LandingHero, LandingSection, type FeatureItem } from '../../../entities/page/ui/Landing';
import styles from './AboutPage.module.css';

const VALUES: readonly FeatureItem[] = [
  {
    icon: 'heart',
    title: 'Le respect',
    text: <p>Chacun est accueilli tel qu'il est. Nos règles de conduite protègent les membres et refusent toute discrimination.</p>,
  },
  {
    icon: 'eye',
    title: 'La transparence',
    text: <p>Des annonces relues, des prix affichés avant tout paiement, un score expliqué : vous savez toujours à quoi vous attendre.</p>,
  },
  {
    icon: 'handshake',
    title: 'La solidarité',
    text: <p>Colocation intergénérationnelle, parents solos, logement contre services : le logement peut aussi créer du lien.</p>,
  },
  {
    icon: 'leaf',
    title: 'La sobriété',
    text: <p>Partager un logement, c'est partager l'énergie, les équipements et l'espace. Une façon d'habiter plus légère.</p>,
  },
];

export default function AboutPage() {
  return (
    <>
      <LandingHero
        eyebrow="Qui sommes-nous ?"
        title="Nous croyons qu'on vit mieux sous un toit partagé avec les bonnes personnes"
        lead={
          <p>
            {COMPANY.brand} est une équipe installée à {COMPANY.city}, qui conçoit une plateforme de colocation fondée sur les
            affinités. Notre conviction : un logement partagé réussi tient autant aux personnes qu'aux mètres carrés.
          </p>
        }
      />
      <LandingSection title="Notre mission">
        <div className={styles.prose}>
          <p>
            Trouver une colocation ressemble souvent à une course : on visite vite, on choisit vite, et l'on découvre après
            l'emménagement que l'un se couche à 22 heures quand l'autre reçoit ses amis à minuit. Les loyers augmentent, les logements
            se font rares, et beaucoup de chambres restent pourtant vides chez des personnes qui vivent seules.
          </p>
          <p>
            Notre mission est de rendre la vie à plusieurs plus simple et plus sereine : aider chacun à trouver un logement abordable
            et des colocataires avec qui la vie quotidienne coule de source, et aider les propriétaires à louer à des groupes qui
            durent.
          </p>
        </div>
      </LandingSection>
      <LandingSection tone="muted" title="Pourquoi les affinités comptent">
        <div className={styles.columns}>
          <div className={styles.prose}>
            <p>
              Les tensions en colocation naissent rarement de grandes questions : elles viennent du ménage, du bruit, des horaires,
              des invités, du partage du frigo. Autant de sujets sur lesquels il est facile de s'accorder… à condition d'en parler
              avant d'emménager.
            </p>
            <p>
              C'est le rôle de notre questionnaire : mettre en regard vos habitudes et celles des autres, puis calculer un score de
              compatibilité pour chaque logement et chaque profil. Vous rencontrez d'abord les personnes avec qui vous avez le plus
              en commun, et vous abordez la visite avec les bonnes questions.
            </p>
            <p>
              <Link to={faqLink(FAQ_ANCHORS.score)}>Comment est calculé le score de compatibilité ?</Link>
            </p>
          </div>
          <ul className={styles.themes} aria-label="Les thèmes du questionnaire">
            <li>Rythme de vie et sorties</li>
            <li>Repas et cuisine</li>
            <li>Ménage et rangement</li>
            <li>Sports, arts et loisirs</li>
            <li>Caractère</li>
            <li>Temps passé à la maison</li>
            <li>Animaux et tabac</li>
            <li>Travail ou études</li>
          </ul>
        </div>
      </LandingSection>
      <LandingSection title="Nos valeurs">
        <FeatureGrid items={VALUES} columns={4} />
      </LandingSection>
      <LandingSection tone="accent" title="Un logement plus solidaire">
        <div className={styles.prose}>
          <p>
            Nous avons ouvert {COMPANY.brand} à des façons d'habiter qui dépassent la colocation classique. La colocation
            intergénérationnelle permet à un senior de rester chez lui entouré, et à un étudiant de se loger à prix doux. La colocation
            entre parents solos offre aux enfants une maison plus grande et aux parents une entraide précieuse. Le logement contre
            services fait d'une chambre libre l'occasion d'un échange utile à chacun.
          </p>
          <div className={styles.links}>
            <Link className={buttonClassName({ variant: 'secondary' })} to="/logement-contre-services">
              Le logement contre services
            </Link>
            <Link className={buttonClassName({ variant: 'secondary' })} to={faqLink(FAQ_ANCHORS.intergenerational)}>
              La colocation intergénérationnelle
            </Link>
          </div>
        </div>
      </LandingSection>
      <CallToAction
        title="Rejoignez la communauté"
        text={<p>Une question, une idée, une envie de partenariat ? Nous lisons tous les messages.</p>}
        actions={
          <>
            <Link className={buttonClassName({ size: 'lg' })} to="/signupselect">
              Créer un compte
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/contact">
              Nous contacter
            </Link>
          </>
        }
      />
    </>
  );
}
