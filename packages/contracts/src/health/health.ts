import { z } from 'zod';
import { defineCall } from '../common.ts';

/** Liveness and readiness, for the load balancer; readiness also names the database kind. */
export const healthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
});
export type HealthAnswer = z.infer<typeof healthAnswer>;

export const liveCall = defineCall({ method: 'GET', url: '/health/live', answer: healthAnswer });
export const readyCall = defineCall({ method: 'GET', url: '/health/ready', answer: healthAnswer });
