import { cookieConsentGiven } from '@coloc/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CookieNotice } from './CookieNotice';

const renderNotice = () => render(<MemoryRouter><CookieNotice /></MemoryRouter>);

describe('cookie notice', () => {
  beforeEach(() => window.localStorage.clear());

  it("says cookies are used and hides for good on 'Ok'", async () => {
    const { unmount } = renderNotice();
    const notice = screen.getByRole('region', { name: 'Information sur les cookies' });
    expect(notice).toHaveTextContent('cookies');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(screen.queryByRole('region', { name: 'Information sur les cookies' })).not.toBeInTheDocument();
    unmount();
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Information sur les cookies' })).not.toBeInTheDocument();
  });

  it("gives the consent the marketing identification of owners waits for (SPEC 1, 6)", async () => {
    const heard = jest.fn();
    const unwatch = cookieConsentGiven.watch(heard);
    renderNotice();
    expect(screen.getByRole('region', { name: 'Information sur les cookies' })).toHaveTextContent('outil de relation propriétaires');
    expect(heard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(heard).toHaveBeenCalledTimes(1);
    unwatch();
  });
});
