import { isApprover, type ScreenId } from '../../config/paths.ts';
import { useApprovalCount } from '../../features/approvals/api/get-approval-count.ts';
import { useSession } from '../../lib/auth/session-store.ts';
import { approvalsTexts } from '../../features/approvals/approvals-texts.ts';

export type ScreenBadge = { count: number; label: string };

/**
 * What waits behind a screen, for its menu entry and its dashboard tile: the orders awaiting approval, asked by
 * approvers only, with one small cached call the screen's decisions refresh.
 */
export const useScreenBadges = (): Partial<Record<ScreenId, ScreenBadge>> => {
  const { user } = useSession();
  const approvals = useApprovalCount(isApprover(user));
  const count = approvals.data?.count ?? 0;
  return count > 0 ? { approvals: { count, label: approvalsTexts.badge(count) } } : {};
};
