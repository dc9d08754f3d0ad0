import type { QuotaArticleOption } from '@portal/contracts';
import { MonthPicker } from '../../../components/filters/month-picker.tsx';
import { MultiSelectFilter } from '../../../components/filters/multi-select-filter.tsx';
import { chartsTexts } from '../charts-texts.ts';
import type { ChartsFilters } from '../utils/charts-filters.ts';
import { defaultChartsFilters } from '../utils/charts-filters.ts';

type Props = {
  draft: ChartsFilters;
  setDraft: (patch: Partial<ChartsFilters>) => void;
  articles: readonly QuotaArticleOption[];
  articlesLoading: boolean;
};

/** Coleções (every one selected by default, docs/product.md §2.5) and Mês e Ano. */
export const ChartsFilterFields = ({ draft, setDraft, articles, articlesLoading }: Props) => {
  const allCodes = articles.map((article) => article.code);
  return (
    <>
      <MultiSelectFilter
        id="filter-quota-articles"
        label={chartsTexts.collections}
        options={articles}
        value={draft.quotaArticles ?? allCodes}
        // Every article selected is kept as "no filter" so the URL stays short and the cache is shared.
        onChange={(codes) =>
          setDraft({ quotaArticles: codes.length === allCodes.length ? undefined : codes })
        }
        optionLabel={(article) => `${article.code} - ${article.description}`}
        optionValue={(article) => article.code}
        loading={articlesLoading}
      />
      <MonthPicker
        id="filter-month"
        label={chartsTexts.month}
        edge="start"
        value={draft.date}
        onChange={(date) => setDraft({ date: date ?? defaultChartsFilters().date })}
      />
    </>
  );
};
