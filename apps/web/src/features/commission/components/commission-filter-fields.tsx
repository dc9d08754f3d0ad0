import { MonthPicker } from '../../../components/filters/month-picker.tsx';
import { commissionTexts as t } from '../commission-texts.ts';
import { defaultCommissionFilters, type CommissionFilters } from '../utils/commission-filters.ts';

type Props = {
  draft: CommissionFilters;
  setDraft: (patch: Partial<CommissionFilters>) => void;
};

/** Mês e Ano, as on Indicadores: the month whose entries are read (the forecast is always from today). */
export const CommissionFilterFields = ({ draft, setDraft }: Props) => (
  <MonthPicker
    id="filter-month"
    label={t.month}
    edge="start"
    value={draft.date}
    onChange={(date) => setDraft({ date: date ?? defaultCommissionFilters().date })}
  />
);
