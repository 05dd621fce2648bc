import { useTexts } from '../../../../i18n/useTexts';
import { LIMITS } from '../../model/drafts';
import { CountedTextArea } from './CountedTextArea';

interface AdvertTextsFieldsProps {
  description: string;
  wishes: string;
  onDescriptionChange: (value: string) => void;
  onWishesChange: (value: string) => void;
  descriptionError?: string | null;
  descriptionRows?: number;
}

/** The advert's own words: its description (required, moderation reads it) and the owner's wishes. */
export function AdvertTextsFields({ description, wishes, onDescriptionChange, onWishesChange, descriptionError, descriptionRows }: AdvertTextsFieldsProps) {
  const t = useTexts();
  return (
    <>
      <CountedTextArea
        label={t('listing.texts.description')}
        hint={t('listing.texts.descriptionHint')}
        required
        rows={descriptionRows}
        value={description}
        onChange={onDescriptionChange}
        max={LIMITS.descriptionMax}
        error={descriptionError}
      />
      <CountedTextArea
        label={t('listing.texts.wishes')}
        hint={t('listing.texts.wishesHint')}
        value={wishes}
        onChange={onWishesChange}
        max={LIMITS.wishesMax}
        rows={4}
      />
    </>
  );
}
