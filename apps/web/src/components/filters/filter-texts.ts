import { useOnline } from '../../lib/online-status.ts';

/** docs/product.md §8 / §9 texts shared by every filter widget. */
export const filterTexts = {
  noOptions: 'Nenhuma opção encontrada.',
  /** A list that could not load for want of signal, and was never kept on the device. */
  offlineOptions: 'Sem conexão: esta lista ainda não foi carregada neste aparelho',
  search: 'Buscar',
  selectedCount: '{0} itens selecionados',
  representativePlaceholder: 'Nenhum representate...',
} as const;

/** What an empty list says: offline, that the signal is missing, not that nothing matches. */
export const useEmptyOptionsText = (): string =>
  useOnline() ? filterTexts.noOptions : filterTexts.offlineOptions;
