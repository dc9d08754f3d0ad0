import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { gridCellKey } from '../utils/grid-model.ts';
import { sampleReferences } from '../utils/test-catalog.ts';
import { OrderGrid, type GridCell } from './order-grid.tsx';

const blouse = sampleReferences[0]!;

const Harness = ({ log }: { log: GridCell[][] }) => {
  const [quantities, setQuantities] = useState(new Map<string, number>());
  return (
    <OrderGrid
      reference={blouse}
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
    expect(headers).toEqual(['Cor', 'P', 'M', 'G', 'Total']);
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
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
});
