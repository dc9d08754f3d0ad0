import type { TeamViewAsAnswer } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { recordAudit } from '../../domain/audit/audit-log.queries.ts';

// "Abrir como representante" (docs/domain.md §5.4, decision 074): a rep-0 user starts viewing the portal as one rep
// of their scope. Nothing changes but the audit trail, which answers "who looked at whose figures, and when".

export type ViewAs = {
  representativeId: number;
  actor: { userId: number; username: string; supervisorId: number | null };
};

/** The rep as the banner names them, after the audit row is written; null when no such rep exists. */
export const recordViewAs = async (db: Kysely<Database>, view: ViewAs): Promise<TeamViewAsAnswer | null> =>
  db.transaction().execute(async (trx) => {
    const rep = await trx
      .selectFrom('representatives as rp')
      .leftJoin('supervisors as s', 's.id', 'rp.supervisor_id')
      .select(['rp.id', 'rp.name', 'rp.supervisor_id', 's.name as supervisor_name'])
      .where('rp.id', '=', view.representativeId)
      .executeTakeFirst();
    if (!rep) return null;
    const answer: TeamViewAsAnswer = {
      representativeId: rep.id,
      representativeName: rep.name,
      supervisorId: rep.supervisor_id,
      supervisorName: rep.supervisor_name,
    };
    await recordAudit(trx, {
      userId: view.actor.userId,
      username: view.actor.username,
      action: 'view',
      entity: 'representative_view',
      entityKey: String(rep.id),
      oldValue: null,
      newValue: {
        representativeId: rep.id,
        representativeName: rep.name,
        viewerSupervisorId: view.actor.supervisorId,
      },
    });
    return answer;
  });
