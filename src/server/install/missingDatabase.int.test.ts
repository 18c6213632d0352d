import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminConnection, testServerSettings, uniqueDatabaseName } from '../../../tests/testDatabase.ts';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { probeDatabase } from './databaseProbe.ts';
import { createMissingDatabase } from './missingDatabase.ts';
import { InstallFailure } from './installFailure.ts';

// The installer's words for a database it cannot open, and its offer to create one, against real
// MariaDB/MySQL accounts with and without the CREATE privilege (created here, dropped after).

const accounts: string[] = [];
const databases: string[] = [];

async function asAdmin(sql: string): Promise<void> {
  const connection = await adminConnection();
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** A MySQL account for this test (short names: MySQL 5.7 allows 32 characters), granted `grants`. */
async function accountWith(grants: string[]): Promise<{ username: string; password: string }> {
  const username = `plz_${process.pid % 100_000}_${randomBytes(3).toString('hex')}`;
  const password = `pw-${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE USER '${username}'@'%' IDENTIFIED BY '${password}'`);
  accounts.push(username);
  for (const grant of grants) await asAdmin(`GRANT ${grant} TO '${username}'@'%'`);
  return { username, password };
}

function missingDatabase(account?: { username: string; password: string }): DatabaseSettings {
  const database = uniqueDatabaseName('plaza_t_new');
  databases.push(database);
  return { ...testServerSettings(), ...account, database };
}

async function schema(database: string): Promise<{ charset: string; collation: string } | undefined> {
  const connection = await adminConnection();
  try {
    const [rows] = await connection.query(
      'SELECT DEFAULT_CHARACTER_SET_NAME AS charset, DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [database],
    );
    return (rows as Array<{ charset: string; collation: string }>)[0];
  } finally {
    await connection.end();
  }
}

async function failureOf(promise: Promise<unknown>): Promise<InstallFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InstallFailure);
  return error as InstallFailure;
}

afterAll(async () => {
  for (const database of databases) await asAdmin(`DROP DATABASE IF EXISTS \`${database}\``);
  for (const username of accounts) await asAdmin(`DROP USER IF EXISTS '${username}'@'%'`);
});

describe('a database the installer cannot open', () => {
  it('is called missing and offered for creation; creating it gives an empty utf8mb4_unicode_ci database', async () => {
    const settings = missingDatabase();
    const failure = await failureOf(probeDatabase(settings));
    expect(failure.status).toBe(400);
    expect(failure.errorCode).toBe(ErrorCode.installDatabaseMissing);
    expect(failure.field).toBe('dbConfig');
    expect(failure.message).toBe(
      `The database ${settings.database} does not exist. The user ${settings.username} may create it.`,
    );

    await createMissingDatabase(settings);
    expect(await schema(settings.database)).toEqual({ charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' });
    await expect(probeDatabase(settings)).resolves.toMatchObject({ major: expect.any(Number) });
  });

  it('is called missing for an account without any rights on it, and creating it is refused cleanly', async () => {
    const account = await accountWith([]);
    const settings = missingDatabase(account);
    const failure = await failureOf(probeDatabase(settings));
    expect(failure.errorCode).toBe(ErrorCode.validation);
    expect(failure.message).toMatch(
      new RegExp(
        `^The database ${settings.database} does not exist, or the user ${account.username} has no rights on it\\. Create it as a database administrator`,
      ),
    );
    expect(failure.message).not.toContain('may not use');

    const refused = await failureOf(createMissingDatabase(settings));
    expect(refused.status).toBe(403);
    expect(refused.errorCode).toBe(ErrorCode.forbidden);
    expect(refused.message).toMatch(
      new RegExp(`^The user ${account.username} may not create the database ${settings.database}\\.`),
    );
    expect(await schema(settings.database)).toBeUndefined();
  });

  it('is called missing, and not creatable, for an account with rights on the name but without CREATE', async () => {
    const database = uniqueDatabaseName('plaza_t_new');
    const account = await accountWith([`SELECT ON \`${database}\`.*`]);
    databases.push(database);
    const settings = { ...testServerSettings(), ...account, database };
    const failure = await failureOf(probeDatabase(settings));
    expect(failure.errorCode).toBe(ErrorCode.validation);
    expect(failure.message).toMatch(
      new RegExp(
        `^The database ${database} does not exist, and the user ${account.username} may not create it\\.`,
      ),
    );
  });

  it('may be created by an account granted CREATE on that name only', async () => {
    const database = uniqueDatabaseName('plaza_t_new');
    const account = await accountWith([`ALL PRIVILEGES ON \`${database}\`.*`]);
    databases.push(database);
    const settings = { ...testServerSettings(), ...account, database };
    const failure = await failureOf(probeDatabase(settings));
    expect(failure.errorCode).toBe(ErrorCode.installDatabaseMissing);

    await createMissingDatabase(settings);
    expect(await schema(database)).toEqual({ charset: 'utf8mb4', collation: 'utf8mb4_unicode_ci' });
    await expect(probeDatabase(settings)).resolves.toMatchObject({ major: expect.any(Number) });
  });

  it('is a permission problem when it exists and the account can see it but not use it', async () => {
    const database = uniqueDatabaseName('plaza_t_theirs');
    await asAdmin(`CREATE DATABASE \`${database}\``);
    databases.push(database);
    const account = await accountWith(['SHOW DATABASES ON *.*']);
    const failure = await failureOf(probeDatabase({ ...testServerSettings(), ...account, database }));
    expect(failure.errorCode).toBe(ErrorCode.validation);
    expect(failure.message).toBe(
      `Database connection failed: the user ${account.username} may not use the database ${database}.`,
    );
  });
});
