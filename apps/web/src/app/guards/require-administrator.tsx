import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isAdministrator } from '../../config/paths.ts';
import { useSession } from '../../lib/auth/session-store.ts';

/** Administração's addresses: a rep or a supervisor who types one gets the 403 page (the server refuses them too). */
export const RequireAdministrator = ({ children }: { children: ReactNode }) => {
  const { user } = useSession();
  if (isAdministrator(user)) return children;
  return (
    <div className="page">
      <section className="card under-construction" aria-labelledby="forbidden-title">
        <i className="pi pi-lock" aria-hidden="true" />
        <h2 id="forbidden-title">Acesso negado (403)</h2>
        <p>
          Esta página é restrita a administradores do portal. <Link to="/">Voltar ao início</Link>
        </p>
      </section>
    </div>
  );
};
