import type { VisitOutcome } from '@portal/contracts';

/** Portuguese texts of recording a visit (docs/domain.md §5.2, §7), the same on every screen that records one. */
export const visitTexts = {
  record: 'Registrar visita',
  actionFor: (action: string, customer: string) => `${action}: ${customer}`,
  note: 'Observação (opcional)',
  noteCount: (length: number, max: number) => `${length}/${max}`,
  cancel: 'Cancelar',
  outcomeQuestion: 'Como foi a visita?',
  outcomes: {
    sold: 'Vendeu',
    'no-sale': 'Sem venda',
    absent: 'Ausente',
    collected: 'Cobrou',
  } satisfies Record<VisitOutcome, string>,
  positionWhy: 'A localização é usada só para registrar onde a visita aconteceu.',
  recordedWithPlace: 'Visita registrada com a localização.',
  /** A record without a position keeps the day's earlier one (docs/domain.md §7): say which one stays. */
  recordedKeepingPlace: (at: string | null) =>
    at
      ? `Visita registrada sem nova localização: a localização das ${at} foi mantida.`
      : 'Visita registrada sem nova localização: a localização registrada antes, hoje, foi mantida.',
  placeFrom: (at: string) => `localização das ${at}`,
  recordedWithoutPlace: {
    denied: 'Visita registrada sem localização: o acesso à localização foi negado.',
    unavailable: 'Visita registrada sem localização: a posição não foi obtida.',
  },
} as const;
