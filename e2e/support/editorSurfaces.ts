import { expect, type Locator, type Page } from '@playwright/test';
import type { ComposerMember } from './composerMember.ts';
import { gotoHydrated } from './gotoHydrated.ts';
import { RichEditor } from './pages/Composer.ts';

/** A page that holds the rich-text editor: the /dev/editor playground or a real composer. */
export interface EditorSurface {
  readonly name: string;
  path(member: ComposerMember): string;
  /** The editing area's accessible name (en-US). */
  readonly label: string;
  /** An edit page opens with the saved body, which the member deletes first. */
  readonly editsSaved: boolean;
  /** The composer's draft, which an earlier test of the same member may have left to be restored. */
  draftKey?(member: ComposerMember): string;
}

export const PLAYGROUND: EditorSurface = {
  name: 'playground',
  path: () => '/dev/editor',
  label: 'Content editor',
  editsSaved: false,
};

/** Every page where members meet the editor; tweets use a plain text box, so they are not here. */
export const EDITOR_SURFACES: readonly EditorSurface[] = [
  PLAYGROUND,
  {
    name: 'new post',
    path: () => '/moment/create',
    label: 'Content',
    editsSaved: false,
    draftKey: () => 'moment:new:post',
  },
  {
    name: 'post edit',
    path: (member) => `/moment/edit/${member.momentId}`,
    label: 'Content',
    editsSaved: true,
    draftKey: (member) => `moment:edit:${member.momentId}`,
  },
  {
    name: 'new article',
    path: () => '/article/create',
    label: 'Content',
    editsSaved: false,
    draftKey: () => 'article:new',
  },
  {
    name: 'article edit',
    path: (member) => `/article/edit/${member.articleId}`,
    label: 'Content',
    editsSaved: true,
    draftKey: (member) => `article:edit:${member.articleId}`,
  },
];

/** The body editor on an open page, with the parts tests reach for. */
export interface OpenEditor {
  /** The editor's container: toolbar, editing area, popovers, footer. */
  root: Locator;
  /** The editing area, focused. */
  area: Locator;
  /** The hidden input that carries the editor's HTML with the form ("" when empty). */
  html: Locator;
  /** A toolbar or popover button by its exact name. */
  button(name: string): Locator;
  /** Somewhere on the page outside the editor, for outside clicks. */
  outside: Locator;
}

/** Opens the surface (the member signed in beforehand) with an empty, focused editor. */
export async function openEditor(
  page: Page,
  surface: EditorSurface,
  member: ComposerMember,
): Promise<OpenEditor> {
  const editor: OpenEditor = new RichEditor(page, surface.label);
  const opensWith = surface.editsSaved ? '<p>Saved body</p>' : '';
  // The previous test's page saves its draft with keepalive as it closes; that save can reach the
  // server after this delete and be restored here, so delete and reload until the page opens clean.
  await expect(async () => {
    if (surface.draftKey) {
      const discarded = await page.request.post('/api/draft/delete', {
        data: { key: surface.draftKey(member) },
      });
      expect(discarded.ok(), await discarded.text()).toBe(true);
    }
    await gotoHydrated(page, surface.path(member));
    if (surface.draftKey) {
      // The composer is ready once its draft has been looked up and any found restored.
      await expect(
        page.locator('form.composer[data-ready], form.article-composer[data-ready]'),
      ).toBeAttached();
    }
    await expect(editor.root).toHaveAttribute('data-ready', '');
    await expect(editor.html).toHaveValue(opensWith, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await editor.area.click();
  if (surface.editsSaved) {
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
  }
  await expect(editor.html).toHaveValue('');
  return editor;
}
