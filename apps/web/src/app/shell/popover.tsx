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
};

/** A top-bar button with a small panel under it; closes on Escape or a click outside. */
export const Popover = ({
  label,
  icon,
  buttonContent,
  buttonClassName = '',
  children,
  align = 'right',
}: Props) => {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="popover" ref={root}>
      <button
        type="button"
        className={`topbar-button ${buttonClassName}`}
        aria-label={buttonContent ? undefined : label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <i className={icon} aria-hidden="true" />
        {buttonContent}
      </button>
      {open && (
        <div id={panelId} className={`popover-panel popover-${align}`} role="dialog" aria-label={label}>
          {typeof children === 'function' ? children(close) : children}
        </div>
      )}
    </div>
  );
};
