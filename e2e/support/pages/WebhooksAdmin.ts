import { expect, type Locator, type Page } from '@playwright/test';
import { gotoUntilShown } from '../gotoUntilShown.ts';
import { islandsHydrated } from '../islands.ts';

/** Words the webhook screens use, per language: what a person reads and clicks. */
export const WEBHOOK_WORDS = {
  'en-US': {
    heading: 'Webhooks',
    url: 'URL',
    momentPosted: 'Moment posted',
    allowPrivate: 'Allow private addresses',
    add: 'Add endpoint',
    open: 'Open the endpoint',
    delivered: 'Delivered',
    redeliver: 'Redeliver',
    sendTest: 'Send test event',
    privateRefused: /private, loopback or link-local address/,
  },
  'zh-CN': {
    heading: 'Webhooks',
    url: 'URL',
    momentPosted: '动态已发布',
    allowPrivate: '允许私有地址',
    add: '添加端点',
    open: '打开端点',
    delivered: '已送达',
    redeliver: '重新投递',
    sendTest: '发送测试事件',
    privateRefused: /私有、回环或链路本地地址/,
  },
} as const;
export type WebhookWords = (typeof WEBHOOK_WORDS)[keyof typeof WEBHOOK_WORDS];

/** /admin/webhooks and an endpoint's page, as the owner uses them. */
export class WebhooksAdmin {
  constructor(
    readonly page: Page,
    readonly words: WebhookWords,
  ) {}

  async open(): Promise<void> {
    await this.page.goto('/admin/webhooks');
    await expect(this.page.getByRole('heading', { name: this.words.heading, level: 1 })).toBeVisible();
    await islandsHydrated(this.page);
  }

  /** An endpoint's page, its forms ready. */
  async openEndpoint(id: number): Promise<void> {
    await this.page.goto(`/admin/webhooks/${id}`);
    await islandsHydrated(this.page);
  }

  /**
   * An endpoint's page once it shows a delivery with a status: the receiver has the request before
   * the server records its answer, and the page does not refresh itself.
   */
  async openEndpointUntil(id: number, deliveryId: string, status: string): Promise<void> {
    await gotoUntilShown(this.page, `/admin/webhooks/${id}`, () =>
      this.delivery(deliveryId).locator('[data-delivery-status]', { hasText: status }),
    );
  }

  /** Fills the add form: the URL, the "moment posted" event, private addresses allowed or not; submits it. */
  async add(url: string, options: { allowPrivate: boolean }): Promise<void> {
    const form = this.page.locator('form.webhook-form');
    await form.getByLabel(this.words.url, { exact: true }).fill(url);
    await form.getByRole('checkbox', { name: this.words.momentPosted }).check();
    if (options.allowPrivate) await form.getByRole('checkbox', { name: this.words.allowPrivate }).check();
    await form.getByRole('button', { name: this.words.add }).click();
  }

  /** The secret shown once after adding. */
  async shownSecret(): Promise<string> {
    const secret = this.page.locator('[data-webhook-secret]');
    await expect(secret).toHaveText(/^whsec_/);
    return (await secret.textContent())!.trim();
  }

  deliveries(): Locator {
    return this.page.locator('#webhook-deliveries > li');
  }

  /** The row of one delivery, by the id its request carried in `Plaza-Delivery`. */
  delivery(id: string): Locator {
    return this.page.locator(`#webhook-deliveries > li[data-delivery="${id}"]`);
  }

  /** Presses "Redeliver" on a delivery; the page reloads with the new one on top. */
  async redeliver(delivery: Locator): Promise<void> {
    await Promise.all([
      this.page.waitForEvent('load'),
      delivery.getByRole('button', { name: this.words.redeliver }).click(),
    ]);
    await islandsHydrated(this.page);
  }
}
