// What an export of the portal's orders reports: the control channel carries it between processes, and it sits below
// the database connection, so it must not reach the export's code (which stands on that connection).

export type ExportOrdersResult =
  { ok: true; orders: number; items: number; folder: string } | { ok: false; problem: string };
