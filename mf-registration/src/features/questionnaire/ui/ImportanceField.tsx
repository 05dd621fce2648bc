import { type ImportanceSection, optionList } from '@coloc/shared';
import { useTexts } from '../../../i18n/useTexts';
import type { StepContext } from '../../../entities/flow/model/context';
import { ChoiceGroup } from '../../../entities/flow/ui/ChoiceGroup';

/** "How much does this section matter to you?": weighs the section's score in matching. */
export function ImportanceField({ flow, section, value, onChange }: {
  flow: StepContext;
  section: ImportanceSection;
  value: number;
  onChange: (value: number) => void;
}) {
  const t = useTexts();
  return (
    <ChoiceGroup
      legend={t(`questionnaire.importance.${section}`)}
      hint={t('questionnaire.importance.hint')}
      options={optionList(flow.options, 'importance')}
      value={value}
      onChange={onChange}
      name={`importance-${section}`}
    />
  );
}
