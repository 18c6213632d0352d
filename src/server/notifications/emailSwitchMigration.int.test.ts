import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { migrationStatements, runStatements } from '../../../tests/migrationStatements.ts';
import { users } from '../db/schema/index.ts';
import { loadNotificationSettings, saveNotificationSettings } from './notificationChoices.ts';
import {
  DEFAULT_NOTIFICATION_CHOICES,
  NOTIFICATION_KINDS,
} from '@/shared/notifications/notificationKinds.ts';

const test = useTestDatabase();

async function member(nickname: string): Promise<number> {
  const [row] = await test.db.insert(users).values({ nickname }).$returningId();
  return row!.id;
}

describe('migration 0030 (the old e-mail switch becomes the e-mail column of the choices)', () => {
  it('turns e-mail off for every kind of a member who had the switch off, and changes nobody else', async () => {
    const statements = migrationStatements('0030_email_choices.sql');
    expect(statements.at(-1)).toBe('ALTER TABLE `users` DROP COLUMN `email_notify`;');
    // The database is migrated: put the old column back as it was before 0030.
    await runStatements(test.pool, ['ALTER TABLE `users` ADD `email_notify` boolean DEFAULT true NOT NULL']);
    const quiet = await member('Quiet');
    const chatty = await member('Chatty');
    const tuned = await member('Tuned');
    const pushFree = structuredClone(DEFAULT_NOTIFICATION_CHOICES);
    pushFree.replies.push = false;
    await saveNotificationSettings(tuned, { choices: pushFree, digestDays: 1, locale: 'zh-CN' }, test.db);
    await runStatements(test.pool, [
      `UPDATE \`users\` SET \`email_notify\` = false WHERE \`id\` IN (${quiet}, ${tuned})`,
    ]);

    await runStatements(test.pool, statements);

    const quietSettings = await loadNotificationSettings(quiet, test.db);
    for (const kind of NOTIFICATION_KINDS) {
      expect(quietSettings.choices[kind]).toEqual({ ...DEFAULT_NOTIFICATION_CHOICES[kind], email: false });
    }
    expect(await loadNotificationSettings(chatty, test.db)).toEqual({
      choices: DEFAULT_NOTIFICATION_CHOICES,
      digestDays: 7,
      locale: '',
    });
    const tunedSettings = await loadNotificationSettings(tuned, test.db);
    expect(tunedSettings.choices.replies).toEqual({ inApp: true, email: false, push: false });
    expect(tunedSettings.choices.watched).toEqual({ inApp: true, email: false, push: true });
    expect(tunedSettings.digestDays).toBe(1);
    const [columns] = await test.pool.query("SHOW COLUMNS FROM `users` LIKE 'email_notify'");
    expect(columns).toEqual([]);
  });
});
