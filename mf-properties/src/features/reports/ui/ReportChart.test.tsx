import { render, screen } from '@testing-library/react';
import { makeReport } from '../testing';
import { ReportChart } from './ReportChart';

describe('ReportChart', () => {
  it('draws the series as a line in an SVG named by its summary', () => {
    const { container } = render(<ReportChart series="views" points={makeReport(30).series} title="Vues par jour" summary="Vues par jour sur 30 jours : 60 au total." />);
    const chart = screen.getByRole('img', { name: 'Vues par jour sur 30 jours : 60 au total.' });
    expect(chart.querySelector('svg')).not.toBeNull();
    const line = container.querySelector('.recharts-line-curve');
    expect(line).not.toBeNull();
    expect(line).toHaveAttribute('stroke', '#b4471f');
    // One tick per few days, written dd/MM.
    expect(screen.getAllByText(/^\d{2}\/02$/).length).toBeGreaterThan(2);
  });
});
