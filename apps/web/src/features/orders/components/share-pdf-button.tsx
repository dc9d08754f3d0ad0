import { useEffect, useState } from 'react';
import { ordersTexts as t } from '../orders-texts.ts';
import { shareOrderPdf, type PdfOrder } from '../utils/share-order-pdf.ts';

/** "Compartilhar PDF": the order's PDF made on the device (offline too) and shared or downloaded. */
export const SharePdfButton = ({
  order,
  repName,
}: {
  /** The order as it is now; a function for a draft, so its PDF is built only on the tap. */
  order: PdfOrder | (() => PdfOrder);
  repName: string;
}) => {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The builder is its own chunk: loaded while the screen is open, so a tap without signal still makes the PDF.
  useEffect(() => void import('@portal/contracts/order-pdf').catch(() => undefined), []);
  const onClick = () => {
    setState('busy');
    shareOrderPdf(typeof order === 'function' ? order() : order, repName).then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <button type="button" className="order-button" onClick={onClick} disabled={state === 'busy'}>
        <i className="pi pi-file-pdf" aria-hidden="true" />
        {state === 'busy' ? t.sharePdfBusy : t.sharePdf}
      </button>
      {state === 'failed' && (
        <p className="order-hint" role="alert">
          {t.sharePdfFailed}
        </p>
      )}
    </>
  );
};
