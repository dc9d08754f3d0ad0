import { z } from 'zod';

// What the order's PDF shows beyond the order itself (docs/domain.md §8.4): the company's name and the customer's and
// rep's, carried with the draft's answer so the device builds the same document offline.

export const orderPrintout = z.object({
  /** PORTAL_COMPANY_NAME. */
  companyName: z.string(),
  customerCity: z.string().nullable(),
  /** UF. */
  customerState: z.string().nullable(),
  representativeName: z.string(),
});
export type OrderPrintout = z.infer<typeof orderPrintout>;
