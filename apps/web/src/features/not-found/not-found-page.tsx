import { Link } from 'react-router';

export const NotFoundPage = () => (
  <div className="page">
    <section className="card under-construction">
      <i className="pi pi-compass" aria-hidden="true" />
      <h2>Página não encontrada</h2>
      <p>
        O endereço não existe. <Link to="/">Voltar ao início</Link>
      </p>
    </section>
  </div>
);
