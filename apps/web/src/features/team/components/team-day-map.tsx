import type { TeamDayVisit } from '@portal/contracts';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { dropdownA11y } from '../../../components/filters/dropdown-a11y.ts';
import { LazyPinMap } from '../../../components/map/lazy-pin-map.tsx';
import { MapLegend } from '../../../components/map/map-legend.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatTime } from '../../../lib/format.ts';
import { visitPlaceText } from '../../../lib/geo/distance.ts';
import { useTeamDayVisits } from '../api/get-team-day-visits.ts';
import { teamTexts } from '../team-texts.ts';
import { dayVisitColors, dayVisitPin } from '../utils/day-visit-pins.ts';

const t = teamTexts.dayMap;

type Props = {
  representatives: readonly { id: number; name: string }[];
  /** The business day, `yyyy-mm-dd`: the day shown first. */
  today: string;
};

/** Where it happened, or why that is not known: the rep's side (no position) told apart from the customer's. */
export const placeOf = (visit: TeamDayVisit): string => {
  const judged = visitPlaceText(visit);
  if (judged) return judged;
  if (visit.visitLatitude === null) return t.noPosition;
  if (visit.location === 'city') return t.cityPoint;
  if (visit.location === null) return t.noCustomerPoint;
  // A position and the customer's own point, yet no distance: the fix was too rough to judge (docs/domain.md §7).
  return t.imprecise;
};

/** A rep's visits of one day on a map, numbered in the order recorded, with the same list beside it. */
export const TeamDayMap = ({ representatives, today }: Props) => {
  const [draft, setDraft] = useState<{ representativeId: number | null; date: string }>({
    representativeId: representatives[0]?.id ?? null,
    date: today,
  });
  const [query, setQuery] = useState<{ representativeId: number; date: string } | null>(null);
  const visits = useTeamDayVisits(query);
  const answer = visits.data;
  const pins = useMemo(
    () => (answer?.visits ?? []).flatMap((visit, index) => dayVisitPin(visit, index, '') ?? []),
    [answer],
  );
  return (
    <section className="card team-day-map" aria-labelledby="team-day-map-title">
      <h3 id="team-day-map-title">{t.title}</h3>
      <form
        className="team-day-map-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.representativeId !== null)
            setQuery({ representativeId: draft.representativeId, date: draft.date });
        }}
      >
        <div className="filter-field">
          <label htmlFor="team-day-rep">{t.representative}</label>
          <Dropdown
            inputId="team-day-rep"
            value={draft.representativeId}
            options={representatives.map((rep) => ({ value: rep.id, label: `${rep.name} (${rep.id})` }))}
            onChange={(event) => setDraft({ ...draft, representativeId: Number(event.value) })}
            filter
            pt={dropdownA11y(t.representative)}
          />
        </div>
        <div className="filter-field">
          <label htmlFor="team-day-date">{t.day}</label>
          <input
            id="team-day-date"
            className="p-inputtext"
            type="date"
            value={draft.date}
            max={today}
            onChange={(event) => setDraft({ ...draft, date: event.target.value || today })}
          />
        </div>
        <Button type="submit" label={t.show} icon="pi pi-map" disabled={draft.representativeId === null} />
      </form>
      {visits.error && <p className="report-empty">{`${t.error}: ${errorMessage(visits.error)}`}</p>}
      {answer && answer.visits.length === 0 && <p className="report-empty">{t.none}</p>}
      {answer && answer.visits.length > 0 && (
        <div className="team-day-map-body">
          <LazyPinMap
            className="team-day-map-canvas"
            label={t.mapLabel(answer.representativeName, answer.visits.length)}
            pins={pins}
            onSelect={() => undefined}
          />
          <div>
            <MapLegend
              colors={dayVisitColors}
              cityCentre={pins.some((pin) => pin.atCityCentre)}
              flagged={t.offSite}
            />
            <ol className="team-day-visits" data-testid="team-day-visits">
              {answer.visits.map((visit, index) => (
                <li key={`${visit.customerRegister}-${index}`} data-off-site={visit.offSite === true}>
                  <span className="team-day-visit-time">{formatTime(new Date(visit.recordedAt))}</span>{' '}
                  <strong>{visit.customerName}</strong> · {teamTexts.outcomes[visit.outcome]} ·{' '}
                  {placeOf(visit)}
                </li>
              ))}
            </ol>
          </div>
        </div>
      )}
    </section>
  );
};
