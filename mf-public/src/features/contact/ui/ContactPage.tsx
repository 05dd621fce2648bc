import { Link } from 'react-router-dom';
import { COMPANY, COMPANY_ADDRESS } from '../../../entities/company/company';
import { BenefitList } from '../../../entities/page/ui/BenefitList';
import { FormPageLayout } from '../../../entities/page/ui/FormPageLayout';
import { ContactForm } from './ContactForm';
import styles from './ContactPage.module.css';

export default function ContactPage() {
  return (
    <FormPageLayout
      title="Nous contacter"
      intro={<p>Une question sur votre compte, une annonce, un paiement ou la colocation ? Écrivez-nous, nous vous répondons personnellement.</p>}
      aside={
        <div className={styles.aside}>
          <h2 className={styles.title}>Avant d'écrire</h2>
          <p>
            La réponse se trouve peut-être déjà dans notre <Link to="/faq">foire aux questions</Link>.
          </p>
          <BenefitList
            items={[
              { icon: 'calendar', title: 'Réponse sous deux jours ouvrés', text: 'Du lundi au vendredi, par e-mail.' },
              {
                icon: 'mail',
                title: 'Par e-mail',
                text: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>,
              },
              {
                icon: 'home',
                title: 'Par courrier',
                text: (
                  <>
                    {COMPANY.legalName}, {COMPANY_ADDRESS}
                  </>
                ),
              },
              {
                icon: 'shield',
                title: 'Signaler un abus',
                text: (
                  <>
                    Annonce trompeuse, message déplacé : <a href={`mailto:${COMPANY.moderationEmail}`}>{COMPANY.moderationEmail}</a>
                  </>
                ),
              },
            ]}
          />
        </div>
      }
    >
      <ContactForm />
    </FormPageLayout>
  );
}
