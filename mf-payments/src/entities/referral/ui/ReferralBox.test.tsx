import { json, mockApi } from '@coloc/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { REFERRAL } from '../../checkout/testing';
import { $copyState, $referral, copyLinkFx, referralOpened } from '../model/referral';
import { ReferralBox } from './ReferralBox';

describe('referral model', () => {
  it('loads the sponsor link', async () => {
    mockApi({ 'GET /api/referral': () => json(200, REFERRAL) });
    const scope = fork();
    await allSettled(referralOpened, { scope });
    expect(scope.getState($referral)).toEqual(REFERRAL);
  });

  it('says when the link could not be copied', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const scope = fork();
    await allSettled(copyLinkFx, { scope, params: REFERRAL.link });
    expect(scope.getState($copyState)).toBe('failed');
  });
});

describe('ReferralBox', () => {
  it('shows who sponsored me and the promise', async () => {
    mockApi({ 'GET /api/referral': () => json(200, { ...REFERRAL, sponsor_first_name: 'Paul', sponsored_count: 0, free_months_earned: 0 }) });
    render(<ReferralBox />);
    expect(screen.getByRole('heading', { name: 'Parrainez vos proches' })).toBeInTheDocument();
    expect(screen.getByText('Un mois offert pour vous et votre filleul')).toBeInTheDocument();
    expect(await screen.findByText('Vous avez été parrainé par Paul.')).toBeInTheDocument();
    expect(screen.getByText('0 filleul inscrit')).toBeInTheDocument();
    expect(screen.getByText('Votre code : K7QZ2MPA')).toBeInTheDocument();
  });

  it('tells how to copy by hand when the clipboard is not available', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    mockApi({ 'GET /api/referral': () => json(200, REFERRAL) });
    render(<ReferralBox />);
    await userEvent.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByText('La copie a échoué : sélectionnez le lien et copiez-le.')).toBeInTheDocument();
  });

  it('says when the box cannot be shown', async () => {
    mockApi({ 'GET /api/referral': () => json(500, { error: 'x' }) });
    render(<ReferralBox />);
    expect(await screen.findByText('Votre lien de parrainage ne peut pas être affiché pour le moment.')).toBeInTheDocument();
  });
});
