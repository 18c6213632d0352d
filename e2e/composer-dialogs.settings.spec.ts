import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { postForData, withSavedContent, type ComposerMember } from './support/composerMember.ts';
import { expect, test } from './support/fixtures.ts';
import { signInBrowser } from './support/members.ts';
import { COMPOSER_WORDS, RichEditor } from './support/pages/Composer.ts';
import { gotoHydrated } from './support/gotoHydrated.ts';
import { currentSiteConfig, saveSiteConfig } from './support/siteConfig.ts';
import { watchSubmissions } from './support/submissionWatch.ts';
import type { SiteConfig } from '../src/shared/site/siteConfig.ts';

// Writing in every composer (new and edited posts, tweets and articles) with its dialogs and popovers:
// a link added from the toolbar or with Ctrl+K and confirmed with Enter or the button, Enter in the
// title, tag inputs and check boxes, a colour, the slash menu, an image and the captcha. None of them
// may submit the page: the address stays, nothing is sent, and everything written is still there.

type Kind = 'post' | 'tweet' | 'article';

interface Composer {
  name: string;
  kind: Kind;
  path: () => string;
  /** An edit page opens with the saved body or text, which the member replaces. */
  editsSaved: boolean;
}

// The composers' own words (the page object's), and the link dialog's.
const WORDS = {
  'en-US': { ...COMPOSER_WORDS['en-US'], link: 'Link', text: 'Text', address: 'Address', confirm: 'Confirm' },
  'zh-CN': { ...COMPOSER_WORDS['zh-CN'], link: '链接', text: '文本', address: '链接地址', confirm: '确定' },
};
type Words = (typeof WORDS)[keyof typeof WORDS];

const DIALOG_SETTINGS = {
  modules: { moment: true, article: true, tweet: true },
  enableHideContent: true,
  momentCaptcha: false,
} satisfies Partial<SiteConfig>;
const PHONE = { width: 390, height: 844 };

let member: ComposerMember;
let tweetId = 0;
let settingsBefore: Partial<SiteConfig>;

const COMPOSERS: readonly Composer[] = [
  { name: 'new post', kind: 'post', path: () => '/moment/create', editsSaved: false },
  { name: 'post edit', kind: 'post', path: () => `/moment/edit/${member.momentId}`, editsSaved: true },
  { name: 'new tweet', kind: 'tweet', path: () => '/moment/create?type=1', editsSaved: false },
  { name: 'tweet edit', kind: 'tweet', path: () => `/moment/edit/${tweetId}`, editsSaved: true },
  { name: 'new article', kind: 'article', path: () => '/article/create', editsSaved: false },
  {
    name: 'article edit',
    kind: 'article',
    path: () => `/article/edit/${member.articleId}`,
    editsSaved: true,
  },
];

test.beforeAll(async ({ accounts }) => {
  const current = await currentSiteConfig();
  settingsBefore = {
    modules: current.modules,
    enableHideContent: current.enableHideContent,
    momentCaptcha: current.momentCaptcha,
  };
  await saveSiteConfig(DIALOG_SETTINGS);
  const tester = await accounts.member('Dialog tester');
  member = await withSavedContent(tester);
  tweetId = (
    await postForData<{ id: number }>(tester.api, '/api/moment/create', { type: 1, content: 'Saved tweet' })
  ).id;
  // Last: with the captcha on, the API creates no moment without a solved puzzle.
  await saveSiteConfig({ momentCaptcha: true });
});

test.afterAll(async () => {
  await saveSiteConfig(settingsBefore);
});

test.beforeEach(async ({ context, baseURL }) => {
  await signInBrowser(context, member, baseURL);
});

const bodyEditor = (page: Page, words: Words) => new RichEditor(page, words.content);
const hiddenEditor = (page: Page, words: Words) =>
  new RichEditor(page.locator('.composer-hidden'), words.hiddenContent);
const tagInput = (page: Page, words: Words) => page.getByRole('combobox', { name: words.tags });

/** Fills every field the composer has: title and body (or a tweet's text), a tag and hidden content. */
async function writeDraft(page: Page, composer: Composer, words: Words): Promise<void> {
  if (composer.kind === 'tweet') {
    await page.getByRole('textbox', { name: words.tweet }).fill('Tweet draft');
  } else {
    await page.getByRole('textbox', { name: words.title, exact: true }).fill('Draft title');
    const body = bodyEditor(page, words);
    await expect(body.root).toHaveAttribute('data-ready', '');
    await body.area.click();
    if (composer.editsSaved) {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.press('Delete');
    }
    await page.keyboard.type('Draft body');
  }
  await tagInput(page, words).fill('draft');
  await tagInput(page, words).press('Enter');
  await expect(page.getByRole('button', { name: words.removeTag('draft') })).toBeVisible();
  if (composer.kind === 'article') return;
  const toggle = page.getByRole('checkbox', { name: words.hiddenToggle });
  if (!(await toggle.isChecked())) await toggle.check();
  const hidden = hiddenEditor(page, words);
  await expect(hidden.root).toHaveAttribute('data-ready', '');
  await hidden.area.click();
  await page.keyboard.type('Hidden draft');
}

async function expectDraftKept(page: Page, composer: Composer, words: Words): Promise<void> {
  if (composer.kind === 'tweet') {
    await expect(page.getByRole('textbox', { name: words.tweet })).toHaveValue(/^Tweet draft/);
  } else {
    await expect(page.getByRole('textbox', { name: words.title, exact: true })).toHaveValue('Draft title');
    await expect(bodyEditor(page, words).html).toHaveValue(/>Draft body/);
  }
  await expect(page.getByRole('button', { name: words.removeTag('draft') })).toBeVisible();
  if (composer.kind !== 'article') await expect(hiddenEditor(page, words).html).toHaveValue(/Hidden draft/);
}

async function openComposer(page: Page, composer: Composer): Promise<void> {
  await gotoHydrated(page, composer.path());
  await expect(page.locator('form[data-ready]')).toBeAttached();
}

type LinkWay = { open: 'toolbar' | 'Ctrl+K'; confirm: 'Enter in Address' | 'Enter in Text' | 'Confirm' };

const LINK_WAYS: readonly LinkWay[] = [
  { open: 'toolbar', confirm: 'Enter in Address' },
  { open: 'toolbar', confirm: 'Confirm' },
  { open: 'Ctrl+K', confirm: 'Enter in Text' },
  { open: 'Ctrl+K', confirm: 'Confirm' },
];

/** Adds link number `number` at the end of the editor's text, opened and confirmed the given way. */
async function addLink(page: Page, editor: RichEditor, words: Words, how: LinkWay, number: number) {
  await editor.area.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' ');
  if (how.open === 'toolbar') await editor.button(words.link).click();
  else await page.keyboard.press('ControlOrMeta+k');
  const dialog = editor.root.getByRole('dialog', { name: words.link });
  await expect(page.locator('form form'), 'the open dialog puts no form inside the form').toHaveCount(0);
  const text = dialog.getByLabel(words.text, { exact: true });
  const address = dialog.getByLabel(words.address, { exact: true });
  await text.fill(`link ${number}`);
  await address.fill(`https://example.com/${number}`);
  if (how.confirm === 'Confirm') await dialog.getByRole('button', { name: words.confirm }).click();
  else await (how.confirm === 'Enter in Text' ? text : address).press('Enter');
  await expect(dialog).toBeHidden();
}

const linkHtml = (number: number) => new RegExp(`href="https://example\\.com/${number}">link ${number}</a>`);

/**
 * The link flow on one composer: a link each way in the body (a tweet's hidden content, having no
 * body editor) and one in a post's hidden content; the page stays and the draft is all there.
 */
async function linkFlow(page: Page, composer: Composer, words: Words): Promise<void> {
  await openComposer(page, composer);
  await writeDraft(page, composer, words);
  const watch = await watchSubmissions(page);
  const editor = composer.kind === 'tweet' ? hiddenEditor(page, words) : bodyEditor(page, words);
  for (const [index, how] of LINK_WAYS.entries()) {
    await addLink(page, editor, words, how, index + 1);
    await watch.expectNone(`a link from the ${how.open} confirmed by ${how.confirm}`);
    await expect(editor.html).toHaveValue(linkHtml(index + 1));
  }
  if (composer.kind === 'post') {
    const hidden = hiddenEditor(page, words);
    await addLink(page, hidden, words, LINK_WAYS[0]!, 5);
    await watch.expectNone('a link in the hidden content');
    await expect(hidden.html).toHaveValue(linkHtml(5));
  }
  await expectDraftKept(page, composer, words);
  for (let number = 1; number <= 4; number++) await expect(editor.html).toHaveValue(linkHtml(number));
  await watch.expectNone('the whole link flow');
}

for (const viewport of [
  { name: 'desktop', size: null },
  { name: 'phone', size: PHONE },
] as const) {
  test.describe(`links on a ${viewport.name}`, () => {
    if (viewport.size) test.use({ viewport: viewport.size });
    for (const composer of COMPOSERS) {
      test(`${composer.name}: links from the toolbar and Ctrl+K, confirmed by Enter or the button, keep the page and the draft`, async ({
        page,
      }) => {
        await linkFlow(page, composer, WORDS['en-US']);
      });
    }
  });
}

test('new post in Chinese: links confirmed by Enter or 确定 keep the page and the draft', async ({
  page,
  inChinese: _zh,
}) => {
  await linkFlow(page, COMPOSERS[0]!, WORDS['zh-CN']);
});

const NEVER_SUBMITS: Record<Kind, string> = {
  post: 'Enter in the title, tags and check boxes, a colour, the slash menu and an image never submit it',
  tweet: 'Enter in the text, tags and check boxes never submits it',
  article: 'Enter in the title and tags, a colour, the slash menu and an image never submit it',
};

for (const composer of COMPOSERS) {
  test(`${composer.name}: ${NEVER_SUBMITS[composer.kind]}`, async ({ page }) => {
    const words = WORDS['en-US'];
    await openComposer(page, composer);
    await writeDraft(page, composer, words);
    const watch = await watchSubmissions(page);

    const tags = tagInput(page, words);
    await tags.fill('second');
    await tags.press('Enter');
    await watch.expectNone('Enter in the tag input');
    await expect(page.getByRole('button', { name: words.removeTag('second') })).toBeVisible();
    await expect(tags).toBeFocused();

    if (composer.kind === 'tweet') {
      const text = page.getByRole('textbox', { name: words.tweet });
      await text.press('End');
      await text.press('Enter');
      await text.pressSequentially('second line');
      await watch.expectNone('Enter in the text');
      await expect(text).toHaveValue('Tweet draft\nsecond line');
    } else {
      await page.getByRole('textbox', { name: words.title, exact: true }).press('Enter');
      await watch.expectNone('Enter in the title');

      const body = bodyEditor(page, words);
      await body.area.click();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.press('Enter');
      await page.keyboard.type('/quote');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Quoted');
      await watch.expectNone('Enter in the slash menu');
      await expect(body.html).toHaveValue(/<blockquote><p>Quoted<\/p><\/blockquote>$/);

      await page.keyboard.press('ControlOrMeta+a');
      await body.button('Text colour').click();
      const picker = body.root.getByRole('dialog', { name: 'Text colour' });
      await expect(picker.getByRole('button', { name: 'Colour #000000' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await watch.expectNone('Enter on a colour');
      await expect(picker).toBeHidden();
      await expect(body.html).toHaveValue(/style="color: rgb\(67, 67, 67\);"/);

      await body.area.click();
      await page.keyboard.press('ControlOrMeta+End');
      await body.root.locator('input[type=file]').setInputFiles({
        name: 'dot.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f6feb' } })
          .png()
          .toBuffer(),
      });
      await expect(body.html).toHaveValue(/<img src="\/uploads\/[^"]+" alt="dot\.png"/);
      await watch.expectNone('an inserted image');
    }

    if (composer.kind !== 'article') {
      await page.getByRole('checkbox', { name: words.hiddenToggle }).press('Enter');
      await watch.expectNone('Enter on the hidden-content check box');
      await page.getByRole('radio', { name: composer.kind === 'post' ? 'Post' : 'Tweet' }).press('Enter');
      await watch.expectNone('Enter on the kind switch');
    }

    await expectDraftKept(page, composer, words);
    await expect(page.getByRole('dialog', { name: 'Security check' }), 'no publishing began').toBeHidden();
    await watch.expectNone('all of it');
  });
}

test('new post: the captcha answers Enter and closes on Escape, and the draft stays', async ({ page }) => {
  const words = WORDS['en-US'];
  const composer = COMPOSERS[0]!;
  await openComposer(page, composer);
  await writeDraft(page, composer, words);

  await page.getByRole('button', { name: 'Publish' }).click();
  const captcha = page.getByRole('dialog', { name: 'Security check' });
  const slider = captcha.getByRole('slider', { name: 'Puzzle piece position' });
  await expect(slider).toHaveAttribute('aria-disabled', 'false');
  const watch = await watchSubmissions(page);
  await slider.press('Enter');
  await expect(captcha.getByRole('status')).toContainText('Not quite');
  await watch.expectNone('Enter on a wrongly placed puzzle piece');
  await slider.press('Escape');
  await expect(captcha).toBeHidden();

  await expectDraftKept(page, composer, words);
  await watch.expectNone('closing the captcha');
});
