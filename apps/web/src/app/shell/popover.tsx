import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Accessible name of the button (icon buttons have no text). */
  label: string;
  icon: string;
  /** Visible content of the button, when it is more than an icon. */
  buttonContent?: ReactNode;
  buttonClassName?: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  align?: 'left' | 'right';
  /** A count shown on the button (unread items); 0 or absent shows none. */
  badge?: number;
  /** Extra class of the panel (a wider one, or one that fills a phone's width). */
  panelClassName?: string;
  /** Extra class of the whole (button and panel). */
  className?: string;
  /** The button's accessible name when it shows more than an icon (its text may be hidden on a phone). */
  buttonLabel?: string;
};

const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
const unreadText = (count: number) =>
  count > 99 ? 'mais de 99 não lidas' : count === 1 ? '1 não lida' : `${count} não lidas`;

/** A top-bar button with a small panel under it; closes on Escape or a click outside. */
export const Popover = ({
  label,
  icon,
  buttonContent,
  buttonClassName = '',
  children,
  align = 'right',
  badge = 0,
  panelClassName = '',
  className,
  buttonLabel,
}: Props) => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element;
      // A PrimeReact overlay opened from the panel (a multi-select's options) lives under <body> but belongs to it.
      if (target.closest?.('[data-pr-is-overlay]')) return;
      if (!root.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The first Escape closes an option list opened from the panel (it closes itself); the next one the panel.
      if (document.querySelector('[data-pr-is-overlay]')) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={className ? `popover ${className}` : 'popover'} ref={root}>
      <button
        type="button"
        className={`topbar-button ${buttonClassName}`}
        aria-label={buttonContent ? buttonLabel : badge > 0 ? `${label}: ${unreadText(badge)}` : label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <i className={icon} aria-hidden="true" />
        {buttonContent}
        {badge > 0 && (
          <span className="topbar-badge" aria-hidden="true">
            {badgeText(badge)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          className={`popover-panel popover-${align} ${panelClassName}`}
          role="dialog"
          aria-label={label}
        >
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
};
