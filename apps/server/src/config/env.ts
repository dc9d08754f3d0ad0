import { z } from 'zod';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES, mapTilesProblem } from './map-tiles.ts';
import { MIN_WEBHOOK_SECRET_LENGTH, webhookUrlProblem, type OrderWebhookSettings } from './order-webhook.ts';
import { parseTrustProxy } from './trust-proxy.ts';

const boolish = z
  .enum(['0', '1', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** How far (metres, beyond the device's accuracy) a visit may be recorded from the customer's point before it is off-site. */
export const DEFAULT_CHECKIN_RADIUS_METERS = 300;

/** What an order's PDF is headed with when the company did not name itself. */
export const DEFAULT_COMPANY_NAME = 'Portal do Representante';

/** Every environment variable the portal reads, parsed once. docs/operations.md lists them for the IT person. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url('DATABASE_URL deve ser uma URL postgres://').optional(),
  DATABASE_READ_URL: z.string().url('DATABASE_READ_URL deve ser uma URL postgres://').optional(),
  PORTAL_DATA_DIR: z.string().default('./data'),
  PORTAL_TODAY: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'PORTAL_TODAY deve estar no formato AAAA-MM-DD')
    .optional(),
  PORTAL_DEMO: boolish.default(true),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa de ao menos 32 caracteres').optional(),
  TOKEN_TTL: z.string().default('12h'),
  SESSION_MAX_DAYS: z.coerce
    .number({ error: 'SESSION_MAX_DAYS deve ser um número de dias' })
    .int('SESSION_MAX_DAYS deve ser um número inteiro de dias')
    .min(1, 'SESSION_MAX_DAYS deve ser de 1 a 90 dias')
    .max(90, 'SESSION_MAX_DAYS deve ser de 1 a 90 dias')
    .default(7),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, context) => {
      const parsed = parseTrustProxy(text);
      if (parsed instanceof Error) {
        context.addIssue({ code: 'custom', message: parsed.message });
        return z.NEVER;
      }
      return parsed;
    }),
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // docs/decisions/184: how long a client may take to send a request's headers, and the whole request.
  HEADERS_TIMEOUT_MS: z.coerce
    .number({ error: 'HEADERS_TIMEOUT_MS deve ser um número de milissegundos' })
    .int('HEADERS_TIMEOUT_MS deve ser um número inteiro de milissegundos')
    .min(1_000, 'HEADERS_TIMEOUT_MS deve ser de 1000 a 600000 ms')
    .max(600_000, 'HEADERS_TIMEOUT_MS deve ser de 1000 a 600000 ms')
    .default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce
    .number({ error: 'REQUEST_TIMEOUT_MS deve ser um número de milissegundos' })
    .int('REQUEST_TIMEOUT_MS deve ser um número inteiro de milissegundos')
    .min(1_000, 'REQUEST_TIMEOUT_MS deve ser de 1000 a 3600000 ms')
    .max(3_600_000, 'REQUEST_TIMEOUT_MS deve ser de 1000 a 3600000 ms')
    .default(300_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number({ error: 'KEEP_ALIVE_TIMEOUT_MS deve ser um número de milissegundos' })
    .int('KEEP_ALIVE_TIMEOUT_MS deve ser um número inteiro de milissegundos')
    .min(1_000, 'KEEP_ALIVE_TIMEOUT_MS deve ser de 1000 a 600000 ms')
    .max(600_000, 'KEEP_ALIVE_TIMEOUT_MS deve ser de 1000 a 600000 ms')
    .default(72_000),
  CORS_ORIGINS: z.string().optional(),
  PORTAL_IMPORT_MAX_MB: z.coerce
    .number({ error: 'PORTAL_IMPORT_MAX_MB deve ser um número de megabytes' })
    .int('PORTAL_IMPORT_MAX_MB deve ser um número inteiro de megabytes')
    .min(1, 'PORTAL_IMPORT_MAX_MB deve ser de 1 a 10240')
    .max(10_240, 'PORTAL_IMPORT_MAX_MB deve ser de 1 a 10240')
    .default(200),
  PORTAL_REPORT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  PORTAL_CATALOG_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(16),
  PORTAL_MAP_TILES: z
    .string()
    .default(DEFAULT_MAP_TILES)
    .superRefine((text, context) => {
      const problem = mapTilesProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  PORTAL_MAP_ATTRIBUTION: z.string().max(300).default(DEFAULT_MAP_ATTRIBUTION),
  /** The company's name at the top of an order's PDF (docs/domain.md §8.4). */
  PORTAL_COMPANY_NAME: z
    .string()
    .trim()
    .min(1, 'PORTAL_COMPANY_NAME não pode ficar vazio')
    .max(120, 'PORTAL_COMPANY_NAME deve ter até 120 caracteres')
    .default(DEFAULT_COMPANY_NAME),
  PORTAL_CHECKIN_RADIUS_M: z.coerce
    .number({ error: 'PORTAL_CHECKIN_RADIUS_M deve ser um número de metros' })
    .int('PORTAL_CHECKIN_RADIUS_M deve ser um número inteiro de metros')
    .min(10, 'PORTAL_CHECKIN_RADIUS_M deve ser de 10 a 10000 metros')
    .max(10_000, 'PORTAL_CHECKIN_RADIUS_M deve ser de 10 a 10000 metros')
    .default(DEFAULT_CHECKIN_RADIUS_METERS),
  /** Where each order that turns `sent` is POSTed (docs/domain.md §8.6); absent, orders wait for the export. */
  PORTAL_ORDER_WEBHOOK_URL: z
    .string()
    .optional()
    .superRefine((text, context) => {
      const problem = text === undefined ? null : webhookUrlProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** The HMAC key of X-Portal-Signature; required with the URL. */
  PORTAL_ORDER_WEBHOOK_SECRET: z
    .string()
    .min(
      MIN_WEBHOOK_SECRET_LENGTH,
      `PORTAL_ORDER_WEBHOOK_SECRET precisa de ao menos ${MIN_WEBHOOK_SECRET_LENGTH} caracteres (at least ${MIN_WEBHOOK_SECRET_LENGTH} characters)`,
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN precisa de ao menos 16 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** The webhook's settings when the URL is set (readEnv has checked the secret is there too). */
export const orderWebhookOf = (env: Env): OrderWebhookSettings | null =>
  env.PORTAL_ORDER_WEBHOOK_URL && env.PORTAL_ORDER_WEBHOOK_SECRET
    ? { url: env.PORTAL_ORDER_WEBHOOK_URL, secret: env.PORTAL_ORDER_WEBHOOK_SECRET }
    : null;

export const readEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const relevant = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(relevant);
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // Across two variables: a webhook nobody can verify is refused rather than sent unsigned.
  if (relevant.PORTAL_ORDER_WEBHOOK_URL !== undefined && relevant.PORTAL_ORDER_WEBHOOK_SECRET === undefined)
    lines.push(
      '  PORTAL_ORDER_WEBHOOK_SECRET: obrigatório quando PORTAL_ORDER_WEBHOOK_URL está definido (required with the URL)',
    );
  if (!parsed.success || lines.length > 0)
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  return parsed.data;
};
