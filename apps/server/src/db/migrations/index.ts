import type { Migration } from 'kysely';
import * as initialSchema from './20261123090000_initial_schema.ts';
import * as reportCoveringIndexes from './20261123114000_report_covering_indexes.ts';
import * as dataVersion from './20261123160000_data_version.ts';
import * as dropRedundantIndexes from './20261123190000_drop_redundant_indexes.ts';
import * as receivablesBalanceCheck from './20261123210000_receivables_balance_check.ts';
import * as invoicesOrderIssueCover from './20261123220000_invoices_order_issue_cover.ts';
import * as orderTotals from './20261124090000_order_totals.ts';
import * as dataChangeNotice from './20261124120000_data_change_notice.ts';
import * as visits from './20261125090000_visits.ts';
import * as teamViews from './20261125150000_team_views.ts';
import * as messagesAndNotifications from './20261125160000_messages_and_notifications.ts';
import * as orders from './20261126120000_orders.ts';
import * as deviceCookiesAndSignOut from './20261126130000_device_cookies_and_sign_out.ts';
import * as importHistory from './20261126140000_import_history.ts';
import * as mapPoints from './20261128120000_map_points.ts';
import * as companyWideIndexes from './20261128130000_company_wide_indexes.ts';
import * as importHistoryInterrupted from './20261201120000_import_history_interrupted.ts';
import * as orderTermsAndApproval from './20261201130000_order_terms_and_approval.ts';
import * as packs from './20261201140000_packs.ts';
import * as erpAnswer from './20261202120000_erp_answer.ts';
import * as orderDeliveries from './20261202130000_order_deliveries.ts';
import * as erpLinkTablesWatched from './20261202140000_erp_link_tables_watched.ts';
import * as userFilePasswords from './20261203100000_user_file_passwords.ts';
import * as importHistoryStartUp from './20261203101000_import_history_start_up.ts';
import * as orderExports from './20261203110000_order_exports.ts';

/** Every migration, by name, in order. A new migration is a new file plus one line here. */
export const migrations: Record<string, Migration> = {
  '20261123090000_initial_schema': initialSchema,
  '20261123114000_report_covering_indexes': reportCoveringIndexes,
  '20261123160000_data_version': dataVersion,
  '20261123190000_drop_redundant_indexes': dropRedundantIndexes,
  '20261123210000_receivables_balance_check': receivablesBalanceCheck,
  '20261123220000_invoices_order_issue_cover': invoicesOrderIssueCover,
  '20261124090000_order_totals': orderTotals,
  '20261124120000_data_change_notice': dataChangeNotice,
  '20261125090000_visits': visits,
  '20261125150000_team_views': teamViews,
  '20261125160000_messages_and_notifications': messagesAndNotifications,
  '20261126120000_orders': orders,
  '20261126130000_device_cookies_and_sign_out': deviceCookiesAndSignOut,
  '20261126140000_import_history': importHistory,
  '20261128120000_map_points': mapPoints,
  '20261128130000_company_wide_indexes': companyWideIndexes,
  '20261201120000_import_history_interrupted': importHistoryInterrupted,
  '20261201130000_order_terms_and_approval': orderTermsAndApproval,
  '20261201140000_packs': packs,
  '20261202120000_erp_answer': erpAnswer,
  '20261202130000_order_deliveries': orderDeliveries,
  '20261202140000_erp_link_tables_watched': erpLinkTablesWatched,
  '20261203100000_user_file_passwords': userFilePasswords,
  '20261203101000_import_history_start_up': importHistoryStartUp,
  '20261203110000_order_exports': orderExports,
};
