import type { NotificationKind } from '@portal/contracts';

/** Portuguese texts of Notificações and Mensagens, the top bar's two entries (docs/domain.md §5.5). */
export const inboxTexts = {
  notifications: 'Notificações',
  messages: 'Mensagens',
  unread: (count: number) => (count === 1 ? '1 não lida' : `${count} não lidas`),
  loading: 'Carregando…',
  notificationsError: 'Erro ao consultar Notificações',
  messagesError: 'Erro ao consultar Mensagens',
  noNotifications: 'Nenhuma notificação nos últimos 30 dias.',
  noMessages: 'Nenhuma mensagem.',
  noSentMessages: 'Nenhuma mensagem enviada.',
  today: 'Hoje',
  yesterday: 'Ontem',
  representative: (id: number) => `Representante ${id}`,
  newMessage: 'Nova mensagem',
  back: 'Voltar',
  sent: 'Enviadas',
  from: (sender: string) => `De ${sender}`,
  readBy: (read: number, of: number) => `Lida por ${read} de ${of}`,
  toAll: 'Todos os representantes da equipe',
  recipients: 'Destinatários',
  recipientsPlaceholder: 'Escolha os representantes',
  title: 'Título',
  text: 'Texto',
  characters: (used: number, max: number) => `${used.toLocaleString('pt-BR')}/${max.toLocaleString('pt-BR')}`,
  send: 'Enviar',
  sending: 'Enviando…',
  messageSent: 'Mensagem enviada',
  newLabel: 'Nova',
  markRead: 'Marcar como lida',
  readError: 'Erro ao marcar a mensagem como lida',
} as const;

/** The icon and short label of each event kind. */
export const notificationKindTexts: Record<NotificationKind, { label: string; icon: string }> = {
  invoiced: { label: 'Faturado', icon: 'pi pi-file-check' },
  blocked: { label: 'Bloqueado', icon: 'pi pi-lock' },
  canceled: { label: 'Cancelado', icon: 'pi pi-times-circle' },
  paid: { label: 'Pago', icon: 'pi pi-wallet' },
  overdue: { label: 'Vencido', icon: 'pi pi-exclamation-triangle' },
  'approval-requested': { label: 'Aprovação', icon: 'pi pi-hourglass' },
  approved: { label: 'Aprovado', icon: 'pi pi-check-circle' },
  rejected: { label: 'Recusado', icon: 'pi pi-ban' },
  'in-erp': { label: 'No ERP', icon: 'pi pi-check-square' },
  'erp-rejected': { label: 'Recusado pelo ERP', icon: 'pi pi-ban' },
};
