import type { QuotaArticleOption } from '@portal/contracts';
import { MonthRangeFilter } from '../../../components/filters/month-range.tsx';
import { MultiSelectFilter } from '../../../components/filters/multi-select-filter.tsx';
import { QuotaArticlesFilter } from '../../../components/filters/quota-articles-filter.tsx';
import { SwitchFilter } from '../../../components/filters/switch-filter.tsx';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';
import { FINANCIAL_FLAGS, flagInfo } from '../../../components/customer/financial-flag.ts';
import { type SalesFrequencyFilters } from '../utils/sales-frequency-filters.ts';
import { CityCustomerFields } from '../../../components/filters/city-customer-fields.tsx';
import { workingRepresentative } from '../../../components/report-page/query-values.ts';

type Props = {
  draft: SalesFrequencyFilters;
  setDraft: (patch: Partial<SalesFrequencyFilters>) => void;
  articles: readonly QuotaArticleOption[];
  articlesLoading: boolean;
  /** The rep's own id, or null for a supervisor who types one. */
  lockedRepresentativeId: number | null;
  /** Sit. Financeira: on Situação Limite, not on the Potencial grid (docs/product.md §2.6, §2.7). */
  financialFlagFilter: boolean;
};

/** Cidade, Cliente, Rota, Coleções, Sit. Financeira, Comprou and Emissão; Representante is the report frame's. */

export const SalesFrequencyFilterFields = ({
  draft,
  setDraft,
  articles,
  articlesLoading,
  lockedRepresentativeId,
  financialFlagFilter,
}: Props) => {
  const representativeId = workingRepresentative({ draft, lockedRepresentativeId });
  return (
    <>
      <CityCustomerFields
        draft={draft}
        setDraft={setDraft}
        representativeId={representativeId}
        disabledText={t.fillRepresentativeFirst}
      />
      <QuotaArticlesFilter
        label={t.collections}
        articles={articles}
        value={draft.quotaArticles}
        onChange={(quotaArticles) => setDraft({ quotaArticles })}
        loading={articlesLoading}
      />
      {financialFlagFilter && (
        <MultiSelectFilter
          id="filter-financial-flags"
          label={t.financialFlag}
          options={FINANCIAL_FLAGS}
          value={draft.financialFlags ?? []}
          onChange={(flags) => setDraft({ financialFlags: flags })}
          optionLabel={(flag) => `${flag} - ${flagInfo(flag).label}`}
          optionValue={(flag) => flag}
          placeholder={t.allFlags}
        />
      )}
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
