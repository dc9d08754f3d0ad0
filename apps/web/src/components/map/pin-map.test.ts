import { describe, expect, it } from 'vitest';
import { clusterIcon } from './pin-map.tsx';

describe('a cluster of pins', () => {
  it('is named for what it holds and drawn unlike a numbered stop', () => {
    const element = clusterIcon({ getChildCount: () => 8 }).createIcon();
    expect(element).toHaveAttribute('role', 'button');
    expect(element).toHaveAccessibleName('8 clientes aqui: toque para aproximar');
    expect(element.querySelector('.pin-map-cluster')).toHaveTextContent('8');
    expect(element.querySelector('.pin-map-pin')).toBeNull();
    expect(clusterIcon({ getChildCount: () => 1 }).createIcon()).toHaveAccessibleName(
      '1 cliente aqui: toque para aproximar',
    );
  });
});
