import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProgressBar } from './ProgressBar';

function bar(name = 'Avancement') {
  const progress = screen.getByRole('progressbar', { name });
  return { progress, fill: progress.firstElementChild as HTMLElement };
}

describe('ProgressBar (SPEC 4, 9)', () => {
  it.each([
    [100, 6],
    [86, 6],
    [85, 5],
    [61, 5],
    [60, 4],
    [41, 4],
    [40, 3],
    [21, 3],
    [20, 2],
    [10, 2],
    [9, 1],
    [0, 1],
  ])('%s %% is colour level %s', (value, level) => {
    render(<ProgressBar value={value} label="Avancement" />);
    const { progress, fill } = bar();
    expect(progress).toHaveAttribute('aria-valuenow', String(value));
    expect(progress).toHaveAttribute('data-level', String(level));
    expect(fill.style.background).toBe(`var(--tp-score-${level})`);
  });

  it('starts at 0 % on the server and on the first render, then fills over 2000 ms', async () => {
    const html = renderToString(<ProgressBar value={65} label="Avancement" />);
    expect(html).toContain('width:0%');
    expect(html).toContain('transition-duration:2000ms');
    render(<ProgressBar value={65} label="Avancement" />);
    const { fill } = bar();
    expect(fill.style.width).toBe('0%');
    expect(fill.style.transitionDuration).toBe('2000ms');
    await waitFor(() => expect(fill.style.width).toBe('65%'));
  });

  it('fills over 1000 ms when the value is 10', async () => {
    render(<ProgressBar value={10} label="Avancement" />);
    const { fill } = bar();
    expect(fill.style.transitionDuration).toBe('1000ms');
    await waitFor(() => expect(fill.style.width).toBe('10%'));
  });

  it('shows the value in its level colour when asked, and clamps', () => {
    render(<ProgressBar value={140} label="Avancement" showValue valueText="100 % de compatibilité" />);
    expect(bar().progress).toHaveAttribute('aria-valuetext', '100 % de compatibilité');
    expect(screen.getByText('100 %')).toHaveStyle({ color: 'var(--tp-score-6)' });
  });
});
