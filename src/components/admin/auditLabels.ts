import { m } from '@/paraglide/messages.js';
import { FLAG_AUDIT_ACTIONS } from '@/components/admincontent/flagAuditLabels.ts';

const ACTIONS: Record<string, () => string> = {
  'user.ban': m.admin_audit_action_user_ban,
  'user.unban': m.admin_audit_action_user_unban,
  'user.role': m.admin_audit_action_user_role,
  'user.password_reset': m.admin_audit_action_user_password_reset,
  'user.score': m.admin_audit_action_user_score,
  'user.trust': m.trust_audit_action,
  'user.delete': m.admin_audit_action_user_delete,
  'user.self_delete': m.mydata_audit_self_delete,
  'user.erase': m.mydata_audit_erase,
  'moment.delete': m.admin_audit_action_moment_delete,
  'article.delete': m.admin_audit_action_article_delete,
  'comment.delete': m.admin_audit_action_comment_delete,
  'settings.update': m.admin_audit_action_settings_update,
  'signup_rule.add': m.signupdefence_audit_rule_add,
  'signup_rule.remove': m.signupdefence_audit_rule_remove,
  'user.approve': m.signupdefence_audit_user_approve,
  'user.reject': m.signupdefence_audit_user_reject,
  'node.create': m.admin_audit_action_node_create,
  'node.update': m.admin_audit_action_node_update,
  'node.delete': m.admin_audit_action_node_delete,
  'node.sort': m.admin_audit_action_node_sort,
  'tag.rename': m.admin_audit_action_tag_rename,
  'tag.merge': m.admin_audit_action_tag_merge,
  'tag.delete': m.admin_audit_action_tag_delete,
  'word.add': m.admin_audit_action_word_add,
  'word.delete': m.admin_audit_action_word_delete,
  'node.show': m.admin_audit_action_node_show,
  'node.hide': m.admin_audit_action_node_hide,
  'link.show': m.admin_audit_action_link_show,
  'link.hide': m.admin_audit_action_link_hide,
  'link.create': m.admin_audit_action_link_create,
  'link.update': m.admin_audit_action_link_update,
  'link.delete': m.admin_audit_action_link_delete,
  'link.sort': m.admin_audit_action_link_sort,
  'moment.restore': m.admin_audit_action_moment_restore,
  'article.restore': m.admin_audit_action_article_restore,
  'comment.restore': m.admin_audit_action_comment_restore,
  'moment.hold': m.admin_audit_action_moment_hold,
  'article.hold': m.admin_audit_action_article_hold,
  'comment.hold': m.postreview_audit_comment_hold,
  'comment.approve': m.postreview_audit_comment_approve,
  'comment.reject': m.postreview_audit_comment_reject,
  'moment.approve': m.admin_audit_action_moment_approve,
  'moment.reject': m.admin_audit_action_moment_reject,
  'article.approve': m.admin_audit_action_article_approve,
  'article.reject': m.admin_audit_action_article_reject,
  'moment.recommend': m.admin_audit_action_moment_recommend,
  'moment.unrecommend': m.admin_audit_action_moment_unrecommend,
  'moment.sticky': m.admin_audit_action_moment_sticky,
  'moment.unsticky': m.admin_audit_action_moment_unsticky,
  'report.resolve': m.admin_audit_action_report_resolve,
  'report.dismiss': m.admin_audit_action_report_dismiss,
  'counters.repair': m.admin_audit_action_counters_repair,
  'moment.revision.restore': m.admin_audit_action_moment_revision_restore,
  'article.revision.restore': m.admin_audit_action_article_revision_restore,
  'comment.revision.restore': m.admin_audit_action_comment_revision_restore,
  'comment.edit': m.admin_audit_action_comment_edit,
  'message.hold': m.conversations_audit_message_hold,
  'message.approve': m.conversations_audit_message_approve,
  'message.reject': m.conversations_audit_message_reject,
  'conversation.read': m.conversations_audit_read,
  ...FLAG_AUDIT_ACTIONS,
  'user.delete_spammer': m.spammer_audit_delete,
  'user.restore_spammer': m.spammer_audit_restore,
  'webhook.create': m.webhooks_audit_create,
  'webhook.update': m.webhooks_audit_update,
  'webhook.delete': m.webhooks_audit_delete,
  'webhook.secret': m.webhooks_audit_secret,
  'apikey.create': m.apikeys_audit_create,
  'apikey.revoke': m.apikeys_audit_revoke,
  'apikey.request': m.apikeys_audit_request,
  'oidc_client.register': m.oidc_audit_register,
  'oidc_client.rotate': m.oidc_audit_rotate,
  'oidc_client.remove': m.oidc_audit_remove,
  'badge.award': m.badges_audit_award,
  'badge.revoke': m.badges_audit_revoke,
};

/** An action's label; actions added later without one show as recorded ('moment.sticky'). */
export function auditActionLabel(action: string): string {
  return ACTIONS[action]?.() ?? action;
}

export const AUDIT_TARGET_TYPES = [
  'user',
  'moment',
  'article',
  'comment',
  'node',
  'tag',
  'link',
  'settings',
  'report',
  'word',
  'counters',
  'message',
  'conversation',
  'webhook',
  'apikey',
  'oidc_client',
] as const;

const TARGETS: Record<string, () => string> = {
  user: m.admin_audit_target_user,
  moment: m.admin_audit_target_moment,
  article: m.admin_audit_target_article,
  comment: m.admin_audit_target_comment,
  node: m.admin_audit_target_node,
  tag: m.admin_audit_target_tag,
  link: m.admin_audit_target_link,
  settings: m.admin_audit_target_settings,
  report: m.admin_audit_target_report,
  word: m.admin_audit_target_word,
  counters: m.admin_audit_target_counters,
  message: m.conversations_audit_target_message,
  conversation: m.conversations_report_target,
  webhook: m.webhooks_audit_target,
  apikey: m.apikeys_audit_target,
  oidc_client: m.oidc_audit_target,
};

export function auditTargetLabel(targetType: string): string {
  return TARGETS[targetType]?.() ?? targetType;
}

/** Where a target can be looked at; undefined for targets without a page. */
export function auditTargetHref(targetType: string, targetId: number): string | undefined {
  if (targetId <= 0) return undefined;
  if (targetType === 'user') return `/admin/users/${targetId}`;
  if (targetType === 'moment') return `/moment/${targetId}`;
  if (targetType === 'article') return `/article/${targetId}`;
  if (targetType === 'webhook') return `/admin/webhooks/${targetId}`;
  return undefined;
}
