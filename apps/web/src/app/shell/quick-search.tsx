import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { screens as allScreens, screensFor, type Screen } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { matchesQuery } from '../../lib/text-search.ts';

/** Menu entries whose label or other name contains every typed word, ignoring case and accents (docs/product.md §2.2). */
export const searchScreens = (query: string, screens: readonly Screen[] = allScreens): Screen[] =>
  query.trim() === '' ? [] : screens.filter((screen) => matchesQuery(query, screen.label, screen.alias));

/** Quick menu search of the top bar: type, pick with the arrows or the mouse, Enter opens. */
export const QuickSearch = ({ onNavigate }: { onNavigate?: () => void }) => {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const { user } = useSession();
  const results = useMemo(() => searchScreens(query, screensFor(user)), [query, user]);
  const open = query.trim() !== '';

  const go = (screen: Screen | undefined) => {
    if (!screen) return;
    setQuery('');
    onNavigate?.();
    void navigate(screen.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((index) => Math.min(index + 1, results.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(results[active]);
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };

  return (
    <div className="quick-search">
      <span className="input-icon">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          className="p-inputtext p-component p-inputtext-sm"
          type="search"
          role="combobox"
          aria-label="Buscar no menu"
          placeholder="Buscar no menu"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && results[active] ? `${listId}-${results[active].id}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setQuery(''), 150)}
        />
      </span>
      {open && (
        <ul id={listId} role="listbox" aria-label="Telas encontradas" className="quick-search-results">
          {results.length === 0 && <li className="quick-search-empty">Nenhuma tela encontrada</li>}
          {results.map((screen, index) => (
            <li
              key={screen.id}
              id={`${listId}-${screen.id}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'is-active' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(screen)}
            >
              <i className={screen.icon} aria-hidden="true" />
              <span>{screen.label}</span>
              {screen.alias && <small>{screen.alias}</small>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
