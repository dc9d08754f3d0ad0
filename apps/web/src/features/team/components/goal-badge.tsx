import { formatPercent } from '../../../lib/format.ts';
import { goalBand, goalBandIcon } from '../utils/goal-scale.ts';
import { teamTexts } from '../team-texts.ts';

/** % of goal on its colour band, with an icon and the band's words for whoever does not read colours. */
export const GoalBadge = ({ percentage }: { percentage: number }) => {
  const band = goalBand(percentage);
  return (
    <span className={`goal-badge goal-${band}`} title={teamTexts.goalBand[band]}>
      <i className={goalBandIcon[band]} aria-hidden="true" />
      {formatPercent(percentage)}
      <span className="goal-words"> ({teamTexts.goalBand[band]})</span>
    </span>
  );
};
