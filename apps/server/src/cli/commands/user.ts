import { InvalidArgumentError, type Command } from 'commander';
import { sql } from 'kysely';
import { hashPassword, normalizeCredential } from '../../auth/password.ts';
import { CliError, withDatabase } from '../context.ts';

const parseId = (value: string): number => {
  if (/^\d{1,9}$/.test(value)) return Number(value);
  throw new InvalidArgumentError('use um número inteiro');
};

const checkPassword = (password: string): string => {
  if (normalizeCredential(password).length < 6)
    throw new CliError('a senha precisa de ao menos 6 caracteres');
  return password;
};

export const registerUserCommand = (program: Command): void => {
  const user = program
    .command('user')
    .description('administra usuários do portal (usuário e senha são gravados em maiúsculas)')
    .helpOption('-h, --help', 'mostra esta ajuda');

  user
    .command('add')
    .description('cria um usuário')
    .argument('<usuario>', 'nome de usuário')
    .requiredOption('--password <senha>', 'senha (mínimo 6 caracteres)')
    .option('--representative <n>', 'representante do usuário; 0 = pode escolher qualquer um', parseId, 0)
    .option('--supervisor <n>', 'limita um usuário de representante 0 à equipe deste supervisor', parseId)
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(
      async (name: string, options: { password: string; representative: number; supervisor?: number }) => {
        const username = normalizeCredential(name);
        if (!/^\S+$/.test(username))
          throw new CliError('usuário inválido: não pode ser vazio nem ter espaços');
        const passwordHash = await hashPassword(checkPassword(options.password));
        await withDatabase('o comando user add', async ({ db }) => {
          if (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst()) {
            throw new CliError(`o usuário ${username} já existe (use "user passwd" para trocar a senha)`);
          }
          if (options.representative > 0) {
            const rep = await db
              .selectFrom('representatives')
              .select('id')
              .where('id', '=', options.representative)
              .executeTakeFirst();
            if (!rep) throw new CliError(`representante ${options.representative} não existe`);
          }
          if (options.supervisor !== undefined) {
            const supervisor = await db
              .selectFrom('supervisors')
              .select('id')
              .where('id', '=', options.supervisor)
              .executeTakeFirst();
            if (!supervisor) throw new CliError(`supervisor ${options.supervisor} não existe`);
          }
          await db
            .insertInto('users')
            .values({
              username,
              password_hash: passwordHash,
              representative_id: options.representative,
              supervisor_id: options.supervisor ?? null,
            })
            .execute();
        });
        process.stdout.write(`Usuário ${username} criado.\n`);
      },
    );

  user
    .command('passwd')
    .description('troca a senha de um usuário (as sessões abertas dele são encerradas)')
    .argument('<usuario>', 'nome de usuário')
    .requiredOption('--password <senha>', 'nova senha (mínimo 6 caracteres)')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .action(async (name: string, options: { password: string }) => {
      const username = normalizeCredential(name);
      const passwordHash = await hashPassword(checkPassword(options.password));
      const updated = await withDatabase('o comando user passwd', ({ db }) =>
        db
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            // Tokens carry the version they were issued with: bumping it logs the user out everywhere.
            token_version: sql<number>`token_version + 1`,
            updated_at: sql<Date>`now()`,
          })
          .where('username', '=', username)
          .executeTakeFirst(),
      );
      if (Number(updated.numUpdatedRows) === 0) throw new CliError(`o usuário ${username} não existe`);
      process.stdout.write(`Senha de ${username} trocada; as sessões abertas dele foram encerradas.\n`);
    });
};
