import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import type { TeamGridRow } from '../team-columns.tsx';
import { teamTexts as t } from '../team-texts.ts';
import { viewAsTargets, type ViewAsTarget } from '../utils/view-as-links.ts';

/**
 * "Abrir como representante": one menu for the page, opened by each row's button, listing the report screens; picking
 * one opens it with that rep chosen. `onOpen` records the view (audit) and navigates.
 */
export const useOpenAsMenu = (onOpen: (row: TeamGridRow, target: ViewAsTarget) => void) => {
  const menu = useRef<Menu>(null);
  const [row, setRow] = useState<TeamGridRow | null>(null);
  const items: MenuItem[] = [
    {
      label: row ? `${row.representativeId} - ${row.representativeName}` : t.openAs,
      items: viewAsTargets.map((target) => ({
        label: target.label,
        icon: target.icon,
        command: () => row && onOpen(row, target),
      })),
    },
  ];
  const button = useCallback(
    (target: TeamGridRow) => (
      <Button
        type="button"
        className="team-open-as"
        label="Abrir"
        icon="pi pi-external-link"
        size="small"
        text
        aria-label={t.openAsOf(target.representativeId, target.representativeName)}
        aria-haspopup="menu"
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          setRow(target);
          menu.current?.toggle(event);
        }}
      />
    ),
    [],
  );
  const element = <Menu model={items} popup ref={menu} id="team-open-as-menu" aria-label={t.openAs} />;
  return { button, element };
};
