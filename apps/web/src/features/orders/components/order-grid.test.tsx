import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { gridCellKey } from '../utils/grid-model.ts';
import { packReference, sampleReferences } from '../utils/test-catalog.ts';
import { OrderGrid } from './order-grid.tsx';
import type { GridCell } from '../utils/grid-model.ts';

const blouse = sampleReferences[0]!;

const Harness = ({
  log,
  reference = blouse,
  packParts,
  packs,
}: {
  log: GridCell[][];
  reference?: typeof blouse;
  packParts?: Map<string, number>;
  packs?: Map<string, number>;
}) => {
  const [quantities, setQuantities] = useState(new Map<string, number>());
  return (
    <OrderGrid
      reference={reference}
      {...(packParts ? { packParts } : {})}
      {...(packs ? { packs } : {})}
      quantities={quantities}
      onChange={(cells) => {
        log.push(cells);
        setQuantities((current) => {
          const next = new Map(current);
          for (const cell of cells) next.set(gridCellKey(cell.colorCode, cell.size), cell.parts);
          return next;
        });
      }}
    />
  );
};

const cell = (name: string) => screen.getByRole('textbox', { name });

describe('order grid (grade)', () => {
  it('lays colours as rows and sizes as columns in size order, with free stock or the arrival date', () => {
    render(<Harness log={[]} />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.filter((header) => !/\d/.test(header ?? ''))).toEqual(['P', 'M', 'G', 'Total']);
    // Each colour's name sits on its own line above its cells.
    expect([...document.querySelectorAll('.order-grid-color')].map((header) => header.textContent)).toEqual([
      'PRETO01',
      'BRANCO02',
    ]);
    expect(cell('PRETO P').closest('td')).toHaveTextContent('10 livres');
    // Sold out: visibly so, yet a field to type in for the arrival date.
    const soldOut = cell('PRETO M').closest('td');
    expect(soldOut).toHaveClass('is-sold-out');
    expect(soldOut).toHaveTextContent('chega 10/12');
    expect(cell('PRETO M')).not.toHaveAttribute('readonly');
  });

  it('takes typed quantities and moves with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const log: GridCell[][] = [];
    render(<Harness log={log} />);
    await user.click(cell('PRETO P'));
    await user.keyboard('3');
    expect(cell('PRETO P')).toHaveValue('3');
    await user.keyboard('{ArrowRight}');
    expect(cell('PRETO M')).toHaveFocus();
    await user.keyboard('12{ArrowDown}');
    expect(cell('BRANCO M')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(cell('PRETO P')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('PRETO M')).toHaveFocus();
    await user.keyboard('+');
    expect(cell('PRETO M')).toHaveValue('13');
    expect(log.at(-1)).toEqual([{ colorCode: '01', size: 'M', parts: 13 }]);
    // The row's total follows.
    expect(cell('PRETO P').closest('tr')?.lastElementChild).toHaveTextContent('16');
  });

  it('adds and removes with the thumb-sized buttons of the cell picked, and copies a colour to the others', async () => {
    const user = userEvent.setup();
    render(<Harness log={[]} />);
    await user.click(cell('PRETO G'));
    await user.click(screen.getByRole('button', { name: 'Mais 1 em PRETO G' }));
    await user.click(screen.getByRole('button', { name: 'Mais 1 em PRETO G' }));
    await user.click(screen.getByRole('button', { name: 'Menos 1 em PRETO G' }));
    expect(cell('PRETO G')).toHaveValue('1');
    await user.click(cell('PRETO P'));
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Mesmas quantidades em todas as cores' }));
    expect(cell('BRANCO P')).toHaveValue('2');
    expect(cell('BRANCO M')).toHaveValue('');
    expect(cell('BRANCO G')).toHaveValue('1');
  });

  it('marks a cell as soon as what is typed passes its free stock, and names it under the grid', async () => {
    const user = userEvent.setup();
    render(<Harness log={[]} />);
    await user.click(cell('PRETO P'));
    await user.keyboard('10');
    expect(cell('PRETO P')).not.toHaveAttribute('aria-invalid');
    const short = screen.getByRole('status', { name: 'Acima do estoque livre' });
    expect(short).toBeEmptyDOMElement();
    await user.keyboard('{Backspace}{Backspace}11');
    expect(cell('PRETO P')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('PRETO P').closest('td')).toHaveClass('is-short');
    expect(
      within(short)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PRETO P: 11 pedidas, 10 livres']);
  });

  it('says which pieces "Mesmas quantidades em todas as cores" could not copy to a colour lacking a size', async () => {
    const user = userEvent.setup();
    const piecesToo = { ...packReference, soldBy: 'piece' as const, packs: [] };
    render(<Harness log={[]} reference={piecesToo} />);
    await user.click(cell('PRETO XG'));
    await user.keyboard('3');
    await user.click(cell('PRETO P'));
    await user.keyboard('2');
    await user.click(screen.getByRole('button', { name: 'Mesmas quantidades em todas as cores' }));
    expect(cell('AZUL P')).toHaveValue('2');
    expect(screen.getByTestId('grid-copy-note')).toHaveTextContent('AZUL não tem XG: 3 peças não copiadas');
  });

  it('shows each pack per colour with what it puts in each size and the packs free; a pack-only reference takes no loose pieces', async () => {
    const user = userEvent.setup();
    const log: GridCell[][] = [];
    const packLog: [string, string, number][] = [];
    render(
      <OrderGrid
        reference={packReference}
        quantities={new Map()}
        packParts={new Map([[gridCellKey('01', 'M'), 8]])}
        packs={new Map([[gridCellKey('01', 'A'), 2]])}
        onChange={(cells) => log.push(cells)}
        onPacks={(color, pack, count) => packLog.push([color, pack, count])}
      />,
    );
    expect(screen.getByRole('list', { name: 'Grades fechadas da referência' })).toHaveTextContent(
      'Grade A: P 2 · M 4 · G 4 · GG 2 (12 peças)',
    );
    expect(screen.getByRole('textbox', { name: 'Grades A em PRETO' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Grades A em PRETO' }).parentElement).toHaveTextContent(
      '5 livres',
    );
    expect(screen.getByRole('textbox', { name: 'Grades A em AZUL' }).parentElement).toHaveTextContent(
      '2 livres',
    );
    // The cell shows what the packs put in it; no loose piece can be typed.
    expect(cell('PRETO M')).toHaveValue('8');
    expect(cell('PRETO M')).toHaveAttribute('readonly');
    expect(
      screen.getByText('Vendida só em grades fechadas: escolha as grades de cada cor.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mesmas quantidades em todas as cores' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mais 1 grade A em PRETO' }));
    await user.click(screen.getByRole('button', { name: 'Mais 1 grade A em AZUL' }));
    expect(packLog).toEqual([
      ['01', 'A', 3],
      ['03', 'A', 1],
    ]);
    expect(log).toEqual([]);
  });

  it('adds pieces and packs in a cell of a reference sold by the piece too', async () => {
    const user = userEvent.setup();
    const log: GridCell[][] = [];
    const either = { ...packReference, soldBy: 'piece' as const };
    render(
      <Harness
        log={log}
        reference={either}
        packParts={new Map([[gridCellKey('01', 'M'), 4]])}
        packs={new Map([[gridCellKey('01', 'A'), 1]])}
      />,
    );
    expect(cell('PRETO M')).toHaveValue('4');
    await user.click(cell('PRETO M'));
    await user.keyboard('6');
    // 6 in the cell: 4 from the pack, 2 loose pieces.
    expect(log.at(-1)).toEqual([{ colorCode: '01', size: 'M', parts: 2 }]);
    expect(cell('PRETO M')).toHaveValue('6');
    expect(screen.getByTestId('grid-total-01')).toHaveTextContent('6');
  });
});
