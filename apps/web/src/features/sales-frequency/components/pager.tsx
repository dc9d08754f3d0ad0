import { Button } from 'primereact/button';
import type { Page } from '../utils/paging.ts';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';

type Props = { page: Page<unknown>; onPage: (page: number) => void; label: string };

/** "Página x/y" between previous and next (docs/product.md §4: previous disabled on the first page, next on the last). */
export const Pager = ({ page, onPage, label }: Props) => (
  <nav className="pager" aria-label={label}>
    <Button
      type="button"
      icon="pi pi-chevron-left"
      rounded
      text
      aria-label={t.previous}
      disabled={!page.hasPrevious}
      onClick={() => onPage(page.page - 1)}
    />
    <span className="pager-text" aria-live="polite">{`${t.page} ${page.page}/${page.pageCount}`}</span>
    <Button
      type="button"
      icon="pi pi-chevron-right"
      rounded
      text
      aria-label={t.next}
      disabled={!page.hasNext}
      onClick={() => onPage(page.page + 1)}
    />
  </nav>
);
