import { useLocale } from './support/browsing.ts';
import { holdUploads } from './support/holdUploads.ts';
import { pngBytes, pngFile } from './support/pngFile.ts';
import { nodeForFile, siteConfigForFile } from './support/fileSetup.ts';
import { expect, test } from './support/fixtures.ts';
import { saveSiteConfig, whileSiteConfig } from './support/siteConfig.ts';
import { BOLD, ENTER, typeSequence } from './support/keyboardSteps.ts';
import { storedRow } from './support/storedFacts.ts';

// Writing moments: a post with the rich-text editor, a tweet with images, editing, switching the
// kind, deleting, and the module switches that decide which kinds exist.

const TWEETS_ON = { moment: true, article: true, tweet: true };
const TWEETS_OFF = { moment: true, article: true, tweet: false };

const png = (color: string) => pngBytes(160, 120, color);

/** The stored row as written: the exact HTML and image list that no page or API shows unrendered. */
async function momentRow(id: number) {
  return storedRow<Record<string, unknown>>(
    'SELECT type, title, content, images, node_id, status FROM moments WHERE id = ?',
    [id],
  );
}

test.describe.configure({ mode: 'serial' });

const node = nodeForFile('Compose E2E', 'Moments written by the e2e spec');
siteConfigForFile({ modules: TWEETS_OFF }, { modules: TWEETS_OFF });

test('a signed-out visit to the composer goes to sign in, keeping the way back', async ({ page }) => {
  await page.goto('/moment/create?type=1');
  await expect(page).toHaveURL(/\/user\/signin\?redirect=%2Fmoment%2Fcreate%3Ftype%3D1$/);
});

test('a post written in the editor, with a bold word, an image, a node and a tag', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await composer.open('/moment/create');
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tweet' }), 'tweets are off').toHaveCount(0);

  await composer.title.fill('My first <post>');
  await expect(page.locator('.rte[data-ready]')).toBeVisible();
  await composer.editor.area.click();
  await expect(page.locator('.rte .is-editor-empty, .rte [data-placeholder]').first()).toHaveAttribute(
    'data-placeholder',
    'Type / to insert content',
  );
  await typeSequence(page, 'Hello ', BOLD, 'bold', BOLD, ' world', ENTER);
  await composer.editor.imageInput.setInputFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: await png('#2f6feb'),
  });
  await expect(page.locator('.rte img[src^="/uploads/"]')).toBeVisible();

  await page.getByLabel('Node').selectOption({ label: 'Compose E2E' });
  await composer.addTag('compose-e2e');
  await expect(composer.removeTagButton('compose-e2e')).toBeVisible();

  const id = await composer.publishAndOpen();
  await expect(page.getByRole('heading', { name: 'My first <post>' })).toBeVisible();
  await expect(page.locator('.rich-content strong')).toHaveText('bold');
  await expect(page.locator('.rich-content img[src^="/uploads/"]')).toBeVisible();

  const row = await momentRow(id);
  expect(row).toMatchObject({ type: 0, title: 'My first <post>', node_id: node.id, status: 0 });
  expect(row!['content']).toMatch(
    /^<p>Hello <strong>bold<\/strong> world<\/p><img src="\/uploads\/[^"]+" alt="picture.png"/,
  );
});

test('the composer refuses to publish while an image is still uploading', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await composer.open();
  await composer.write('Waiting for an upload', 'Body');
  const release = await holdUploads(page);
  await composer.editor.imageInput.setInputFiles(await pngFile('slow.png', 160, 120, '#12b76a'));
  await composer.publish();
  await expect(page.getByText('Please wait for image upload to complete')).toBeVisible();
  await expect(page).toHaveURL(/\/moment\/create$/);
  release();
  await expect(page.locator('.rte img[src^="/uploads/"]')).toBeVisible();
  await composer.publishAndOpen();
});

test('the kind switch and the create menu follow modules.tweet', async ({
  page,
  header,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await composer.open('/moment/create?type=1');
  await expect(page.getByLabel('Title'), 'without tweets ?type=1 writes a post').toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tweet' })).toHaveCount(0);
  await header.openCreateMenu();
  await expect(page.getByRole('menuitem', { name: 'New post' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'New tweet' })).toHaveCount(0);
  const refused = await page.request.post('/api/moment/create', { data: { type: 1, content: 'A tweet' } });
  expect(refused.status()).toBe(404);

  await saveSiteConfig({ modules: TWEETS_ON });
  await composer.open('/moment/create?type=1');
  await expect(page.getByRole('heading', { name: 'New tweet' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Tweet' })).toBeChecked();
  await header.openCreateMenu();
  await expect(page.getByRole('menuitem', { name: 'New tweet' })).toBeVisible();
});

test('every create-menu item opens a page titled with its own words, in English and Chinese', async ({
  page,
  context,
  header,
  member: _signedIn,
}) => {
  await saveSiteConfig({ modules: TWEETS_ON });
  const languages = [
    { locale: 'en-US', items: ['New post', 'New tweet', 'New article'] },
    { locale: 'zh-CN', items: ['发帖子', '发推文', '写文章'] },
  ] as const;
  for (const language of languages) {
    await useLocale(context, language.locale);
    await page.goto('/');
    const items = (await header.in(language.locale).openCreateMenu()).getByRole('menuitem');
    await expect(items).toHaveText(language.items);
    const targets = await items.evaluateAll((links) =>
      links.map((link) => ({ label: link.textContent.trim(), href: link.getAttribute('href') ?? '' })),
    );
    for (const target of targets) {
      await page.goto(target.href);
      await expect(page.getByRole('heading', { level: 1 }), target.href).toHaveText(target.label);
      expect(await page.title(), target.href).toMatch(new RegExp(`^${target.label} - `));
    }
  }
  await useLocale(context, 'en-US');
});

test('a tweet with two images: published, edited, switched to a post only after confirming, deleted', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await saveSiteConfig({ modules: TWEETS_ON });
  await composer.open('/moment/create?type=1');
  await page.getByLabel("What's on your mind?").fill('Two pictures\nfrom <today>');
  await page.getByTestId('tweet-image-input').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: await png('#ff7f50') },
    { name: 'two.png', mimeType: 'image/png', buffer: await png('#7aa5ff') },
  ]);
  const thumbnails = page.locator('.composer-image img');
  await expect(thumbnails).toHaveCount(2);
  await expect(page.locator('.composer-image[aria-busy]')).toHaveCount(0);
  const id = await composer.publishAndOpen();
  await expect(page.locator(`img[src^="/uploads/"]`)).toHaveCount(2);
  const created = await momentRow(id);
  expect(created).toMatchObject({
    type: 1,
    title: '',
    content: '<p>Two pictures<br />from &lt;today&gt;</p>',
  });
  expect(JSON.parse(created!['images'] as string)).toHaveLength(2);

  // Edit: the text comes back as typed; remove one image and change the text.
  await composer.openEdit(id);
  await expect(page.getByRole('heading', { name: 'Edit tweet' })).toBeVisible();
  const text = page.getByLabel("What's on your mind?");
  await expect(text).toHaveValue('Two pictures\nfrom <today>');
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await text.fill('One picture left');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/moment/${id}$`));
  await expect(page.getByText('One picture left')).toBeVisible();
  const edited = await momentRow(id);
  expect(JSON.parse(edited!['images'] as string)).toHaveLength(1);

  // Switching the kind asks first; cancelling keeps everything, confirming clears the content.
  await composer.openEdit(id);
  await expect(text).toHaveValue('One picture left');
  await page.getByRole('radio', { name: 'Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch the editor type?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('radio', { name: 'Tweet' })).toBeChecked();
  await expect(text).toHaveValue('One picture left');
  await page.getByRole('radio', { name: 'Post' }).click();
  await dialog.getByRole('button', { name: 'Switch and clear' }).click();
  await expect(page.getByRole('radio', { name: 'Post' })).toBeChecked();
  await expect(page.getByLabel('Title')).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveText('');
  await page.getByRole('radio', { name: 'Tweet' }).click();
  await expect(dialog, 'nothing to clear: no question').toBeHidden();
  await expect(text).toHaveValue('');
  await expect(thumbnails).toHaveCount(0);

  // Delete from the edit page.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete this moment?' });
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/moments$/);
  expect((await page.request.get(`/moment/${id}`)).status()).toBe(404);
  expect((await page.request.get(`/moment/edit/${id}`)).status()).toBe(404);
});

test('another member cannot open the edit page or delete the moment', async ({
  page,
  request,
  member: _author,
  secondMember: other,
}) => {
  const created = await page.request.post('/api/moment/create', {
    data: { type: 0, title: 'Mine', content: '<p>Only mine</p>' },
  });
  const { data } = (await created.json()) as { data: { id: number; url: string } };
  expect(data.url).toBe(`/moment/${data.id}`);

  expect((await other.api.get(`/moment/edit/${data.id}`)).status()).toBe(403);
  const refused = await other.api.post('/api/moment/delete', { data: { id: data.id } });
  expect(refused.status()).toBe(403);
  // The request fixture has no session.
  const anonymous = await request.post('/api/moment/delete', { data: { id: data.id } });
  expect(anonymous.status()).toBe(401);
  expect((await request.get(`/moment/${data.id}`)).status(), 'still published').toBe(200);
});

test('the composer speaks Chinese to a Chinese reader', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
  inChinese: _zh,
}) => {
  await composer.open('/moment/create');
  await expect(page.getByRole('heading', { name: '发帖子' })).toBeVisible();
  await expect(page.locator('.rte [data-placeholder]').first()).toHaveAttribute(
    'data-placeholder',
    '输入 / 插入内容',
  );
  await page.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('请输入标题')).toBeVisible();
  await expect(page.getByText('请输入内容')).toBeVisible();
});

test('a member without a verified e-mail is told to verify it, with a link', async ({
  page,
  momentComposer: composer,
  member: _signedIn,
}) => {
  await whileSiteConfig(
    { createMomentEmailVerified: true },
    { createMomentEmailVerified: false },
    async () => {
      await composer.open();
      await composer.write('Unverified', 'Body');
      await composer.publish();
      const alert = page.locator('.composer-alert');
      await expect(alert).toContainText('please verify your e-mail first');
      await expect(alert.getByRole('link', { name: 'Verify your e-mail' })).toHaveAttribute(
        'href',
        '/user/profile/account',
      );
    },
  );
});
