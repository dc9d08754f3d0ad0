import type { CurrentUser } from '@portal/contracts';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { recordCarriedFilters } from '../../components/report-page/carried-filters.ts';
import { paths } from '../../config/paths.ts';
import { endViewAs, useViewAs } from '../../lib/view-as.ts';

export const viewAsBannerTexts = {
  viewing: (id: number, name: string) => `Visualizando como representante ${id} — ${name}`,
  back: 'Voltar à equipe',
};

/**
 * While a rep-0 user views the portal as a rep (opened from Equipe), every screen says so, with the way back. Going
 * back also drops the rep from the filters the next screens start with.
 */
export const ViewAsBanner = ({ user }: { user: CurrentUser }) => {
  const view = useViewAs(user.username);
  const navigate = useNavigate();
  if (!view || user.kind === 'rep') return null;
  const back = () => {
    endViewAs();
    recordCarriedFilters(user.username, { representativeId: undefined }, true);
    void navigate(paths.team);
  };
  return (
    <div className="view-as-banner" role="status" data-testid="view-as-banner">
      <i className="pi pi-eye" aria-hidden="true" />
      <span>{viewAsBannerTexts.viewing(view.representativeId, view.representativeName)}</span>
      <Button
        type="button"
        label={viewAsBannerTexts.back}
        icon="pi pi-arrow-left"
        size="small"
        onClick={back}
      />
    </div>
  );
};
