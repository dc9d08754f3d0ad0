import type { ServedAnswer } from '@portal/contracts';
import { formatInteger, formatPercent } from '../../../lib/format.ts';
import { chartsTexts } from '../charts-texts.ts';
import { chartColor, type ChartColor } from '../../../components/charts/chart-theme.ts';
import { IndicatorTile, type TileQuery } from './indicator-tile.tsx';

type FigureProps = { label: string; value: number; color: ChartColor; icon: string; testId: string };

const Figure = ({ label, value, color, icon, testId }: FigureProps) => (
  <li className="served-figure" style={{ ['--figure-color' as string]: chartColor(color) }}>
    <i className={`pi ${icon}`} aria-hidden="true" />
    <span className="figure-value" data-testid={testId}>
      {formatInteger(value)}
    </span>
    <span className="figure-label">{label}</span>
  </li>
);

/** The three counts of the tile, in the order they are read. */
const FIGURES: (Omit<FigureProps, 'value'> & { field: keyof ServedAnswer })[] = [
  { field: 'served', label: chartsTexts.served, color: 'green', icon: 'pi-check-circle', testId: 'served' },
  {
    field: 'unservedNonDefaulter',
    label: chartsTexts.unservedRegular,
    color: 'blue',
    icon: 'pi-clock',
    testId: 'unserved-regular',
  },
  {
    field: 'unservedDefaulter',
    label: chartsTexts.unservedDefaulter,
    color: 'red',
    icon: 'pi-exclamation-circle',
    testId: 'unserved-defaulter',
  },
];

const ServedFigures = ({ data }: { data: ServedAnswer }) => {
  const total = data.served + data.unservedNonDefaulter + data.unservedDefaulter;
  const share = total > 0 ? (data.served / total) * 100 : 0;
  return (
    <div className="served">
      <ul className="served-figures">
        {FIGURES.map(({ field, ...figure }) => (
          <Figure key={figure.testId} {...figure} value={data[field]} />
        ))}
      </ul>
      <div className="served-bar" aria-hidden="true">
        <span style={{ width: `${share}%`, background: chartColor('green') }} />
      </div>
      <p className="served-share">{`${formatPercent(share, 1)} da carteira atendida no mês`}</p>
    </div>
  );
};

export const ServedTile = ({ query }: { query: TileQuery<ServedAnswer> }) => (
  <IndicatorTile title={chartsTexts.servedTitle} errorLabel={chartsTexts.errors.served} query={query}>
    {(data) => <ServedFigures data={data} />}
  </IndicatorTile>
);
