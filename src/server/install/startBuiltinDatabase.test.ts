import { afterEach, describe, expect, it } from 'vitest';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { provideBuiltinDatabaseControl } from '@/server/builtinDb/builtinDatabaseControl.ts';
import { startBuiltinDatabase } from './startBuiltinDatabase.ts';
import { InstallFailure } from './installFailure.ts';

const CONTROL = Symbol.for('plaza.builtinDatabaseControl');

async function failureOf(promise: Promise<unknown>): Promise<InstallFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InstallFailure);
  return error as InstallFailure;
}

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[CONTROL];
});

describe('startBuiltinDatabase', () => {
  it('asks for npm start when the launcher is not there to run the server', async () => {
    const failure = await failureOf(runWithLocale('zh-CN', () => startBuiltinDatabase()));
    expect(failure).toMatchObject({ status: 409, field: 'dbConfig' });
    expect(failure.message).toContain('npm start');
  });

  it('says what to install where the programs are missing, and starts nothing', async () => {
    let started = false;
    provideBuiltinDatabaseControl({
      availability: {
        available: false,
        reason: 'install them with: sudo apt-get install mariadb-server-core',
      },
      start: async () => {
        started = true;
      },
    });
    const failure = await failureOf(startBuiltinDatabase());
    expect(failure.status).toBe(409);
    expect(failure.message).toBe(
      'The built-in database cannot run on this machine: install them with: sudo apt-get install mariadb-server-core',
    );
    expect(started).toBe(false);
  });

  it('answers a server that did not start with its reason, and a started one with its socket', async () => {
    provideBuiltinDatabaseControl({
      availability: { available: true },
      start: () => Promise.reject(new Error('the built-in database exited (code 1) while starting')),
    });
    const failure = await failureOf(startBuiltinDatabase());
    expect(failure.status).toBe(503);
    expect(failure.message).toBe(
      'The built-in database did not start: the built-in database exited (code 1) while starting',
    );

    provideBuiltinDatabaseControl({ availability: { available: true }, start: async () => undefined });
    const settings = await startBuiltinDatabase();
    expect(settings).toMatchObject({ builtin: true, database: 'plaza', username: 'root' });
    expect(settings.socketPath).toMatch(/\/mysql\/mysqld\.sock$/);
  });
});
