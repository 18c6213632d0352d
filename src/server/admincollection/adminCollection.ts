import type { z } from 'zod';
import type { Database } from '@/server/db/client.ts';
import type { Transaction } from '@/server/entities/entityTarget.ts';
import type { AuditTargetType } from '@/server/moderation/recordAction.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import type { Permission } from '@/shared/users/permissions.ts';
import type { SortedTable } from './moveSortedRow.ts';

/**
 * One hand-kept, hand-ordered admin list (friend links, nodes …): what its rows are, how they are
 * validated, read and written, and how the admin screen shows them. The commands
 * (adminCollection.commands.ts), the routes (adminCollectionRoute.ts) and the screen
 * (AdminCollectionScreen.astro) are the same for every collection.
 */
export interface AdminCollection<
  Row extends CollectionRow = CollectionRow,
  Input extends CollectionInput = CollectionInput,
> {
  /** The screen is /admin/<path>; its commands are POST /api/admin/<path>/<command>. */
  path: string;
  permission: Permission;
  /** The audit log's target type; also names the screen's form ids (`link-new-title`). */
  target: AuditTargetType;
  /** Where the rows are kept; `...collectionTable(table)` also gives insert and update. */
  table: SortedTable;
  /** The create and edit form's fields, validated together. */
  schema: z.ZodType<Input>;
  /** The form, in order; each names a key of the schema. */
  fields: readonly CollectionField[];
  list(db?: Database): Promise<Row[]>;
  find(id: number, db: Database | Transaction): Promise<Row | undefined>;
  /** Stores a new row and answers its id. */
  insert(tx: Transaction, data: Stored<Input>): Promise<number>;
  update(tx: Transaction, id: number, data: Stored<Input>): Promise<void>;
  /** Why this row may not be deleted (answered 409), or undefined. */
  deleteRefusal?(tx: Transaction, row: Row, site: CollectionSite): Promise<string | undefined>;
  /** Empties this process's caches of the rows, after each committed change. */
  changed(): void;
  /** What the audit row keeps of a created or deleted row, and of an edit. */
  auditSummary(row: Row): Record<string, unknown>;
  auditChange(before: Row, after: Row): Record<string, unknown>;
  view(row: Row, site: CollectionSite): CollectionRowView;
  text: CollectionText;
}

/** Every collection row is ordered by hand and can be hidden. */
export interface CollectionRow {
  id: number;
  sortOrder: number;
  status: number;
}

/** Without a sort number a new row goes last and an edited one keeps its place. */
export interface CollectionInput {
  sortOrder?: number | undefined;
}

type Stored<Input extends CollectionInput> = Input & { sortOrder: number };

/** What a collection's rules read of the site's settings (the default node may not be deleted). */
export type CollectionSite = Pick<SiteConfig, 'defaultNodeId'>;

/**
 * A form control: `image` is an address filled in by uploading an image, `order` the row's sort
 * number, `status` shown or hidden, `switch` a yes-or-no choice (posted as a boolean).
 */
type FieldControl = 'text' | 'url' | 'textarea' | 'image' | 'order' | 'status' | 'switch';

export interface CollectionField {
  /** The schema key the control posts. */
  name: string;
  control: FieldControl;
  label: () => string;
  required?: boolean;
  maxLength?: number;
  /** What a switch does, under it. */
  hint?: () => string;
}

/** One row as the screen lists it. */
interface CollectionRowView {
  /** The row's name: its heading, and what the move buttons name. */
  name: string;
  logo: string;
  description: string;
  /** Badges after the hidden badge ("Default node"). */
  badges: string[];
  /** A link beside the name (a friend link's site). */
  link?: { href: string; text: string } | undefined;
  /** Facts joined by " · " ("Moments: 3", "Order: 10"). */
  meta: string[];
  deletable: boolean;
  deleteConfirm: string;
}

/** The screen's own words. */
interface CollectionText {
  intro(): string;
  empty(): string;
  /** Opens the new-row form ("New node"). */
  open(): string;
  /** The new-row form's button ("Create node"). */
  create(): string;
  /** A row that is not there (404). */
  notFound(): string;
}
