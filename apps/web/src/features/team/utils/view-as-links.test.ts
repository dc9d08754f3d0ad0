import { describe, expect, it } from 'vitest';
import { viewAsTargets, viewAsUrl } from './view-as-links.ts';

describe('viewAsUrl', () => {
  it('opens a report with the rep chosen and the query run', () => {
    expect(viewAsUrl({ path: '/wallet' }, 11)).toBe('/wallet?representativeId=11&consulta=1');
  });
  it('opens the visit plan without running it (it needs a route)', () => {
    expect(viewAsUrl({ path: '/visitPlan' }, 11)).toBe('/visitPlan');
  });
  it('lists the report screens, Comissão among them, not the dashboard nor the team board', () => {
    expect(viewAsTargets.map((target) => target.label)).toContain('Carteira');
    const commission = viewAsTargets.find((target) => target.label === 'Comissão');
    expect(commission && viewAsUrl(commission, 11)).toBe('/commission?representativeId=11&consulta=1');
    expect(viewAsTargets.map((target) => target.id)).not.toContain('dashboard');
  });
});
