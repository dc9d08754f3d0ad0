import { Button } from 'primereact/button';
import type { Page } from '../utils/paging.ts';
import { salesFrequencyTexts as t } from '../sales-frequency-texts.ts';

type Props = { page: Page<unknown>; onPage: (page: number) => void; label: string };

/** Previous or next page: disabled at the matching end. */
const Step = ({ page, onPage, next }: Omit<Props, 'label'> & { next: boolean }) => (
  <Button
    type="button"
    icon={next ? 'pi pi-chevron-right' : 'pi pi-chevron-left'}
    rounded
    text
    aria-label={next ? t.next : t.previous}
    disabled={next ? !page.hasNext : !page.hasPrevious}
    onClick={() => onPage(page.page + (next ? 1 : -1))}
  />
);

/** "Página x/y" between previous and next (docs/product.md §4: previous disabled on the first page, next on the last). */
export const Pager = ({ page, onPage, label }: Props) => (
  <nav className="pager" aria-label={label}>
    <Step page={page} onPage={onPage} next={false} />
    <span className="pager-text" aria-live="polite">{`${t.page} ${page.page}/${page.pageCount}`}</span>
    <Step page={page} onPage={onPage} next />
  </nav>
);
