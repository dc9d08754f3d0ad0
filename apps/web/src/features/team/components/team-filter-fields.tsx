import { Dropdown } from 'primereact/dropdown';
import { dropdownA11y } from '../../../components/filters/dropdown-a11y.ts';
import { filterTexts } from '../../../components/filters/filter-texts.ts';
import { MonthPicker } from '../../../components/filters/month-picker.tsx';
import type { Supervisor } from '../api/get-supervisors.ts';
import { teamTexts as t } from '../team-texts.ts';
import { defaultTeamFilters, type TeamFilters } from '../utils/team-filters.ts';

type Props = {
  draft: TeamFilters;
  setDraft: (patch: Partial<TeamFilters>) => void;
  /** The supervisors of the user's scope; the field shows only when there are several. */
  supervisors: readonly Supervisor[];
  loading: boolean;
};

/** Mês e Ano, and Supervisor for users who see several teams; Representante is the report frame's. */
export const TeamFilterFields = ({ draft, setDraft, supervisors, loading }: Props) => (
  <>
    <MonthPicker
      id="filter-team-month"
      label={t.month}
      value={draft.date}
      edge="start"
      onChange={(date) => setDraft({ date: date ?? defaultTeamFilters().date })}
    />
    {supervisors.length > 1 ? (
      <div className="filter-field">
        <label htmlFor="filter-team-supervisor">{t.supervisor}</label>
        <Dropdown
          inputId="filter-team-supervisor"
          value={draft.supervisorId ?? null}
          options={supervisors.map((option) => ({
            label: `${option.id} - ${option.name}`,
            value: option.id,
          }))}
          optionLabel="label"
          optionValue="value"
          onChange={(event) =>
            setDraft({ supervisorId: typeof event.value === 'number' ? event.value : undefined })
          }
          placeholder={t.allSupervisors}
          emptyMessage={filterTexts.noOptions}
          loading={loading}
          showClear
          pt={dropdownA11y(t.supervisor)}
        />
      </div>
    ) : null}
  </>
);
