import { SelectField } from '@coloc/shared/ui';
import { useTexts } from '../../../i18n/useTexts';
import styles from './matching.module.css';

export function SortSelect({ sorts, value, onChange }: { sorts: ReadonlyArray<{ id: string; label: string }>; value: string; onChange: (sort: string) => void }) {
  const t = useTexts();
  return (
    <SelectField
      className={styles.sort}
      label={t('matching.sort')}
      value={value}
      options={sorts.map((sort) => ({ value: sort.id, label: sort.label }))}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
