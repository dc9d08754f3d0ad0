import './list-map-switch.css';
import { mapTexts as t } from './map-texts.ts';

export type ListOrMap = 'list' | 'map';

/** "Lista | Mapa": the list is the map's accessible alternative, so both stay one tap away. */
export const ListMapSwitch = ({ view, onView }: { view: ListOrMap; onView: (view: ListOrMap) => void }) => (
  <div className="list-map-switch" role="group" aria-label={t.view}>
    {(['list', 'map'] as const).map((option) => (
      <button
        key={option}
        type="button"
        className="list-map-option"
        aria-pressed={view === option}
        onClick={() => onView(option)}
      >
        <i className={option === 'list' ? 'pi pi-list' : 'pi pi-map'} aria-hidden="true" />
        {option === 'list' ? t.list : t.map}
      </button>
    ))}
  </div>
);
