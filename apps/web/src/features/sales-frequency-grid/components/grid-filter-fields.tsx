import type { QuotaArticleOption } from '@portal/contracts';
import { CityCustomerFields } from '../../../components/filters/city-customer-fields.tsx';
import { MonthRangeFilter } from '../../../components/filters/month-range.tsx';
import { MultiSelectFilter } from '../../../components/filters/multi-select-filter.tsx';
import { SwitchFilter } from '../../../components/filters/switch-filter.tsx';
import { gridTexts as t } from '../grid-texts.ts';
import { chosenRepresentative, type GridFilters } from '../utils/grid-filters.ts';

type Props = {
  draft: GridFilters;
  setDraft: (patch: Partial<GridFilters>) => void;
  articles: readonly QuotaArticleOption[];
  articlesLoading: boolean;
  lockedRepresentativeId: number | null;
};

/** Cidade, Cliente, Rota, Coleções, Comprou and Emissão (spec §2.7); Representante is added by the report frame. */
export const GridFilterFields = ({
  draft,
  setDraft,
  articles,
  articlesLoading,
  lockedRepresentativeId,
}: Props) => {
  const allCodes = articles.map((article) => article.code);
  const representativeId = lockedRepresentativeId ?? chosenRepresentative(draft);
  return (
    <>
      <CityCustomerFields
        draft={draft}
        setDraft={setDraft}
        representativeId={representativeId}
        disabledText={t.fillRepresentativeFirst}
      />
      <MultiSelectFilter
        id="filter-quota-articles"
        label={t.collections}
        options={articles}
        value={draft.quotaArticles ?? allCodes}
        onChange={(codes) =>
          setDraft({ quotaArticles: codes.length === allCodes.length ? undefined : codes })
        }
        optionLabel={(article) => `${article.code} - ${article.description}`}
        optionValue={(article) => article.code}
        loading={articlesLoading}
      />
      <SwitchFilter
        id="filter-bought"
        label={t.bought}
        checked={draft.bought ?? false}
        onChange={(bought) => setDraft({ bought })}
        onText={t.boughtOn}
        offText={t.boughtOff}
      />
      <MonthRangeFilter
        id="filter-issue"
        label={t.issue}
        value={{ start: draft.initialIssueDate, end: draft.finalIssueDate }}
        onChange={(range) => setDraft({ initialIssueDate: range.start, finalIssueDate: range.end })}
      />
    </>
  );
};
