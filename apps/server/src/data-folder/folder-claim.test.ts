import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUseError, DatabaseUnavailableError } from '../db/database-errors.ts';
import { claimDataFolder } from './folder-claim.ts';
import { socketPathFor } from './socket-path.ts';

const root = mkdtempSync(join(tmpdir(), 'portal-claim-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newFolder = (): string => {
  folders += 1;
  const folder = join(root, `f${folders}`);
  mkdirSync(folder);
  return folder;
};

describe('claimDataFolder', () => {
  it('holds the folder with a 0600 socket and refuses a second claim, naming the holder', async () => {
    const folder = newFolder();
    const claim = await claimDataFolder(folder, 'o servidor');
    expect(statSync(claim.socketPath).mode & 0o777).toBe(0o600);
    const second = await claimDataFolder(folder, 'uma importação').catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DataFolderInUseError);
    expect((second as Error).message).toBe(
      `a pasta de dados ${folder} já está em uso (o servidor, pid ${process.pid}): o banco embutido só pode ser ` +
        'aberto por um processo de cada vez',
    );
    await claim.release();
    const again = await claimDataFolder(folder, 'uma importação');
    await again.release();
  });

  it('takes over a socket left by a killed process', async () => {
    const folder = newFolder();
    const path = socketPathFor(folder);
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(path)}, () => console.log('ok'))`,
    ]);
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(path)).toBe(true);
    const claim = await claimDataFolder(folder, 'o servidor');
    await claim.release();
  });

  it('lets one of two simultaneous claims win', async () => {
    const folder = newFolder();
    const outcomes = await Promise.allSettled([
      claimDataFolder(folder, 'a'),
      claimDataFolder(folder, 'b'),
      claimDataFolder(folder, 'c'),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(DataFolderInUseError);
    if (won[0]?.status === 'fulfilled') await won[0].value.release();
  });

  it('answers requests once the holder takes them, and refuses them before', async () => {
    const folder = newFolder();
    const claim = await claimDataFolder(folder, 'o servidor');
    const { connectTo, messagesFrom, send } = await import('./control-channel.ts');
    const ask = async () => {
      const socket = await connectTo(claim.socketPath);
      send(socket, { type: 'import', folder: '/x' });
      const replies: string[] = [];
      for await (const message of messagesFrom<{ type: string }>(socket)) {
        replies.push(message.type);
        if (message.type !== 'hello') break;
      }
      socket.destroy();
      return replies;
    };
    expect(await ask()).toEqual(['hello', 'refused']);
    claim.answer(async (_request, reply) =>
      reply({ type: 'result', result: { ok: false, problems: ['x'] } }),
    );
    expect(await ask()).toEqual(['hello', 'result']);
    await claim.release();
  });
});

describe('socketPathFor', () => {
  it('reaches a folder too deep for a Unix socket from the working directory, or refuses it clearly', () => {
    const deep = `/${'pasta-longa/'.repeat(12)}dados`;
    expect(socketPathFor(deep, deep)).toBe('portal.sock');
    expect(() => socketPathFor(deep, '/')).toThrow(DatabaseUnavailableError);
    expect(() => socketPathFor(deep, '/')).toThrow(/longo demais.*PORTAL_DATA_DIR/);
  });
});
