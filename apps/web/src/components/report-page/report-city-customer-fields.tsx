import { CityCustomerFields } from '../filters/city-customer-fields.tsx';
import { workingRepresentative } from './query-values.ts';
import type { ReportFilters } from './use-report-filters.ts';

/** The draft fields Cidade, Cliente and Rota edit. */
export type CityCustomerDraft = {
  representativeId?: number | null;
  cities?: number[];
  customers?: string[];
  route?: string;
};

type Props<F extends CityCustomerDraft> = {
  report: ReportFilters<F>;
  /** Placeholder of Cidade and Cliente while no representative is known. */
  disabledText: string;
  /** Cliente alone, for a screen whose rows cannot be narrowed by city (Dup. Aberto). */
  customersOnly?: boolean;
};

/** Cidade, Cliente (and Rota where the screen has it) bound to a report's draft, searched for its working representative. */
export const ReportCityCustomerFields = <F extends CityCustomerDraft>({
  report,
  disabledText,
  customersOnly,
}: Props<F>) => (
  <CityCustomerFields
    draft={report.draft}
    setDraft={(patch) => report.setDraft(patch as Partial<F>)}
    representativeId={workingRepresentative(report)}
    disabledText={disabledText}
    customersOnly={customersOnly}
  />
);
