import { formatMonth, formatPercent } from '../../../lib/format.ts';
import { goalBand } from '../utils/goal-scale.ts';

const WIDTH = 96;
const HEIGHT = 24;
const PAD = 3;

/**
 * % of goal of the six months ending with M as a small line, with the 100 % mark dashed and the last point on its
 * colour band. Its accessible name lists the months, so the line says nothing a screen reader misses.
 */
export const GoalSparkline = ({ points, months }: { points: number[]; months: string[] }) => {
  // The range spans the months and the 100 % mark, with a margin: a team steady near its goal still shows its drift.
  const values = [100, ...points];
  const top = Math.max(...values) + 5;
  const bottom = Math.max(0, Math.min(...values) - 5);
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(1, points.length - 1);
  const y = (value: number) => HEIGHT - PAD - ((value - bottom) / (top - bottom)) * (HEIGHT - 2 * PAD);
  const line = points.map((point, index) => `${x(index)},${y(point)}`).join(' ');
  const last = points.at(-1);
  const label = `% da meta, últimos 6 meses: ${points
    .map((point, index) => `${formatMonth(`${months[index] ?? ''}-01`)} ${formatPercent(point)}`)
    .join('; ')}`;
  return (
    <svg
      className="goal-sparkline"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <line className="goal-sparkline-target" x1={PAD} x2={WIDTH - PAD} y1={y(100)} y2={y(100)} />
      <polyline className="goal-sparkline-line" points={line} />
      {last !== undefined ? (
        <circle
          className={`goal-sparkline-dot goal-${goalBand(last)}`}
          cx={x(points.length - 1)}
          cy={y(last)}
          r={2.5}
        />
      ) : null}
    </svg>
  );
};
