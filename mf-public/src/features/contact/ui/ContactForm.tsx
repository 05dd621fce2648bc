import { $user, errorText } from '@coloc/shared';
import { Alert, Button, TextAreaField, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '../../../i18n/useTexts';
import { emailRules, requiredRule } from '../../../entities/auth/model/rules';
import authStyles from '../../../entities/auth/ui/AuthForms.module.css';
import { FormError } from '../../../entities/forms/ui/FormError';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, sendContactMessage, SUBJECT_MAX_LENGTH, type ContactMessage } from '../api/contactApi';
import { EmailField } from '../../../entities/forms/ui/EmailField';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const t = useTexts();
  const user = useUnit($user);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessage>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: EMPTY,
    // The session may arrive after the page: fill in who is writing without erasing what was typed.
    values: user ? { ...EMPTY, name: `${user.first_name} ${user.name}`.trim(), email: user.email } : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      });
      setSent(answer.message);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  if (sent) {
    return (
      <div ref={sentRef} tabIndex={-1}>
        <Alert tone="success" title="Message envoyé">
          <p>{sent}</p>
          <Button
            variant="secondary"
            onClick={() => {
              reset({ ...EMPTY, ...(user ? { name: `${user.first_name} ${user.name}`.trim(), email: user.email } : {}) });
              setSent(null);
            }}
          >
            {t('contact.sendAnother')}
          </Button>
        </Alert>
      </div>
    );
  }

  return (
    <form className={authStyles.form} onSubmit={submit} noValidate>
      <p className={authStyles.note}>Tous les champs sont obligatoires.</p>
      <div className={authStyles.row}>
        <TextField
          label={t('fields.contactName')}
          autoComplete="name"
          aria-required="true"
          error={errors.name?.message}
          {...register('name', requiredRule(t))}
        />
        <EmailField error={errors.email?.message} {...register('email', emailRules(t))} />
      </div>
      <TextField
        label={t('fields.subject')}
        aria-required="true"
        maxLength={SUBJECT_MAX_LENGTH}
        error={errors.subject?.message}
        {...register('subject', {
          ...requiredRule(t),
          maxLength: { value: SUBJECT_MAX_LENGTH, message: t('validation.subjectLength') },
        })}
      />
      <TextAreaField
        label={t('fields.message')}
        hint={`Entre ${MESSAGE_MIN_LENGTH} et 5 000 caractères. Pour une annonce ou un profil, précisez son adresse ou son prénom.`}
        aria-required="true"
        rows={7}
        maxLength={MESSAGE_MAX_LENGTH}
        error={errors.message?.message}
        {...register('message', {
          ...requiredRule(t),
          validate: {
            ...requiredRule(t).validate,
            long: (value: string) => value.trim().length >= MESSAGE_MIN_LENGTH || t('validation.messageMin'),
          },
          maxLength: { value: MESSAGE_MAX_LENGTH, message: t('validation.messageMax') },
        })}
      />
      <FormError message={serverError} />
      <Button type="submit" size="lg" block loading={isSubmitting}>
        {t('contact.submit')}
      </Button>
    </form>
  );
}
