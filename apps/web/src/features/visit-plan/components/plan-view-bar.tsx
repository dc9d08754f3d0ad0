import { Button } from 'primereact/button';
import type { Ref } from 'react';
import { formatDistance } from '../../../lib/geo/distance.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

export type PlanView = 'list' | 'map';

type Props = {
  ref?: Ref<HTMLDivElement>;
  view: PlanView;
  onView: (view: PlanView) => void;
  /** Straight-line metres of the day when the plan is ordered by the path; null in the money order. */
  pathMeters: number | null;
  locating: boolean;
  onOrderByPath: () => void;
  onOrderByValue: () => void;
};

/** "Lista | Mapa" and the plan's two orders: by value (the server's) and by the path from where the rep stands. */
export const PlanViewBar = ({
  ref,
  view,
  onView,
  pathMeters,
  locating,
  onOrderByPath,
  onOrderByValue,
}: Props) => (
  <div className="vp-view-bar" ref={ref}>
    <div className="vp-view-switch" role="group" aria-label={t.views}>
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="vp-view-option"
          aria-pressed={view === option}
          onClick={() => onView(option)}
        >
          <i className={option === 'list' ? 'pi pi-list' : 'pi pi-map'} aria-hidden="true" />
          {option === 'list' ? t.list : t.map}
        </button>
      ))}
    </div>
    {pathMeters === null ? (
      <Button
        type="button"
        label={t.orderByPath}
        icon="pi pi-directions"
        outlined
        loading={locating}
        onClick={onOrderByPath}
      />
    ) : (
      <>
        <span className="vp-path-length" data-testid="vp-path-length" role="status">
          {t.pathLength(formatDistance(pathMeters))}
        </span>
        <Button
          type="button"
          label={t.orderByValue}
          icon="pi pi-sort-amount-down"
          outlined
          onClick={onOrderByValue}
        />
      </>
    )}
  </div>
);
