import { errorText, type User } from '@coloc/shared';
import { Button, Dialog, TextField } from '@coloc/shared/ui';
import { useUnit } from 'effector-react';
import { useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { deleteAccountFx } from '../model/deletion';
import styles from './Parameters.module.css';

/** Explains what goes, then asks for the password in a dialog before DELETE /api/users/:id. */
export function DeleteAccountSection({ user }: { user: User }) {
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deleting = useUnit(deleteAccountFx.pending);

  function openChange(next: boolean) {
    if (deleting) return;
    setOpen(next);
    if (!next) {
      // A password is never kept around once the dialog is closed.
      setPassword('');
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    if (!password) {
      setError(t('account.common.required'));
      return;
    }
    setError(null);
    try {
      await deleteAccountFx({
        userId: user.id,
        password,
        farewell: { title: t('account.parameters.deletion.doneTitle'), content: t('account.parameters.deletion.doneText') },
      });
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <section className={styles.section} aria-labelledby="parameters-deletion">
      <h2 id="parameters-deletion" className={styles.sectionTitle}>
        {t('account.parameters.deletion.title')}
      </h2>
      <p className={styles.intro}>{t('account.parameters.deletion.intro')}</p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('account.parameters.deletion.open')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={openChange}
        role="alertdialog"
        title={t('account.parameters.deletion.dialogTitle')}
        description={t('account.parameters.deletion.dialogText')}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={t('account.parameters.deletion.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError(null);
            }}
            error={error}
          />
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={() => openChange(false)} disabled={deleting}>
              {t('account.parameters.deletion.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={deleting}>
              {t('account.parameters.deletion.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
