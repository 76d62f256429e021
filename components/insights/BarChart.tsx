import styles from './Insights.module.css';

interface BarChartProps {
  bars: { label: string; value: number }[];
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 70;
const WIDTH = 360;

/**
 * Horizontal bars in plain SVG (smaller than any chart library for this much). A picture only:
 * the same figures are in the table beside it, which is what screen readers read.
 */
export function BarChart({ bars }: BarChartProps) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const height = bars.length * (BAR_HEIGHT + GAP);
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
      {bars.map((bar, index) => {
        const y = index * (BAR_HEIGHT + GAP);
        const width = ((WIDTH - LABEL_WIDTH - 40) * bar.value) / largest;
        return (
          <g key={bar.label}>
            <text x={0} y={y + BAR_HEIGHT * 0.7} className={styles.chartLabel}>
              {bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={Math.max(width, 1)} height={BAR_HEIGHT} rx={3} className={styles.bar} />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7} className={styles.chartLabel}>
              {bar.value}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
