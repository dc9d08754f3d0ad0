import { InputText } from 'primereact/inputtext';
import { filterTexts } from '../filters/filter-texts.ts';

type Props = { value: number | null | undefined; onChange: (value: number | null) => void };

/** Representante: typed by a user with representativeId 0 only (docs/product.md §6). */
export const RepresentativeField = ({ value, onChange }: Props) => (
  <div className="filter-field">
    <label htmlFor="filter-representative">Representante</label>
    <InputText
      id="filter-representative"
      inputMode="numeric"
      value={value === null || value === undefined ? '' : String(value)}
      placeholder={filterTexts.representativePlaceholder}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 9);
        onChange(digits === '' ? null : Number(digits));
      }}
    />
  </div>
);
