import { BenefitList, type Benefit } from '../../../entities/page/ui/BenefitList';
import styles from './MemberSpaceAside.module.css';

const MEMBER_SPACE: readonly Benefit[] = [
  { icon: 'score', title: 'Votre matching', text: 'Les logements et les profils classés selon votre score de compatibilité.' },
  { icon: 'chat', title: 'Votre messagerie', text: 'Vos échanges avec les colocataires et les propriétaires, sans dévoiler vos coordonnées.' },
  { icon: 'calendar', title: 'Vos rendez-vous', text: 'Les visites proposées et confirmées, au même endroit.' },
  { icon: 'file', title: 'Votre dossier', text: 'Votre dossier locataire, la garantie et vos quittances.' },
];

/** Why signing in is worth it: what waits in the member space. */
export function MemberSpaceAside() {
  return (
    <div className={styles.aside}>
      <h2 className={styles.title}>Ce qui vous attend dans votre espace</h2>
      <BenefitList items={MEMBER_SPACE} />
    </div>
  );
}
