import type { OrderPrintout } from '@portal/contracts';
import type { OrderPdfInput } from '@portal/contracts/order-pdf';

// "Compartilhar PDF" (docs/domain.md §8.4): the order's PDF built on the device by the builder the server uses
// (@portal/contracts/order-pdf, loaded only now), so it works offline; handed to the phone's share sheet when it takes
// files, downloaded elsewhere.

export type PdfShareOutcome = 'shared' | 'downloaded' | 'canceled';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'>;

/**
 * What the PDF is built from: the server's answer of a sent order, or a draft as the device has it (its lines and
 * terms evaluated on the device), either with the printout when the server has sent it.
 */
export type PdfOrder = OrderPdfInput['order'] & { printout?: OrderPrintout | undefined };

/** What the PDF says of the company, customer and rep when the answer kept on the device predates them. */
const printoutOf = (order: PdfOrder, repName: string): OrderPrintout =>
  order.printout ?? { companyName: '', customerCity: null, customerState: null, representativeName: repName };

/** The order's PDF as a file named as the server names it. */
export const orderPdfFile = async (order: PdfOrder, repName: string): Promise<File> => {
  const { buildOrderPdf, orderPdfFileName, orderPdfTermsOf } = await import('@portal/contracts/order-pdf');
  const bytes = buildOrderPdf({ order, printout: printoutOf(order, repName), terms: orderPdfTermsOf(order) });
  return new File([bytes.slice().buffer as ArrayBuffer], orderPdfFileName(order), {
    type: 'application/pdf',
  });
};

const download = (file: File): void => {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Shares the order's PDF (share sheet with files), or downloads it where the device cannot share files. */
export const shareOrderPdf = async (
  order: PdfOrder,
  repName: string,
  share: Partial<ShareNavigator> = navigator,
): Promise<PdfShareOutcome> => {
  const file = await orderPdfFile(order, repName);
  if (share.share && share.canShare?.({ files: [file] })) {
    try {
      await share.share({ files: [file], title: file.name });
      return 'shared';
    } catch (error) {
      // The rep closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return 'canceled';
      throw error;
    }
  }
  download(file);
  return 'downloaded';
};
