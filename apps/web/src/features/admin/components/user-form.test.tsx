import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserForm, type UserFormValue } from './user-form.tsx';

const reps = [
  { id: 1, name: 'JOAO DA SILVA' },
  { id: 2, name: 'MARIA SOUZA' },
];
const supervisors = [{ id: 7, name: 'PEDRO SUPERVISOR' }];

const renderForm = (initial?: UserFormValue) => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(
    <UserForm
      {...(initial ? { initial } : {})}
      creating={!initial}
      reps={reps}
      supervisors={supervisors}
      busy={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit, user };
};

const fillNames = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Usuário'), 'diana');
  await user.type(screen.getByLabelText('Senha'), 'senha-diana');
};

const selectedText = (label: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

describe('Usuários: novo login', () => {
  afterEach(() => vi.restoreAllMocks());

  it('starts with no representative chosen and refuses to save until one is', async () => {
    const { onSubmit, user } = renderForm();
    expect(selectedText('Representante')).toBe('Escolha o representante');
    expect(screen.getByLabelText('Supervisor (equipe)')).toBeDisabled();
    await fillNames(user);
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escolha o representante do login, ou Todos os representantes.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Representante'), '2 - MARIA SOUZA');
    expect(screen.queryByRole('alert')).toBeNull();
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'DIANA',
      password: 'SENHA-DIANA',
      representativeId: 2,
      supervisorId: null,
    });
  });

  it('with every representative, asks for the team, and confirms an administrator before saving', async () => {
    const { onSubmit, user } = renderForm();
    await fillNames(user);
    await user.selectOptions(screen.getByLabelText('Representante'), 'Todos os representantes');
    expect(selectedText('Supervisor (equipe)')).toBe('Escolha a equipe');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Escolha a equipe do login: um supervisor, ou Nenhum para um administrador.',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText('Supervisor (equipe)'), 'Nenhum: administrador');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Criar DIANA como administrador? Ele verá todos os representantes e poderá gerenciar usuários, importações e o sistema.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(onSubmit).toHaveBeenCalledWith({
      username: 'DIANA',
      password: 'SENHA-DIANA',
      representativeId: 0,
      supervisorId: null,
    });
  });

  it("a supervisor's login is saved without the administrator's question", async () => {
    const { onSubmit, user } = renderForm();
    await fillNames(user);
    await user.selectOptions(screen.getByLabelText('Representante'), 'Todos os representantes');
    await user.selectOptions(screen.getByLabelText('Supervisor (equipe)'), '7 - PEDRO SUPERVISOR');
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Criar' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ representativeId: 0, supervisorId: 7 }));
  });

  it('changing a rep into an administrator asks too', async () => {
    const { onSubmit, user } = renderForm({
      username: 'REP1',
      password: '',
      representativeId: 1,
      supervisorId: null,
    });
    await user.selectOptions(screen.getByLabelText('Representante'), 'Todos os representantes');
    await user.selectOptions(screen.getByLabelText('Supervisor (equipe)'), 'Nenhum: administrador');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(confirm).toHaveBeenCalledWith(
      'Tornar REP1 administrador? Ele verá todos os representantes e poderá gerenciar usuários, importações e o sistema.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Usuários: alterar um administrador', () => {
  it('saves without asking again', async () => {
    const { onSubmit, user } = renderForm({
      username: 'ADMIN',
      password: '',
      representativeId: 0,
      supervisorId: null,
    });
    expect(selectedText('Supervisor (equipe)')).toBe('Nenhum: administrador');
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ representativeId: 0, supervisorId: null }),
    );
  });
});
