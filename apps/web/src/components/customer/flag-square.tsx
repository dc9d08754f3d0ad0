import './customer.css';
import { Tooltip } from 'primereact/tooltip';
import { flagInfo } from './financial-flag.ts';

/**
 * The financial flag's colour square (docs/product.md §4). Its tooltip text rides on the element; one <FlagTooltips /> per
 * screen shows it (a PrimeReact Tooltip per square made 50 cards slow to mount).
 */
export const FlagSquare = ({ flag, size = '1.1rem' }: { flag: number; size?: string }) => {
  const info = flagInfo(flag);
  return (
    <span
      className="flag-square"
      role="img"
      aria-label={`${info.label}: ${info.tooltip}`}
      data-flag={flag}
      data-pr-tooltip={info.tooltip}
      style={{ background: info.color, width: size, height: size }}
    />
  );
};

export const FlagTooltips = () => <Tooltip target=".flag-square" position="top" />;
