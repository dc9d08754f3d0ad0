import { Button } from 'primereact/button';
import type { Ref } from 'react';
import { ListMapSwitch, type ListOrMap } from '../../../components/map/list-map-switch.tsx';
import { formatDistance } from '../../../lib/geo/distance.ts';
import { visitPlanTexts as t } from '../visit-plan-texts.ts';

export type PlanView = ListOrMap;

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
    <ListMapSwitch view={view} onView={onView} />
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
