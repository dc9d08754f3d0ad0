import { plural } from '../../lib/format.ts';

/** Portuguese texts of the shared map pieces (docs/product.md), the same on every screen that shows a map. */
export const mapTexts = {
  legend: 'Legenda do mapa',
  view: 'Visualização',
  list: 'Lista',
  map: 'Mapa',
  loading: 'Carregando mapa...',
  /** What failed, in the error boundary's sentence. */
  failed: 'o mapa',
  cityCentre: 'No centro da cidade (sem endereço no mapa)',
  closeCard: 'Fechar cliente',
  /** A cluster of pins: what a tap on it opens (it zooms in on them). */
  cluster: (count: number) => `${plural(count, 'cliente', 'clientes')} aqui: toque para aproximar`,
  unlocated: (count: number) =>
    count === 1 ? '1 cliente sem localização' : `${count} clientes sem localização`,
} as const;
