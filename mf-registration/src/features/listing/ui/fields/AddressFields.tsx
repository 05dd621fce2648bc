import { CityCombobox, TextField } from '@coloc/shared/ui';
import { useTexts } from '../../../../i18n/useTexts';
import { LIMITS, type AddressDraft, type AddressField, type Errors } from '../../model/drafts';
import styles from '../listing.module.css';

interface AddressFieldsProps {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Shown after a first submit attempt. */
  errors: Errors<AddressField>;
  /** The advert's title (owner, agent, manager). */
  withName?: boolean;
}

/** Title of the advert, street address, complement, postal code and city (GET /api/cities). */
export function AddressFields({ value, onChange, errors, withName = false }: AddressFieldsProps) {
  const t = useTexts();
  const set = <K extends keyof AddressDraft>(field: K, next: AddressDraft[K]) => onChange({ ...value, [field]: next });
  const error = (field: AddressField) => (errors[field] ? t(errors[field]) : null);

  return (
    <div className={styles.fields}>
      {withName && (
        <TextField
          label={t('listing.address.name')}
          hint={t('listing.address.nameHint')}
          required
          maxLength={LIMITS.nameLength}
          value={value.name}
          onChange={(event) => set('name', event.target.value)}
          error={error('name')}
        />
      )}
      <TextField
        label={t('listing.address.address')}
        hint={t('listing.address.addressHint')}
        required
        autoComplete="address-line1"
        maxLength={LIMITS.addressLength}
        value={value.address}
        onChange={(event) => set('address', event.target.value)}
        error={error('address')}
      />
      <TextField
        label={t('listing.address.address2')}
        hint={t('listing.address.address2Hint')}
        autoComplete="address-line2"
        maxLength={LIMITS.addressLength}
        value={value.address2}
        onChange={(event) => set('address2', event.target.value)}
      />
      <div className={styles.row}>
        <TextField
          className={styles.postalCode}
          label={t('listing.address.postalCode')}
          required
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={LIMITS.postalCodeLength}
          value={value.postal_code}
          onChange={(event) => set('postal_code', event.target.value)}
          error={error('postal_code')}
        />
        <div className={styles.grow}>
          <CityCombobox label={t('listing.address.city')} value={value.city} onChange={(city) => set('city', city)} error={error('city')} />
        </div>
      </div>
    </div>
  );
}
