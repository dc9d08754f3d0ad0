import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureApp, type FixtureApp } from '../../testing/indicators-fixture.ts';

// Configuration, not data: one database kind is enough.
describe('map settings', () => {
  let fx: FixtureApp;
  beforeAll(async () => {
    fx = await buildFixtureApp('pglite');
  });
  afterAll(async () => {
    await fx?.close();
  });

  it("tells a signed-in user the company's tile source, OpenStreetMap's by default", async () => {
    expect(await fx.get('/api/v1/map/settings', 'ANA')).toEqual({
      status: 200,
      body: { tilesUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap' },
    });
  });
});
