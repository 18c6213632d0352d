import { describe, expect, it } from 'vitest';
import { readOnlyTaskCheckboxes } from './readOnlyTaskCheckboxes.ts';
import { sanitizeContent } from './sanitizeContent.ts';

const TASKS =
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><label><input type="checkbox" checked="checked"><span></span></label><div><p>done</p></div></li>' +
  '<li data-type="taskItem" data-checked="false"><label><input type="checkbox"><span></span></label><div><p>to do</p></div></li></ul>';

describe('readOnlyTaskCheckboxes', () => {
  it('disables and names every task checkbox of sanitized content, keeping its state', () => {
    const html = readOnlyTaskCheckboxes(sanitizeContent(TASKS).html, 'Task "item"');
    expect(html).toContain(
      '<input type="checkbox" checked="checked" disabled="disabled" aria-label="Task &quot;item&quot;" />',
    );
    expect(html).toContain(
      '<input type="checkbox" disabled="disabled" aria-label="Task &quot;item&quot;" />',
    );
    expect(html.match(/<input /g)).toHaveLength(2);
    expect(html.match(/disabled="disabled"/g)).toHaveLength(2);
  });

  it('leaves content without tasks as it is', () => {
    const html = sanitizeContent('<p>plain <strong>text</strong></p>').html;
    expect(readOnlyTaskCheckboxes(html, 'Task')).toBe(html);
  });
});
