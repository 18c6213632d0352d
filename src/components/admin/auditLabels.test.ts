import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './auditLabels.ts';

// Every action the server records (grep "action:" in src/server) must read as words, not as its code.
const RECORDED_ACTIONS = [
  'user.ban',
  'user.unban',
  'user.role',
  'user.password_reset',
  'user.score',
  'user.trust',
  'user.delete',
  'user.self_delete',
  'user.erase',
  'moment.delete',
  'moment.restore',
  'moment.hold',
  'moment.approve',
  'moment.reject',
  'moment.recommend',
  'moment.unrecommend',
  'moment.sticky',
  'moment.unsticky',
  'article.delete',
  'article.restore',
  'article.hold',
  'article.approve',
  'article.reject',
  'comment.delete',
  'comment.restore',
  'comment.edit',
  'comment.hold',
  'comment.approve',
  'comment.reject',
  'moment.revision.restore',
  'article.revision.restore',
  'comment.revision.restore',
  'report.resolve',
  'report.dismiss',
  'settings.update',
  'signup_rule.add',
  'signup_rule.remove',
  'user.approve',
  'user.reject',
  'node.create',
  'node.update',
  'node.delete',
  'node.sort',
  'node.show',
  'node.hide',
  'tag.rename',
  'tag.merge',
  'tag.delete',
  'link.create',
  'link.update',
  'link.delete',
  'link.sort',
  'link.show',
  'link.hide',
  'word.add',
  'word.delete',
  'counters.repair',
  'user.delete_spammer',
  'user.restore_spammer',
];

describe('auditActionLabel', () => {
  it.each(RECORDED_ACTIONS)('names %s in words', (action) => {
    const label = auditActionLabel(action);
    expect(label).not.toBe(action);
    expect(label.trim()).not.toBe('');
  });

  it('shows an unknown action as recorded', () => {
    expect(auditActionLabel('future.thing')).toBe('future.thing');
  });
});
