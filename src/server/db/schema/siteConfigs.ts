import { mysqlTable, text, varchar } from 'drizzle-orm/mysql-core';
import { updatedAt } from './columns.ts';

// One row per config key; the value is JSON so each key keeps its own shape.
export const siteConfigs = mysqlTable('site_configs', {
  key: varchar('config_key', { length: 64 }).primaryKey(),
  value: text('config_value').notNull(),
  updatedAt: updatedAt(),
});
