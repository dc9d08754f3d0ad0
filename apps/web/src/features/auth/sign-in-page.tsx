import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { useSignIn } from './use-sign-in.ts';

/** /signIn (docs/product.md §2.3): both fields upper-cased as typed, one button, Conectar. */
export const SignInPage = () => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { signIn, pending } = useSignIn();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(username, password);
  };

  return (
    <main className="sign-in">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <div className="sign-in-brand">
          <img src="/logo.svg" alt="" width="48" height="48" />
          <div>
            <h1 id="sign-in-title">Portal do Representante</h1>
            <p>Entre com seu usuário e senha</p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate>
          <label htmlFor="sign-in-username">Usuário</label>
          <span className="input-icon sign-in-field">
            <i className="pi pi-user" aria-hidden="true" />
            <InputText
              id="sign-in-username"
              name="username"
              value={username}
              onChange={(event) => setUsername(event.target.value.toUpperCase())}
              autoComplete="username"
              autoCapitalize="characters"
              spellCheck={false}
              autoFocus
            />
          </span>
          <label htmlFor="sign-in-password">Senha</label>
          <span className="input-icon sign-in-field">
            <i className="pi pi-lock" aria-hidden="true" />
            <InputText
              id="sign-in-password"
              name="password"
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value.toUpperCase())}
              autoComplete="current-password"
            />
          </span>
          <Button
            type="submit"
            label="Conectar"
            icon="pi pi-sign-in"
            loading={pending}
            className="sign-in-submit"
          />
        </form>
      </section>
      <p className="sign-in-footer">Dúvidas de acesso? Fale com o suporte de TI da empresa.</p>
    </main>
  );
};
