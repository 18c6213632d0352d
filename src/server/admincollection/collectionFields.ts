import type { CollectionField } from './adminCollection.ts';
import { m } from '@/paraglide/messages.js';

// The fields every collection of the admin screens has, or may have, alike.

/** The row's sort number; blank puts a new row last. */
export const orderField: CollectionField = {
  name: 'sortOrder',
  control: 'order',
  label: m.admintaxonomy_col_order,
};

/** Shown or hidden, chosen in the form (otherwise only with the row's Hide and Show buttons). */
export const statusField: CollectionField = {
  name: 'status',
  control: 'status',
  label: m.admintaxonomy_col_status,
};

/** An image uploaded to the forum, or its /uploads/… address typed in. */
export const logoField = (label: () => string): CollectionField => ({
  name: 'logo',
  control: 'image',
  label,
});
