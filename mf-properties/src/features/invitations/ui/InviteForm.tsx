import { LANDLORD_ROLES, type LandlordRole } from '@coloc/shared';
import { Button, SelectField, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { inviteFx } from '../model/invitation';
import { inviteErrors, roleLabel } from '../../../entities/invitations/model/landlords';
import styles from './Invitations.module.css';

/**
 * SPEC 5: the address is required and must be valid, errors shown once a submit was attempted.
 * A refusal of the server reaches the global error modal (SPEC 8) and keeps what was typed.
 */
export function InviteForm({ homeId }: { homeId: number }) {
  const t = useTexts();
  const [invite, sending] = useUnit([inviteFx, inviteFx.pending]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<LandlordRole>('owner');
  const [submitted, setSubmitted] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const errors = submitted ? inviteErrors(email) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (inviteErrors(email).email) {
      emailInput.current?.focus();
      return;
    }
    try {
      await invite({ homeId, input: { owner_email: email.trim(), owner_role: role } });
      setEmail('');
      setSubmitted(false);
    } catch {
      // Shown by the error modal; the form keeps its values.
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="invite-form-title">
      <h2 id="invite-form-title" className={styles.sectionTitle}>
        {t('invitations.form.title')}
      </h2>
      <div className={styles.formRow}>
        <TextField
          ref={emailInput}
          label={t('invitations.form.email')}
          hint={t('invitations.form.emailHint')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          className={styles.grow}
        />
        <SelectField
          label={t('invitations.form.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as LandlordRole)}
          options={LANDLORD_ROLES.map((value) => ({ value, label: roleLabel(value) }))}
        />
      </div>
      <div>
        <Button type="submit" loading={sending}>
          {t('invitations.form.submit')}
        </Button>
      </div>
    </form>
  );
}
