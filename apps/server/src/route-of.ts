import { authenticatedCallErrors, type ApiCall, type CallAnswer } from '@portal/contracts';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Responses = Readonly<Record<number, z.ZodType>>;

type SchemaOf<C, K extends string> = C extends { readonly [key in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the route adds to its call for the OpenAPI document and its other answers. */
export type RouteDoc<S extends number, E extends Responses> = {
  tags: string[];
  summary?: string;
  /** `[]` on the calls that need no token (sign-in, health). */
  security?: Record<string, string[]>[];
  /** The status of the call's answer (201 on a create, 204 on a delete). */
  status?: S;
  /** The route's error answers (and any other non-2xx answer it documents). */
  errors?: E;
};

type AnswerResponse<C, S extends number> = C extends { readonly answer: infer A extends z.ZodType }
  ? { [status in S]: A }
  : unknown;

export type RouteOf<C extends ApiCall, S extends number, E extends Responses> = {
  method: C['method'];
  url: C['url'];
  schema: {
    tags: string[];
    summary?: string;
    security?: Record<string, string[]>[];
    params: SchemaOf<C, 'params'>;
    querystring: SchemaOf<C, 'query'>;
    body: SchemaOf<C, 'body'>;
    response: AnswerResponse<C, S> & E;
  };
};

/**
 * A route's method, url and Fastify schema from its call's contract (docs/decisions/095): the querystring, params,
 * body and answer schemas come from the call, so the server validates and serialises with the same schemas the web
 * app infers its types from, and fastify-type-provider-zod types `request.query/params/body` from them.
 *
 * @example app.route({ ...routeOf(visitPlanCall, { tags, summary, errors: authenticatedCallErrors }), handler })
 */
export const routeOf = <
  C extends ApiCall,
  S extends number = 200,
  E extends Responses = Record<never, never>,
>(
  call: C,
  doc: RouteDoc<S, E>,
): RouteOf<C, S, E> => {
  const { method, url, params, query, body, answer } = call;
  const { status = 200, errors, ...openApi } = doc;
  const schema = {
    ...openApi,
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { ...(answer && { [status]: answer }), ...errors },
  };
  // The conditional spreads leave out the parts a call does not have; the type says which ones it has.
  return { method, url, schema } as unknown as RouteOf<C, S, E>;
};

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request as the handler of `C` sees it: its params, query and body parsed by the call's schemas. */
export type CallRequest<C extends ApiCall> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
};

/** A signed-in route's doc and handler, the handler typed by the call. */
export type SignedInRoute<C extends ApiCall> = Omit<RouteDoc<200, Responses>, 'status'> & {
  /** The route's config (`answerCache: false` for a read that is never kept). */
  config?: FastifyContextConfig;
  handler: (request: CallRequest<C>) => Promise<CallAnswer<C>>;
};

/**
 * Registers a call any signed-in user may make: its route from `routeOf` (the signed-in errors unless the doc names
 * others) behind `app.authenticate`.
 *
 * @example signedInRoute(app, billedGridCall, { tags, summary, handler: (request) => billedGridOf(db, request.query) })
 */
export const signedInRoute = <C extends ApiCall>(
  app: ZodApp,
  call: C,
  { handler, config, ...doc }: SignedInRoute<C>,
): void => {
  app.route({
    ...routeOf(call, { errors: authenticatedCallErrors, ...doc }),
    ...(config && { config }),
    onRequest: app.authenticate,
    // routeOf's schema parses the request before the handler and the answer after it, by the same call the handler
    // is typed by; Fastify cannot follow a generic call through its type provider.
    handler: (request) => handler(request as unknown as CallRequest<C>) as never,
  });
};
