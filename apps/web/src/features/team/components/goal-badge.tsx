import { formatPercent } from '../../../lib/format.ts';
import { goalBand, goalBandIcon, goalBandText } from '../utils/goal-scale.ts';

/** % of goal on its colour band, with an icon and the band's words for whoever does not read colours. */
export const GoalBadge = ({ percentage }: { percentage: number }) => {
  const band = goalBand(percentage);
  return (
    <span className={`goal-badge goal-${band}`} title={goalBandText[band]}>
      <i className={goalBandIcon[band]} aria-hidden="true" />
      {formatPercent(percentage)}
      <span className="goal-words"> ({goalBandText[band]})</span>
    </span>
  );
};
