import { existsSync } from 'node:fs';
import type mysql from 'mysql2/promise';
import {
  dataDir,
  databaseSettingsFromUrl,
  installConfigPath,
  writeInstallConfig,
  type DatabaseSettings,
  type InstallConfig,
} from '@/server/config/installConfig.ts';
import { getEnv } from '@/server/config/env.ts';
import { createDatabase, createPool } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import { nodes, users } from '@/server/db/schema/index.ts';
import { saveSiteConfig } from '@/server/site/siteConfig.commands.ts';
import { defaultTermsText, storeTermsText } from '@/server/terms/termsText.ts';
import { hashPassword } from '@/server/auth/password.ts';
import { syncUserDocument } from '@/server/search/searchIndexSync.ts';
import { vapidKeys } from '@/server/push/vapidKeys.ts';
import { logger } from '@/server/log/logger.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import { INSTALL_SITE_NAVS } from '@/shared/site/builtinSiteNavs.ts';
import type { InstallRequest } from '@/shared/install/installSchemas.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { markInstalled } from './installState.ts';
import { acquireInstallLock } from './installLock.ts';
import { claimDatabaseForInstall } from './databaseInstallLock.ts';
import { checkDatabaseEmpty, checkServerVersion, connectToDatabase } from './databaseProbe.ts';
import { DATABASE_FIELD } from './databaseConnection.ts';
import { startBuiltinDatabase } from './startBuiltinDatabase.ts';
import { dropAllTables } from './dropAllTables.ts';
import { quoteIdentifier } from './sqlIdentifier.ts';
import { InstallFailure, describeError, type InstallStep } from './installFailure.ts';
import { installStepLabel } from './installStepLabel.ts';

export interface InstallDeps {
  dataDir: string;
  configPath: string;
  writeConfig: (config: InstallConfig) => Promise<void>;
  migrate: (pool: mysql.Pool) => Promise<void>;
  /** DATABASE_URL's database, which the running forum will use whatever the wizard says. */
  environmentDatabase: DatabaseSettings | undefined;
  /** Starts the built-in database and answers its settings (decision 067). */
  startBuiltinDatabase: () => Promise<DatabaseSettings>;
  /** Called as each step that changes something starts; lets tests stop an install midway. */
  onStep?: (step: InstallStep) => void | Promise<void>;
}

export function defaultInstallDeps(): InstallDeps {
  const url = getEnv().DATABASE_URL;
  return {
    dataDir: dataDir(),
    configPath: installConfigPath(),
    writeConfig: writeInstallConfig,
    migrate: runMigrations,
    environmentDatabase: url ? databaseSettingsFromUrl(url) : undefined,
    startBuiltinDatabase,
  };
}

const alreadyInstalled = () =>
  new InstallFailure('lock', 403, m.install_already_installed(), ErrorCode.forbidden);
const inProgress = () => new InstallFailure('lock', 409, m.install_in_progress(), ErrorCode.conflict);

function assertMatchesEnvironment(settings: DatabaseSettings, fromEnv: DatabaseSettings | undefined): void {
  if (!fromEnv) return;
  const same =
    fromEnv.host === settings.host &&
    fromEnv.port === settings.port &&
    fromEnv.database === settings.database;
  if (same) return;
  const params = { host: fromEnv.host, port: String(fromEnv.port), database: fromEnv.database };
  throw new InstallFailure('connect', 400, m.install_db_env_mismatch(params), undefined, 'dbConfig');
}

function assertNoEnvironmentDatabase(fromEnv: DatabaseSettings | undefined): void {
  if (!fromEnv) return;
  throw new InstallFailure('connect', 400, m.install_builtin_env_database(), undefined, DATABASE_FIELD);
}

/**
 * Installs the forum: checks the database, creates the tables, the site settings and the owner,
 * then writes the config file last. Any failure leaves the database empty and no config file.
 */
export async function installForum(input: InstallRequest, deps: InstallDeps): Promise<InstallConfig> {
  if (existsSync(deps.configPath)) throw alreadyInstalled();
  if (input.databaseKind === 'builtin') assertNoEnvironmentDatabase(deps.environmentDatabase);
  else assertMatchesEnvironment(input.dbConfig, deps.environmentDatabase);
  const lock = await acquireInstallLock(deps.dataDir);
  if (!lock) throw inProgress();
  try {
    if (existsSync(deps.configPath)) throw alreadyInstalled();
    const settings = input.databaseKind === 'builtin' ? await deps.startBuiltinDatabase() : input.dbConfig;
    const config = await installIntoDatabase(input, settings, deps);
    markInstalled(config);
    const where = config.database.builtin ? 'built-in' : config.database.host;
    logger.info({ host: where, database: config.database.database }, 'forum installed');
    return config;
  } catch (error) {
    if (error instanceof InstallFailure) {
      logger.warn({ step: error.step, reason: error.message }, 'install failed');
    }
    throw error;
  } finally {
    await lock.release();
  }
}

async function installIntoDatabase(
  input: InstallRequest,
  settings: DatabaseSettings,
  deps: InstallDeps,
): Promise<InstallConfig> {
  const connection = await connectToDatabase(settings);
  try {
    if (!(await claimDatabaseForInstall(connection, settings.database))) throw inProgress();
    await checkServerVersion(connection);
    await checkDatabaseEmpty(connection, settings.database);
    const passwordHash = await hashPassword(input.password);
    return await buildForum(connection, input, settings, passwordHash, deps);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

async function buildForum(
  connection: mysql.Connection,
  input: InstallRequest,
  settings: DatabaseSettings,
  passwordHash: string,
  deps: InstallDeps,
): Promise<InstallConfig> {
  const pool = createPool(settings, { connectionLimit: 2 });
  let step: InstallStep = 'charset';
  const enter = async (next: InstallStep) => {
    step = next;
    await deps.onStep?.(next);
  };
  try {
    await enter('charset');
    // Tables take the database default, so it must be utf8mb4 before the migrations run.
    await connection.query(
      `ALTER DATABASE ${quoteIdentifier(settings.database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    await enter('migrate');
    await deps.migrate(pool);
    const db = createDatabase(pool);
    await enter('siteConfig');
    // Every moment belongs to a node, so the forum starts with one, named in the site's language.
    const locale = { locale: input.language };
    const [defaultNode] = await db
      .insert(nodes)
      .values({
        name: m.feed_default_node_name({}, locale),
        description: m.feed_default_node_description({}, locale),
      })
      .$returningId();
    await saveSiteConfig(
      {
        ...DEFAULT_SITE_CONFIG,
        siteTitle: input.siteTitle,
        siteDescription: input.siteDescription,
        language: input.language,
        defaultNodeId: defaultNode?.id ?? 0,
        // The header shows siteNavs; a new forum links its two feeds there, named in each reader's language.
        siteNavs: [...INSTALL_SITE_NAVS],
      },
      db,
    );
    await storeTermsText(defaultTermsText(input.siteTitle, input.language), db);
    // The web push key pair is the forum's from its first day (unless the environment names one).
    await vapidKeys(db);
    await enter('admin');
    const [owner] = await db
      .insert(users)
      .values({
        username: input.username,
        usernameChosen: true,
        nickname: input.username,
        passwordHash,
        role: 'owner',
      })
      .$returningId();
    if (owner) await syncUserDocument(db, owner.id);
    await enter('configFile');
    const config: InstallConfig = { database: settings, installedAt: new Date().toISOString() };
    await deps.writeConfig(config);
    return config;
  } catch (error) {
    await undoPartialInstall(connection, step, error);
    const reason = describeError(error);
    throw new InstallFailure(
      step,
      500,
      m.install_failed_at({ step: installStepLabel(step), reason }),
      ErrorCode.server,
    );
  } finally {
    await pool.end().catch(() => undefined);
  }
}

async function undoPartialInstall(
  connection: mysql.Connection,
  step: InstallStep,
  error: unknown,
): Promise<void> {
  logger.error({ step, reason: describeError(error) }, 'install step failed; removing created tables');
  try {
    await dropAllTables(connection);
  } catch (cleanupError) {
    logger.error({ reason: describeError(cleanupError) }, 'could not remove the tables of a failed install');
  }
}
