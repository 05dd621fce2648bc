import type { ReportPoint } from '@coloc/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay } from '../../../entities/owner-common/model/formValues';
import type { SeriesKey } from '../model/reports';
import styles from './Reports.module.css';

/** Series colours: the kit's primary, secondary and info tokens (SVG attributes cannot read CSS variables). */
const COLOURS: Record<SeriesKey, string> = { views: '#b4471f', contacts: '#1f5c57', matches: '#1f4e79' };

const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * One series over the period. The drawing is an image named by `summary` for screen readers; the
 * figures themselves are in the page's hidden table.
 */
export function ReportChart({ series, points, title, summary }: { series: SeriesKey; points: readonly ReportPoint[]; title: string; summary: string }) {
  return (
    <div className={styles.chart} role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={220} initialDimension={{ width: 640, height: 220 }}>
        <LineChart data={points as ReportPoint[]} margin={{ top: 8, right: 12, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e0ddd8" vertical={false} />
          <XAxis dataKey="day" tickFormatter={shortDay} minTickGap={24} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={36} tick={{ fontSize: 12 }} />
          <Tooltip labelFormatter={(day) => formatDay(String(day))} formatter={(value) => [String(value), title]} />
          <Line type="linear" dataKey={series} name={title} stroke={COLOURS[series]} strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
