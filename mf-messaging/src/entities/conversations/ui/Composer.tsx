// The message field: Enter sends, Shift+Enter goes to the line, 4000 characters at most (the
// counter shows near the limit), nothing to send while empty.
import { MESSAGE_MAX_LENGTH } from '@coloc/shared';
import { VisuallyHidden } from '@coloc/shared/ui';
import clsx from 'clsx';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { SendIcon } from './icons';
import styles from './Thread.module.css';

/** The counter shows from 90 % of the limit. */
const COUNTER_FROM = Math.floor(MESSAGE_MAX_LENGTH * 0.9);
/** The field grows with the text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 176;

export interface ComposerProps {
  /** Who the message goes to, for the field's label. */
  recipient: string;
  onSend: (body: string) => void;
  autoFocus?: boolean;
}

export function Composer({ recipient, onSend, autoFocus = false }: ComposerProps) {
  const t = useTexts();
  const id = useId().replace(/:/g, '');
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const body = text.trim();
  const tooLong = body.length > MESSAGE_MAX_LENGTH;
  const showCounter = text.length >= COUNTER_FROM;
  const canSend = body.length > 0 && !tooLong;

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    onSend(body);
    setText('');
    field.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter picks the word: it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const describedBy = [`${id}-hint`, showCounter ? `${id}-counter` : null].filter(Boolean).join(' ');
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={`${id}-field`}>
        <VisuallyHidden>{t('composer.label', { name: recipient })}</VisuallyHidden>
      </label>
      <div className={clsx(styles.composerBox, tooLong && styles.composerBoxInvalid)}>
        <textarea
          ref={field}
          id={`${id}-field`}
          className={styles.composerField}
          rows={1}
          value={text}
          placeholder={t('composer.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={describedBy}
          aria-invalid={tooLong || undefined}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the user chose this conversation to write in it
          autoFocus={autoFocus}
          enterKeyHint="send"
        />
        <button type="submit" className={styles.sendButton} disabled={!canSend}>
          <SendIcon className={styles.sendIcon} />
          <span className={styles.sendLabel}>{t('composer.send')}</span>
        </button>
      </div>
      <div className={styles.composerFoot}>
        <span id={`${id}-hint`} className={styles.composerHint}>
          {t('composer.hint')}
        </span>
        {showCounter && (
          <span id={`${id}-counter`} className={clsx(styles.counter, tooLong && styles.counterOver)} aria-live="polite">
            {tooLong ? t('composer.tooLong', { max: MESSAGE_MAX_LENGTH.toLocaleString('fr-FR') }) : t('composer.counter', { length: body.length.toLocaleString('fr-FR'), max: MESSAGE_MAX_LENGTH.toLocaleString('fr-FR') })}
          </span>
        )}
      </div>
    </form>
  );
}
