import { Container, buttonClassName } from '@coloc/shared/ui';
import { Link } from 'react-router-dom';
import { BenefitList, type Benefit } from '../../../entities/page/ui/BenefitList';
import styles from './HomeSections.module.css';

const OWNER_POINTS: readonly Benefit[] = [
  { icon: 'users', title: 'Des candidats compatibles entre eux', text: 'Les profils sont classés selon leur affinité avec le logement et ses occupants.' },
  { icon: 'file', title: 'Des dossiers complets et garantis', text: 'Dossier locataire, garantie des loyers, bail et quittances dans votre espace.' },
  { icon: 'briefcase', title: 'Agences et gestionnaires bienvenus', text: 'Mandats, biens multiples et rapports pour les professionnels.' },
];

export function OwnersTeaser() {
  return (
    <section className={styles.section} aria-labelledby="owners-title">
      <Container className={styles.split}>
        <div>
          <p className={styles.kicker}>Propriétaires</p>
          <h2 id="owners-title">Louez à des colocataires qui s'entendent</h2>
          <p className={styles.intro}>
            Une colocation réussie, c'est un logement bien entretenu, moins de départs en cours d'année et des loyers réguliers. Toit
            Partagé vous aide à réunir des colocataires compatibles, puis à gérer la location au quotidien.
          </p>
          <div className={styles.actions}>
            <Link className={buttonClassName({ size: 'lg' })} to="/colocation-proprietaire-avantages">
              Découvrir les avantages propriétaires
            </Link>
            <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/signup/proprietaire">
              Publier mon annonce
            </Link>
          </div>
        </div>
        <div className={styles.panel}>
          <BenefitList items={OWNER_POINTS} />
        </div>
      </Container>
    </section>
  );
}
