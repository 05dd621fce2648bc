import { createTexts, type TranslateWith } from '@coloc/shared/remote';
import { fr, type TextKey } from './fr';

export const NAMESPACE = 'matching';
export type Translate = TranslateWith<TextKey>;

/** Texts of the matching namespace with keys checked at compile time. */
export const useTexts = createTexts<typeof fr, TextKey>(NAMESPACE, fr);
