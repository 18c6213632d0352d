import { describe, expect, it } from 'vitest';
import { filterSlashCommands, SLASH_COMMANDS, type SlashCommandDefinition } from './slashCommands.ts';
import { slashMenuKeyAction } from './slashMenuNavigation.ts';

const ids = (items: readonly SlashCommandDefinition[]) => items.map((item) => item.id);

describe('filterSlashCommands', () => {
  it('lists every item, in menu order, for an empty query', () => {
    expect(ids(filterSlashCommands(SLASH_COMMANDS, ''))).toEqual([
      'heading1',
      'heading2',
      'heading3',
      'bulletList',
      'orderedList',
      'blockquote',
      'codeBlock',
      'divider',
    ]);
  });

  it.each([
    ['h1', ['heading1']],
    ['HEADING', ['heading1', 'heading2', 'heading3']],
    ['标题', ['heading1', 'heading2', 'heading3']],
    ['yiji', ['heading1']],
    ['引用', ['blockquote']],
    ['quote', ['blockquote']],
    ['列表', ['bulletList', 'orderedList']],
    ['代码', ['codeBlock']],
    ['fgx', ['divider']],
    ['hr', ['divider']],
    ['h2', ['heading2']],
    ['heading 1', ['heading1']],
    ['code block', ['codeBlock']],
  ])('finds %s by its aliases', (query, expected) => {
    expect(ids(filterSlashCommands(SLASH_COMMANDS, query))).toEqual(expected);
  });

  it('also matches the localized label', () => {
    const found = filterSlashCommands(SLASH_COMMANDS, 'Trennlinie', (item) =>
      item.id === 'divider' ? 'Trennlinie' : '',
    );
    expect(ids(found)).toEqual(['divider']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterSlashCommands(SLASH_COMMANDS, 'zzz')).toEqual([]);
  });

  it('shows at most 10 items', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      id: 'divider' as const,
      aliases: [`x${index}`],
    }));
    expect(filterSlashCommands(many, 'x')).toHaveLength(10);
  });
});

describe('slashMenuKeyAction', () => {
  it('runs the item of a digit key right after the slash, when there is one', () => {
    expect(slashMenuKeyAction('1', false, 0, 3, '')).toEqual({ kind: 'run', index: 0 });
    expect(slashMenuKeyAction('3', false, 0, 3, '')).toEqual({ kind: 'run', index: 2 });
    expect(slashMenuKeyAction('4', false, 0, 3, '')).toEqual({ kind: 'none' });
    expect(slashMenuKeyAction('0', false, 0, 3, '')).toEqual({ kind: 'none' });
  });

  it('leaves a digit to the query once the query has text ("/h2")', () => {
    expect(slashMenuKeyAction('2', false, 0, 4, 'h')).toEqual({ kind: 'none' });
    expect(slashMenuKeyAction('1', false, 0, 3, '标题')).toEqual({ kind: 'none' });
  });

  it('moves with the arrows and Tab, wrapping around', () => {
    expect(slashMenuKeyAction('ArrowDown', false, 0, 3, '')).toEqual({ kind: 'move', index: 1 });
    expect(slashMenuKeyAction('ArrowDown', false, 2, 3, '')).toEqual({ kind: 'move', index: 0 });
    expect(slashMenuKeyAction('ArrowUp', false, 0, 3, '')).toEqual({ kind: 'move', index: 2 });
    expect(slashMenuKeyAction('Tab', false, 1, 3, 'h')).toEqual({ kind: 'move', index: 2 });
    expect(slashMenuKeyAction('Tab', true, 0, 3, '')).toEqual({ kind: 'move', index: 2 });
  });

  it('runs the highlighted item on Enter', () => {
    expect(slashMenuKeyAction('Enter', false, 1, 3, 'h')).toEqual({ kind: 'run', index: 1 });
  });

  it('leaves other keys and an empty menu alone', () => {
    expect(slashMenuKeyAction('a', false, 0, 3, '')).toEqual({ kind: 'none' });
    expect(slashMenuKeyAction('Enter', false, 0, 0, '')).toEqual({ kind: 'none' });
  });
});
