import { describe, expect, it } from 'vitest';
import { islandChunkNamer, type ModuleGraph, type ModuleGraphInfo } from './clientChunks.ts';

const src = (path: string) => `/app/src/${path}`;
const USER_AREA = src('islands/header/UserArea.tsx');
const LOGOUT = src('islands/header/logout.ts');
const COMMENT_BOX = src('islands/comments/CommentBox.tsx');
const COMMENT_LIST = src('islands/comments/CommentList.tsx');
const COMMENT_ACTIONS = src('islands/comments/CommentActions.tsx');
const COMMENT_EDIT_FORM = src('islands/comments/CommentEditForm.tsx');
const ARTICLE_COMPOSER = src('islands/articles/ArticleComposer.tsx');
const CONVERSATION_LIST = src('islands/conversations/ConversationList.tsx');
const LOAD_MORE_SCRIPT = src('components/lists/LoadMore.astro?astro&type=script&index=0&lang.ts');
const MESSAGES = src('paraglide/messages.js');
const MESSAGE_INDEX = src('paraglide/messages/_index.js');

interface Node {
  imports?: string[];
  lazyImports?: string[];
  entry?: boolean;
  code?: string;
}

/** A module graph from each module's static and dynamic imports, answered as Rolldown would. */
function graphOf(nodes: Record<string, Node>): ModuleGraph {
  const infos = new Map<string, ModuleGraphInfo & { importers: string[]; dynamicImporters: string[] }>();
  for (const [id, node] of Object.entries(nodes)) {
    infos.set(id, {
      importers: [],
      dynamicImporters: [],
      isEntry: node.entry ?? false,
      code: node.code ?? '',
    });
  }
  for (const [id, node] of Object.entries(nodes)) {
    for (const target of node.imports ?? []) infos.get(target)!.importers.push(id);
    for (const target of node.lazyImports ?? []) infos.get(target)!.dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

function namesOf(nodes: Record<string, Node>, ids: string[]): Record<string, string | null> {
  const graph = graphOf(nodes);
  const name = islandChunkNamer();
  return Object.fromEntries(ids.map((id) => [id.replace('/app/src/', ''), name(id, graph)]));
}

describe('islandChunkNamer', () => {
  it("puts what the header's islands need at hydration in the chrome file, unless a page's script needs it too", () => {
    const dropdown = src('islands/ui/Dropdown.tsx');
    const toasts = src('stores/toasts.ts');
    const drafts = src('islands/drafts/leaveGuard.ts');
    const avatar = src('islands/ui/Avatar.tsx');
    const names = namesOf(
      {
        [USER_AREA]: { entry: true, imports: [dropdown, toasts, avatar], lazyImports: [LOGOUT] },
        [ARTICLE_COMPOSER]: { entry: true, imports: [avatar] },
        [avatar]: {},
        [LOGOUT]: { imports: [drafts] },
        [LOAD_MORE_SCRIPT]: { entry: true, imports: [toasts] },
        [dropdown]: {},
        [toasts]: {},
        [drafts]: {},
      },
      [USER_AREA, dropdown, avatar, toasts, LOGOUT, drafts],
    );
    expect(names).toEqual({
      'islands/header/UserArea.tsx': 'chrome',
      'islands/ui/Dropdown.tsx': 'chrome',
      'islands/ui/Avatar.tsx': 'chrome',
      'stores/toasts.ts': null,
      'islands/header/logout.ts': null,
      'islands/drafts/leaveGuard.ts': null,
    });
  });

  it('puts code only the discussion needs in its file, with what its lazy parts share, and keeps those parts lazy', () => {
    const commentApi = src('islands/comments/commentApi.ts');
    const editOnly = src('islands/comments/editDiff.ts');
    const names = namesOf(
      {
        [COMMENT_BOX]: { entry: true, imports: [commentApi] },
        [COMMENT_LIST]: { entry: true, imports: [COMMENT_ACTIONS] },
        [COMMENT_ACTIONS]: { lazyImports: [COMMENT_EDIT_FORM] },
        [COMMENT_EDIT_FORM]: { imports: [commentApi, editOnly] },
        [commentApi]: {},
        [editOnly]: {},
      },
      [COMMENT_BOX, COMMENT_LIST, COMMENT_ACTIONS, commentApi, COMMENT_EDIT_FORM, editOnly],
    );
    expect(names).toEqual({
      'islands/comments/CommentBox.tsx': 'discussion',
      'islands/comments/CommentList.tsx': 'discussion',
      'islands/comments/CommentActions.tsx': 'discussion',
      'islands/comments/commentApi.ts': 'discussion',
      'islands/comments/CommentEditForm.tsx': null,
      'islands/comments/editDiff.ts': null,
    });
  });

  it('shares writing code with the composers in the writing file, but not with pages outside the families', () => {
    const mentions = src('islands/mentions/MentionListbox.tsx');
    const formatDate = src('shared/format/formatDate.ts');
    const names = namesOf(
      {
        [COMMENT_BOX]: { entry: true, imports: [mentions, formatDate] },
        [ARTICLE_COMPOSER]: { entry: true, imports: [mentions] },
        [CONVERSATION_LIST]: { entry: true, imports: [formatDate] },
        [mentions]: {},
        [formatDate]: {},
      },
      [mentions, formatDate, ARTICLE_COMPOSER],
    );
    expect(names).toEqual({
      'islands/mentions/MentionListbox.tsx': 'writing',
      'shared/format/formatDate.ts': null,
      'islands/articles/ArticleComposer.tsx': null,
    });
  });

  it("reads which modules use a message from their code, not from the barrel's imports", () => {
    const reply = src('paraglide/messages/comments_reply.js');
    const replyTo = src('paraglide/messages/comments_reply_to.js');
    const failed = src('paraglide/messages/common_load_more_failed.js');
    const nodes: Record<string, Node> = {
      [COMMENT_BOX]: { entry: true, imports: [MESSAGES], code: 'label = m.comments_reply_to({ name })' },
      [COMMENT_LIST]: {
        entry: true,
        imports: [MESSAGES],
        code: 'm.comments_reply(); m.common_load_more_failed()',
      },
      [LOAD_MORE_SCRIPT]: { entry: true, imports: [MESSAGES], code: 'toast(m.common_load_more_failed())' },
      [MESSAGES]: { imports: [MESSAGE_INDEX] },
      [MESSAGE_INDEX]: { imports: [reply, replyTo, failed] },
      [reply]: {},
      [replyTo]: {},
      [failed]: {},
    };
    expect(namesOf(nodes, [reply, replyTo, failed])).toEqual({
      'paraglide/messages/comments_reply.js': 'discussion',
      'paraglide/messages/comments_reply_to.js': 'discussion',
      'paraglide/messages/common_load_more_failed.js': null,
    });
  });

  it("follows the islands' own way to the catalog (src/i18n/messages.ts) to the modules using a message", () => {
    const islandMessages = src('i18n/messages.ts');
    const createPost = src('paraglide/messages/chrome_create_post.js');
    const reply = src('paraglide/messages/comments_reply.js');
    const nodes: Record<string, Node> = {
      [USER_AREA]: {
        entry: true,
        imports: [islandMessages],
        code: 'const LABELS = { moment: m.chrome_create_post }',
      },
      [COMMENT_LIST]: { entry: true, imports: [islandMessages], code: 'm.comments_reply()' },
      [islandMessages]: { imports: [MESSAGES], code: "export { m } from '@/paraglide/messages.js'" },
      [MESSAGES]: { imports: [MESSAGE_INDEX] },
      [MESSAGE_INDEX]: { imports: [createPost, reply] },
      [createPost]: {},
      [reply]: {},
    };
    expect(namesOf(nodes, [createPost, reply])).toEqual({
      'paraglide/messages/chrome_create_post.js': 'chrome',
      'paraglide/messages/comments_reply.js': 'discussion',
    });
  });

  it("leaves libraries, Rolldown's own modules and a page script's modules to the automatic split", () => {
    const react = '/app/node_modules/react/index.js';
    const runtime = '\0rolldown/runtime.js';
    const names = namesOf(
      {
        [USER_AREA]: { entry: true, imports: [react, runtime] },
        [react]: {},
        [runtime]: {},
        [LOAD_MORE_SCRIPT]: { entry: true },
      },
      [react, runtime, LOAD_MORE_SCRIPT],
    );
    expect(Object.values(names)).toEqual([null, null, null]);
  });

  it('ends on an import cycle', () => {
    const a = src('islands/comments/a.ts');
    const b = src('islands/comments/b.ts');
    const names = namesOf(
      { [COMMENT_BOX]: { entry: true, imports: [a] }, [a]: { imports: [b] }, [b]: { imports: [a] } },
      [a, b],
    );
    expect(names).toEqual({ 'islands/comments/a.ts': 'discussion', 'islands/comments/b.ts': 'discussion' });
  });
});
