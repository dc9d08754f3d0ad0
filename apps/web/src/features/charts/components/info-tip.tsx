import { Button } from 'primereact/button';

/** The (i) beside a tile title (docs/product.md §2.5): hover on desktop, tap on a phone; the text is also its name. */
export const InfoTip = ({ text }: { text: string }) => (
  <Button
    type="button"
    icon="pi pi-info-circle"
    rounded
    text
    size="small"
    className="info-tip"
    aria-label={text}
    tooltip={text}
    tooltipOptions={{ event: 'both', position: 'top', autoHide: true }}
  />
);
