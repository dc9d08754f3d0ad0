import type { QuotaArticleOption } from '@portal/contracts';
import { MonthPicker } from '../../../components/filters/month-picker.tsx';
import { QuotaArticlesFilter } from '../../../components/filters/quota-articles-filter.tsx';
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
  return (
    <>
      <QuotaArticlesFilter
        label={chartsTexts.collections}
        articles={articles}
        value={draft.quotaArticles}
        onChange={(quotaArticles) => setDraft({ quotaArticles })}
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
