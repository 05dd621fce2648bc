import { CheckboxField, TextField } from '@coloc/shared/ui';
import { ELEVATOR_AMENITY_ID, optionList, type Options } from '@coloc/shared';
import { useTexts } from '../../../../i18n/useTexts';
import { ChoiceGroup, MultiChoiceGroup } from '../../../../entities/flow/ui/ChoiceGroup';
import type { DetailsDraft, DetailsField, Errors } from '../../model/drafts';
import styles from '../listing.module.css';

interface HomeDetailsFieldsProps {
  value: DetailsDraft;
  onChange: (value: DetailsDraft) => void;
  errors: Errors<DetailsField>;
  options: Options;
  /** Floor and elevator: asked in adverts, where visitors need them. */
  withFloor?: boolean;
}

/** Type, surface, number of bedrooms, floor, furnished and amenities of a home. */
export function HomeDetailsFields({ value, onChange, errors, options, withFloor = false }: HomeDetailsFieldsProps) {
  const t = useTexts();
  const set = <K extends keyof DetailsDraft>(field: K, next: DetailsDraft[K]) => onChange({ ...value, [field]: next });
  const error = (field: DetailsField) => (errors[field] ? t(errors[field]) : null);
  // Where the elevator has its own checkbox, the « Ascenseur » amenity would ask it a second time:
  // it is left out of the list, and an older answer given there shows in the checkbox.
  const elevatorField = withFloor;
  const amenityOptions = optionList(options, 'amenities').filter((option) => !elevatorField || option.id !== ELEVATOR_AMENITY_ID);
  const elevator = value.elevator || (elevatorField && value.amenities.includes(ELEVATOR_AMENITY_ID));

  return (
    <div className={styles.fields}>
      <ChoiceGroup
        name="home_type"
        legend={t('listing.details.homeType')}
        options={optionList(options, 'home_type')}
        value={value.home_type}
        onChange={(id) => set('home_type', id)}
        error={error('home_type')}
      />
      <div className={styles.row}>
        <TextField
          className={styles.number}
          label={t('listing.details.surface')}
          inputMode="decimal"
          value={value.surface}
          onChange={(event) => set('surface', event.target.value)}
          error={error('surface')}
        />
        <TextField
          className={styles.number}
          label={t('listing.details.bedroomCount')}
          inputMode="numeric"
          value={value.bedroom_count}
          onChange={(event) => set('bedroom_count', event.target.value)}
          error={error('bedroom_count')}
        />
        {withFloor && (
          <TextField
            className={styles.number}
            label={t('listing.details.floor')}
            hint={t('listing.details.floorHint')}
            inputMode="numeric"
            value={value.floor}
            onChange={(event) => set('floor', event.target.value)}
            error={error('floor')}
          />
        )}
      </div>
      <div className={styles.checks}>
        {withFloor && (
          <CheckboxField
            label={t('listing.details.elevator')}
            checked={elevator}
            onChange={(event) => onChange({ ...value, elevator: event.target.checked, amenities: value.amenities.filter((id) => id !== ELEVATOR_AMENITY_ID) })}
          />
        )}
        <CheckboxField label={t('listing.details.furnished')} checked={value.furnished} onChange={(event) => set('furnished', event.target.checked)} />
      </div>
      <MultiChoiceGroup
        legend={t('listing.details.amenities')}
        hint={t('listing.details.amenitiesHint')}
        options={amenityOptions}
        value={value.amenities}
        onChange={(ids) => set('amenities', ids)}
      />
    </div>
  );
}
