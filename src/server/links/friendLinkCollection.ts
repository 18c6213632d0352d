import { friendLinks } from '@/server/db/schema/index.ts';
import type { AdminCollection } from '@/server/admincollection/adminCollection.ts';
import { collectionTable } from '@/server/admincollection/collectionTable.ts';
import { logoField, orderField, statusField } from '@/server/admincollection/collectionFields.ts';
import {
  FRIEND_LINK_SUMMARY_MAX,
  FRIEND_LINK_TITLE_MAX,
  FRIEND_LINK_URL_MAX,
  friendLinkInputSchema,
  type FriendLinkData,
} from '@/shared/links/friendLinkSchemas.ts';
import { findFriendLink, listAllFriendLinks, type FriendLinkRecord } from './friendLinks.queries.ts';
import { clearFriendLinksCache } from './friendLinksCache.ts';
import { m } from '@/paraglide/messages.js';

/** Friend links on /admin/links: listed on /links and in the side bar, in this order. */
export const friendLinkCollection: AdminCollection<FriendLinkRecord, FriendLinkData> = {
  path: 'links',
  permission: 'links.manage',
  target: 'link',
  ...collectionTable(friendLinks),
  schema: friendLinkInputSchema,
  fields: [
    {
      name: 'title',
      control: 'text',
      label: m.admintaxonomy_link_title,
      required: true,
      maxLength: FRIEND_LINK_TITLE_MAX,
    },
    {
      name: 'url',
      control: 'url',
      label: m.admintaxonomy_link_url,
      required: true,
      maxLength: FRIEND_LINK_URL_MAX,
    },
    {
      name: 'summary',
      control: 'textarea',
      label: m.admintaxonomy_link_summary,
      maxLength: FRIEND_LINK_SUMMARY_MAX,
    },
    logoField(m.admintaxonomy_link_logo),
    orderField,
    statusField,
  ],
  list: listAllFriendLinks,
  find: findFriendLink,
  changed: clearFriendLinksCache,
  auditSummary: (link) => ({ title: link.title, url: link.url }),
  auditChange: (before, after) => ({ before: before.url, after: after.url, title: after.title }),
  view: (link) => ({
    name: link.title,
    logo: link.logo,
    description: link.summary,
    badges: [],
    link: link.url ? { href: link.url, text: link.host } : undefined,
    meta: [`${m.admintaxonomy_col_order()}: ${link.sortOrder}`],
    deletable: true,
    deleteConfirm: m.admintaxonomy_link_delete_confirm({ title: link.title }),
  }),
  text: {
    intro: m.admintaxonomy_links_intro,
    empty: m.admintaxonomy_links_empty,
    open: m.admintaxonomy_links_new,
    create: m.admintaxonomy_link_create,
    notFound: m.discovery_link_not_found,
  },
};
