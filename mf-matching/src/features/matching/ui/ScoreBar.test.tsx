import { render, screen, waitFor } from '@testing-library/react';
import { ScoreBar } from './ScoreBar';

function bar() {
  const progress = screen.getByRole('progressbar', { name: 'Compatibilité' });
  return { progress, fill: progress.firstElementChild as HTMLElement };
}

describe('matching bar (SPEC 4, 9)', () => {
  it.each([
    // Total (0–200) -> shown value (Total / 2) -> colour level.
    [200, 100, 6],
    [174, 87, 6],
    [172, 86, 6],
    [170, 85, 5],
    [122, 61, 5],
    [120, 60, 4],
    [82, 41, 4],
    [80, 40, 3],
    [42, 21, 3],
    [40, 20, 2],
    [20, 10, 2],
    [18, 9, 1],
    [0, 0, 1],
  ])('Total %s shows %s %% at level %s', (total, percent, level) => {
    render(<ScoreBar total={total} />);
    const { progress, fill } = bar();
    expect(progress).toHaveAttribute('aria-valuenow', String(percent));
    expect(progress).toHaveAttribute('aria-valuetext', `${percent} % de compatibilité`);
    expect(progress).toHaveAttribute('data-level', String(level));
    expect(fill.style.background).toBe(`var(--tp-score-${level})`);
  });

  it('fills over 2000 ms, from empty to the value', async () => {
    render(<ScoreBar total={130} />);
    const { fill } = bar();
    expect(fill.style.transitionDuration).toBe('2000ms');
    await waitFor(() => expect(fill.style.width).toBe('65%'));
  });

  it('fills over 1000 ms when the value is 10', async () => {
    render(<ScoreBar total={20} />);
    const { fill } = bar();
    expect(fill.style.transitionDuration).toBe('1000ms');
    await waitFor(() => expect(fill.style.width).toBe('10%'));
  });
});
