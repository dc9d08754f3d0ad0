import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/connect.ts';
import { watchDataChanges } from '../db/data-changes.ts';
import { makeRequestUserCache } from './request-user-cache.ts';
import { findRequestUser, type RequestUser } from './users.queries.ts';

export type RequestUsers = {
  /** The user a token names, from the cache while nothing changed, else from the database. */
  read: (id: number) => Promise<RequestUser | undefined>;
  /** A write handled here: forget every kept user before answering, so its author's next call sees it. */
  forget: () => void;
  stop: () => Promise<void>;
};

/**
 * The users table stays the judge of every token: a disabled user or a changed password (token_version) is refused
 * from the moment the change commits. A user is read once and kept until the data changes: every such write moves the
 * data version, whose notice reaches every process on the database and empties the cache (docs/decisions/033).
 */
export const openRequestUsers = async (
  handle: DatabaseHandle,
  options: { readDataVersion: boolean; log: FastifyBaseLogger },
): Promise<RequestUsers> => {
  const cache = makeRequestUserCache();
  let stopping = false;
  const watch = await watchDataChanges(handle, {
    changed: cache.forget,
    watching: (on) => {
      if (on) options.log.info('avisos de alteração do banco recebidos: usuários mantidos entre alterações');
      else if (!stopping)
        options.log.warn('avisos de alteração do banco interrompidos: o usuário é lido a cada chamada');
      cache.setWatching(on);
    },
  });
  return {
    read: async (id) => {
      const kept = cache.get(id);
      if (kept) return kept;
      const generation = cache.generation();
      const user = await findRequestUser(handle.db, id, { withDataVersion: options.readDataVersion });
      if (user) cache.keep(user, generation);
      return user;
    },
    forget: cache.forget,
    stop: async () => {
      stopping = true;
      await watch.stop();
    },
  };
};
