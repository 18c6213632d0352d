import { nodes } from '@/server/db/schema/index.ts';
import type { AdminCollection } from '@/server/admincollection/adminCollection.ts';
import { collectionTable } from '@/server/admincollection/collectionTable.ts';
import { logoField, orderField } from '@/server/admincollection/collectionFields.ts';
import { clearActiveNodesCache } from '@/server/taxonomy/nodes.queries.ts';
import { findAdminNode, listAdminNodes, momentRowsInNode, type AdminNode } from './nodeAdmin.queries.ts';
import {
  NODE_DESCRIPTION_MAX,
  NODE_NAME_MAX,
  nodeInputSchema,
  type NodeInput,
} from '@/shared/admintaxonomy/nodeAdminSchemas.ts';
import { m } from '@/paraglide/messages.js';

/** Nodes on /admin/nodes: the categories of moments, in the order pickers and the side bar use. */
export const nodeCollection: AdminCollection<AdminNode, NodeInput> = {
  path: 'nodes',
  permission: 'taxonomy.manage',
  target: 'node',
  ...collectionTable(nodes),
  schema: nodeInputSchema,
  fields: [
    {
      name: 'name',
      control: 'text',
      label: m.admintaxonomy_node_name,
      required: true,
      maxLength: NODE_NAME_MAX,
    },
    {
      name: 'description',
      control: 'textarea',
      label: m.admintaxonomy_node_description,
      maxLength: NODE_DESCRIPTION_MAX,
    },
    logoField(m.admintaxonomy_node_logo),
    {
      name: 'questions',
      control: 'switch',
      label: m.admintaxonomy_node_questions,
      hint: m.admintaxonomy_node_questions_hint,
    },
    orderField,
  ],
  list: listAdminNodes,
  find: findAdminNode,
  /**
   * The default node and a node with moments stay: hiding keeps its moments reachable, and moving
   * them is a separate, deliberate step. A deleted moment still points at its node and counts.
   */
  async deleteRefusal(tx, node, site) {
    if (node.id === site.defaultNodeId) return m.admintaxonomy_node_delete_default();
    const used = await momentRowsInNode(node.id, tx);
    if (used === 0) return undefined;
    return m.admintaxonomy_node_delete_has_moments({ name: node.name, count: String(used) });
  },
  changed: clearActiveNodesCache,
  auditSummary: (node) => ({ name: node.name }),
  auditChange: (before, after) => ({
    before: before.name,
    after: after.name,
    ...(before.questions === after.questions ? {} : { questions: after.questions }),
  }),
  view: (node, site) => ({
    name: node.name,
    logo: node.logo,
    description: node.description,
    badges: [
      ...(node.id === site.defaultNodeId ? [m.admintaxonomy_node_default()] : []),
      ...(node.questions ? [m.admintaxonomy_node_questions_badge()] : []),
    ],
    meta: [
      `${m.admintaxonomy_node_moments()}: ${node.momentCount}`,
      `${m.admintaxonomy_col_order()}: ${node.sortOrder}`,
    ],
    deletable: node.id !== site.defaultNodeId,
    deleteConfirm: m.admintaxonomy_node_delete_confirm({ name: node.name }),
  }),
  text: {
    intro: m.admintaxonomy_nodes_intro,
    empty: m.admintaxonomy_nodes_empty,
    open: m.admintaxonomy_nodes_new,
    create: m.admintaxonomy_node_create,
    notFound: m.admintaxonomy_node_not_found,
  },
};
