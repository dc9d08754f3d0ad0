import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

// PORTAL_CHECKIN_RADIUS_M (docs/operations.md): how far beyond the phone's accuracy a visit may be recorded from the
// customer's door before it counts as off-site.
describe('PORTAL_CHECKIN_RADIUS_M', () => {
  it('is 300 metres unless set, and a whole number of metres from 10 to 10000', () => {
    expect(readEnv({}).PORTAL_CHECKIN_RADIUS_M).toBe(300);
    expect(readEnv({ PORTAL_CHECKIN_RADIUS_M: '150' }).PORTAL_CHECKIN_RADIUS_M).toBe(150);
    expect(() => readEnv({ PORTAL_CHECKIN_RADIUS_M: '300m' })).toThrow(
      'PORTAL_CHECKIN_RADIUS_M: PORTAL_CHECKIN_RADIUS_M deve ser um número de metros',
    );
    expect(() => readEnv({ PORTAL_CHECKIN_RADIUS_M: '12.5' })).toThrow(
      'deve ser um número inteiro de metros',
    );
    expect(() => readEnv({ PORTAL_CHECKIN_RADIUS_M: '5' })).toThrow('deve ser de 10 a 10000 metros');
  });
});
