import { isIP } from 'node:net';

/**
 * Which proxies' `X-Forwarded-For` the portal believes (TRUST_PROXY, docs/operations.md): none by default, a hop
 * count, or the proxies' addresses and networks. Believing every client would let anyone choose the address the
 * sign-in throttle counts and the logs record.
 */
export type TrustProxy = false | number | string[];

const isAddressOrNetwork = (entry: string): boolean => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

export const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY: use off, o número de proxies à frente (1 a 10) ou os endereços deles separados por vírgula (ex.: 10.0.0.1,10.0.1.0/24)';

/** The setting's value, or an Error with the message for the IT person. */
export const parseTrustProxy = (text: string | undefined): TrustProxy | Error => {
  const value = (text ?? '').trim().toLowerCase();
  if (['', 'off', 'false', 'no', '0'].includes(value)) return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : new Error(TRUST_PROXY_MESSAGE);
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.length > 0 && entries.every(isAddressOrNetwork) ? entries : new Error(TRUST_PROXY_MESSAGE);
};

/** Fastify's form: a hop count becomes the function proxy-addr makes of one (its types take no number). */
export const fastifyTrustProxy = (
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
