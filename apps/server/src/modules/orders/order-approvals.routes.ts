import {
  approveOrderCall,
  authenticatedCallErrors,
  errorBody,
  orderApprovalCountCall,
  orderApprovalsCall,
  orderDraftConflictAnswer,
  rejectOrderCall,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, forbidden, notFound } from '../../errors.ts';
import { signedInRoute } from '../../route-of.ts';
import {
  awaitingApproval,
  awaitingCount,
  decideApproval,
  type ApprovalOutcome,
  type Decision,
} from './order-approvals.queries.ts';

// Aprovações (docs/domain.md §8.3): the awaiting orders of the caller's scope, and their approval or rejection.

const approversOnly = 'Acesso negado: só supervisores e administradores aprovam pedidos';

const percent = (value: number): string => value.toFixed(2).replace('.', ',');

/** The draft an approval answers, or the error it is refused with. */
const outcomeAnswer = (outcome: ApprovalOutcome) => {
  if (outcome === 'not-found') throw notFound('Pedido não encontrado');
  if (outcome === 'not-an-approver') throw forbidden(approversOnly);
  if (outcome === 'forbidden') throw forbidden('Acesso negado: o pedido é de outro representante');
  if ('conflict' in outcome)
    throw new AppError('CONFLICT', 'Pedido não está aguardando aprovação', undefined, {
      draft: outcome.conflict,
    });
  if ('belowDiscount' in outcome) {
    const { discountPercent, maxDiscountPercent } = outcome.belowDiscount;
    throw forbidden(
      `Acesso negado: desconto de ${percent(discountPercent)}% acima do seu máximo de ${percent(maxDiscountPercent)}% para aprovar`,
    );
  }
  return outcome.draft;
};

/** What the approve and reject routes read of a request: the caller's scope and the order's id. */
type DecisionRequest = {
  params: { id: string };
  scope: {
    reps: number[] | null;
    principal: {
      id: number;
      username: string;
      kind: 'rep' | 'supervisor' | 'admin';
      supervisorId: number | null;
    };
  };
};

export const orderApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { handle, clock, companyName, orderWebhook } = app.deps;

  /** Approve and reject differ only in the decision: the same checks, audit and notification for both. */
  const decide = async ({ params, scope }: DecisionRequest, decision: Decision) => {
    const outcome = await decideApproval(handle.db, {
      id: params.id,
      approver: {
        userId: scope.principal.id,
        username: scope.principal.username,
        kind: scope.principal.kind,
        supervisorId: scope.principal.supervisorId,
        reps: scope.reps,
      },
      today: clock.today(),
      decision,
      deliver: orderWebhook !== null,
    });
    // Committed: a delivery an approval queued goes out now rather than at the next poll.
    if (decision.kind === 'approve') orderWebhook?.wake();
    return outcomeAnswer(outcome);
  };

  signedInRoute(app, orderApprovalsCall, {
    tags: ['Pedidos'],
    summary: 'Pedidos aguardando aprovação no escopo de quem pergunta, os mais antigos primeiro',
    errors: { ...authenticatedCallErrors },
    config: { answerCache: false },
    handler: async (request) => {
      if (request.scope.principal.kind === 'rep') throw forbidden(approversOnly);
      const reps = await request.scope.repsFor({ representativeId: request.query.representativeId });
      return awaitingApproval(handle.db, reps, clock.today(), companyName);
    },
  });

  signedInRoute(app, orderApprovalCountCall, {
    tags: ['Pedidos'],
    summary: 'Quantos pedidos aguardam aprovação no escopo de quem pergunta (o número do menu)',
    errors: { ...authenticatedCallErrors },
    config: { answerCache: false },
    handler: async (request) => {
      if (request.scope.principal.kind === 'rep') throw forbidden(approversOnly);
      return { count: await awaitingCount(handle.db, request.scope.reps) };
    },
  });

  signedInRoute(app, approveOrderCall, {
    tags: ['Pedidos'],
    summary: 'Aprova um pedido aguardando aprovação: fica enviado, com o dia de envio de antes',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: orderDraftConflictAnswer },
    handler: async (request) => decide(request, { kind: 'approve', note: request.body?.note || null }),
  });

  signedInRoute(app, rejectOrderCall, {
    tags: ['Pedidos'],
    summary: 'Recusa um pedido aguardando aprovação: volta a rascunho do representante, com o motivo',
    errors: { ...authenticatedCallErrors, 404: errorBody, 409: orderDraftConflictAnswer },
    handler: async (request) => decide(request, { kind: 'reject', reason: request.body.reason }),
  });
};
