// The other person's profile page as a place to decide (issue 16, §3): the affinity and why, where
// you differ, then Contacter, favourite and « Ne plus voir ce profil » (with SPEC 5's confirmation).
// Mounted by the profile page of the registration area through the ./ProfileDecision widget.
import { confirm, errorText, showError, type PairScoreAnswer } from '@coloc/shared';
import { Alert, Button, Card, SkeletonText } from '@coloc/shared/ui';
import { StartConversationDialog } from '@coloc/shared/ui/DialogWidget';
import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts';
import { fetchPairScore } from '../../../entities/matching/api/matchingApi';
import { dislikeProfile, toggleProfileFavorite } from '../../../entities/matching/model/accordances';
import { FavoriteButton } from '../../../entities/matching/ui/FavoriteButton';
import { AffinityBar, ScoreDetails } from '../../../entities/matching/ui/ScoreDetails';
import styles from './ProfileDecision.module.css';

type Load = { status: 'loading' } | { status: 'done'; answer: PairScoreAnswer } | { status: 'failed'; message: string };

export interface ProfileDecisionProps {
  userId: number;
  /** « Léa M. »: the name the buttons and dialogs use. */
  name: string;
}

export function ProfileDecision({ userId, name }: ProfileDecisionProps) {
  const t = useTexts();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'favorite' | 'dislike' | null>(null);
  const [contactOpen, setContactOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchPairScore(userId, controller.signal).then(
      (answer) => setLoad({ status: 'done', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: errorText(error) });
      },
    );
    return () => controller.abort();
  }, [userId, attempt]);

  if (load.status === 'loading') {
    return (
      <Card as="section" aria-label={t('profileCard.decision.title', { name })}>
        <SkeletonText lines={3} label={t('profileCard.decision.loading')} />
      </Card>
    );
  }
  if (load.status === 'failed') {
    return (
      <Alert tone="error" title={t('profileCard.decision.failed')}>
        <p>{load.message}</p>
        <Button variant="secondary" onClick={() => setAttempt((count) => count + 1)}>
          {t('profileCard.decision.retry')}
        </Button>
      </Alert>
    );
  }

  const { answer } = load;
  const update = (next: Partial<PairScoreAnswer>) => setLoad({ status: 'done', answer: { ...answer, ...next } });

  async function toggleFavorite() {
    setBusy('favorite');
    try {
      update({ IsFavorite: await toggleProfileFavorite('default', userId, !answer.IsFavorite), IsDisliked: false });
    } catch (error) {
      showError(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  async function dislike() {
    const yes = await confirm({ title: t('profileCard.dislikeTitle'), content: t('profileCard.dislikeConfirm'), yes: t('profileCard.dislikeYes') });
    if (!yes) return;
    setBusy('dislike');
    try {
      await dislikeProfile('default', userId);
      update({ IsDisliked: true, IsFavorite: false });
    } catch (error) {
      showError(errorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card as="section" aria-labelledby="profile-decision-title" className={styles.card}>
      <h2 id="profile-decision-title" className={styles.title}>
        {t('profileCard.decision.title', { name })}
      </h2>
      <AffinityBar score={answer.GlobalScore} />
      <ScoreDetails score={answer.GlobalScore} withReasons />
      {answer.IsDisliked && <p className={styles.notice}>{t('profileCard.decision.disliked')}</p>}
      <div className={styles.actions}>
        <Button onClick={() => setContactOpen(true)} aria-label={t('profileCard.contactNamed', { name })}>
          {t('profileCard.contact')}
        </Button>
        <span className={styles.favorite}>
          <FavoriteButton
            pressed={answer.IsFavorite}
            busy={busy === 'favorite'}
            label={answer.IsFavorite ? t('profileCard.decision.unfavorite', { name }) : t('profileCard.decision.favorite', { name })}
            onToggle={() => void toggleFavorite()}
          />
          <span aria-hidden="true">{t('profileCard.decision.favoriteShort')}</span>
        </span>
        {!answer.IsDisliked && (
          <Button variant="ghost" loading={busy === 'dislike'} onClick={() => void dislike()} aria-label={t('profileCard.dislikeNamed', { name })}>
            {t('profileCard.dislike')}
          </Button>
        )}
      </div>
      <StartConversationDialog open={contactOpen} onOpenChange={setContactOpen} name={name} toUserId={userId} about="profile" />
    </Card>
  );
}
