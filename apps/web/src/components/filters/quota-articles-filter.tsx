import type { QuotaArticleOption } from '@portal/contracts';
import { MultiSelectFilter } from './multi-select-filter.tsx';

type Props = {
  label: string;
  articles: readonly QuotaArticleOption[];
  /** The codes picked; undefined means every article. */
  value: string[] | undefined;
  onChange: (codes: string[] | undefined) => void;
  loading: boolean;
};

/**
 * Coleções (the quota articles, every one selected by default). Every article selected is kept as "no filter"
 * (undefined) so the URL stays short and the cache is shared.
 */
export const QuotaArticlesFilter = ({ label, articles, value, onChange, loading }: Props) => {
  const allCodes = articles.map((article) => article.code);
  return (
    <MultiSelectFilter
      id="filter-quota-articles"
      label={label}
      options={articles}
      value={value ?? allCodes}
      onChange={(codes) => onChange(codes.length === allCodes.length ? undefined : codes)}
      optionLabel={(article) => `${article.code} - ${article.description}`}
      optionValue={(article) => article.code}
      loading={loading}
    />
  );
};
