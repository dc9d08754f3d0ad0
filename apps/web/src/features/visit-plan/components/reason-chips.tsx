import type { VisitReason } from '@portal/contracts';
import { reasonChip } from '../utils/reason-chips.ts';

const icons = {
  collect: 'pi pi-money-bill',
  replenish: 'pi pi-refresh',
  goal: 'pi pi-flag',
  blocked: 'pi pi-lock',
  credit: 'pi pi-credit-card',
} as const;

/** The reasons to visit as chips: an icon and words for each, so no reason is told by its colour alone. */
export const ReasonChips = ({ reasons }: { reasons: readonly VisitReason[] }) => (
  <ul className="vp-chips" aria-label="Motivos da visita">
    {reasons.map((reason, index) => {
      const chip = reasonChip(reason);
      return (
        <li key={`${reason.kind}-${index}`} className={`vp-chip vp-chip-${chip.kind}`} data-kind={chip.kind}>
          <i className={icons[chip.kind]} aria-hidden="true" />
          <span className="vp-chip-label">{chip.label}</span>
          {chip.figure && <span className="vp-chip-figure">{chip.figure}</span>}
          {chip.detail && <span className="vp-chip-detail">{chip.detail}</span>}
        </li>
      );
    })}
  </ul>
);
