import { optionList, type Options } from '@coloc/shared';
import { CheckboxField } from '@coloc/shared/ui';
import { useTexts } from '../../../../i18n/useTexts';
import { MultiChoiceGroup } from '../../../../entities/flow/ui/ChoiceGroup';
import styles from '../listing.module.css';

export interface ServicesDraft {
  pay_by_service: boolean;
  service_list: number[];
}

/** Housing against services, and which services are expected (option list service_list). */
export function ServicesFields({ value, onChange, options }: { value: ServicesDraft; onChange: (value: ServicesDraft) => void; options: Options }) {
  const t = useTexts();
  return (
    <div className={styles.fields}>
      <div>
        <CheckboxField
          label={t('listing.services.payByService')}
          checked={value.pay_by_service}
          onChange={(event) => onChange({ ...value, pay_by_service: event.target.checked })}
        />
        <p className={styles.hint}>{t('listing.services.payByServiceHint')}</p>
      </div>
      {value.pay_by_service && (
        <MultiChoiceGroup
          legend={t('listing.services.serviceList')}
          hint={t('listing.services.serviceListHint')}
          options={optionList(options, 'service_list')}
          value={value.service_list}
          onChange={(ids) => onChange({ ...value, service_list: ids })}
        />
      )}
    </div>
  );
}

/** What is saved: the list only matters with pay_by_service, so it is emptied otherwise. */
export function servicesUpdate(value: ServicesDraft) {
  return { pay_by_service: value.pay_by_service, service_list: value.pay_by_service ? value.service_list : [] };
}
