import { test as base, type APIRequestContext, type Page } from '@playwright/test';
import {
  signInBrowser,
  signInOwner,
  signInOwnerPage,
  signInOwnerSession,
  signUpMember,
  signUpStaff,
  type Member,
  type OwnerSession,
  type RequestMaker,
  type StaffRole,
} from './members.ts';
import { openBrowsing, useLocale, type BrowseOptions } from './browsing.ts';
import { createArticle, createMoment } from './content.ts';
import { E2E_SERVERS } from './servers.ts';
import { AdminSettingsPage } from './pages/AdminSettings.ts';
import { ArticleComposer, MomentComposer } from './pages/Composer.ts';
import { ArticlePage, MomentPage } from './pages/ContentPage.ts';
import { ConversationsPage } from './pages/Conversations.ts';
import { SiteHeader } from './pages/SiteHeader.ts';

export { expect } from '@playwright/test';
export type { Member } from './members.ts';

/** Members, staff and the owner made through the app's API; their API contexts are let go for you. */
export interface Accounts {
  /** Signs up a new member with a nickname and email of their own. */
  member(label: string, options?: { nickname?: string; trust?: 'new' | 'member' }): Promise<Member>;
  /** Signs up one member per label, in order. */
  members<const Labels extends readonly string[]>(
    ...labels: Labels
  ): Promise<{ [K in keyof Labels]: Member }>;
  /** A new member whom the owner made a moderator or admin. */
  staff(label: string, role?: StaffRole): Promise<Member>;
  /** An API context signed in as the installed owner. */
  owner(): Promise<APIRequestContext>;
  /** The installed owner signed in, with their id and session token as well as the API context. */
  ownerSession(): Promise<OwnerSession>;
}

/** Where `accountsAt` makes its accounts: a forum a spec started itself, perhaps behind a TLS proxy. */
interface AccountsOptions {
  /** Trusts any certificate (a proxy's made for the run). */
  ignoreHTTPSErrors?: boolean;
}

/** Content made by `member` through the API before the test. */
interface MadeContent {
  id: number;
  title: string;
}

interface WorkerFixtures {
  /**
   * Makes members, staff and owner sessions for the worker: usable in `beforeAll` for what a spec
   * file shares, and in tests; everything is let go when the worker ends.
   */
  accounts: Accounts;
  /**
   * The same for a forum at another address: one a system spec spawned and installed itself (its owner
   * is the installed owner too). Usable in `beforeAll` once the forum is up; let go when the worker ends.
   */
  accountsAt: (url: string, options?: AccountsOptions) => Accounts;
}

interface MemberFixtures {
  /** A freshly signed-up member; the test's `page` is signed in as them. */
  member: Member;
  /** Another freshly signed-up member, signed in only through their own `api`. */
  secondMember: Member;
  /** A freshly signed-up member whom the owner made a moderator; signed in only through their own `api`. */
  staff: Member;
  /** The installed owner's API context (the test's `page` stays as it is). */
  owner: APIRequestContext;
  /** The test's `page` is signed in as the installed owner. */
  asOwner: void;
  /** The test's browser context reads in Chinese: the zh-CN locale cookie is set. */
  inChinese: void;
  /**
   * Opens a page in a browser context of its own: a member's or a visitor's, in a language, at a
   * size. The contexts are closed after the test.
   */
  browse: (options?: BrowseOptions) => Promise<Page>;
  /** A moment `member` posted through the API. */
  moment: MadeContent;
  /** An article `member` wrote through the API. */
  article: MadeContent;
  /** The header of the test's `page`. */
  header: SiteHeader;
  /** `/moment/{id}` on the test's `page`. */
  momentPage: MomentPage;
  /** `/article/{id}` on the test's `page`. */
  articlePage: ArticlePage;
  /** The moment composer on the test's `page`. */
  momentComposer: MomentComposer;
  /** The article composer on the test's `page`. */
  articleComposer: ArticleComposer;
  /** The conversation pages on the test's `page`. */
  conversations: ConversationsPage;
  /** The admin settings screen on the test's `page`. */
  adminSettings: AdminSettingsPage;
}

let made = 0;
const stamp = () => `${Date.now().toString(36)}${process.pid % 100}${(made += 1)}`;

/** Accounts on the forum at `url`; every API context they hold is added to `contexts`, to be let go. */
function accountsOn(
  playwright: RequestMaker,
  url: string,
  options: AccountsOptions,
  contexts: APIRequestContext[],
): Accounts {
  const keep = <T extends { api: APIRequestContext } | APIRequestContext>(made: T): T => {
    contexts.push('api' in made ? made.api : made);
    return made;
  };
  const at = { baseURL: url, ...options };
  return {
    member: async (label, memberOptions) =>
      keep(await signUpMember(playwright, label, { ...at, ...memberOptions })),
    members: async <const Labels extends readonly string[]>(...labels: Labels) => {
      const members: Member[] = [];
      for (const label of labels) members.push(keep(await signUpMember(playwright, label, at)));
      return members as { [K in keyof Labels]: Member };
    },
    staff: async (label, role = 'moderator') => keep(await signUpStaff(playwright, label, role, at)),
    owner: async () => keep(await signInOwner(playwright, url)),
    ownerSession: async () => keep(await signInOwnerSession(playwright, url)),
  };
}

export const test = base.extend<MemberFixtures, WorkerFixtures>({
  accounts: [
    async ({ accountsAt }, use) => {
      await use(accountsAt(E2E_SERVERS.main.url));
    },
    { scope: 'worker' },
  ],
  accountsAt: [
    async ({ playwright }, use) => {
      const contexts: APIRequestContext[] = [];
      await use((url, options = {}) => accountsOn(playwright, url, options, contexts));
      for (const context of contexts) await context.dispose();
    },
    { scope: 'worker' },
  ],
  member: async ({ playwright, context, baseURL }, use) => {
    const member = await signUpMember(playwright, 'Member', { baseURL });
    await signInBrowser(context, member, baseURL);
    await use(member);
    await member.api.dispose();
  },
  secondMember: async ({ playwright, baseURL }, use) => {
    const member = await signUpMember(playwright, 'Second', { baseURL });
    await use(member);
    await member.api.dispose();
  },
  staff: async ({ playwright, baseURL }, use) => {
    const staff = await signUpStaff(playwright, 'Staff', 'moderator', { baseURL });
    await use(staff);
    await staff.api.dispose();
  },
  owner: async ({ playwright, baseURL }, use) => {
    const owner = await signInOwner(playwright, baseURL ?? E2E_SERVERS.main.url);
    await use(owner);
    await owner.dispose();
  },
  asOwner: async ({ page }, use) => {
    await signInOwnerPage(page);
    await use();
  },
  inChinese: async ({ context, baseURL }, use) => {
    await useLocale(context, 'zh-CN', baseURL ?? E2E_SERVERS.main.url);
    await use();
  },
  browse: async ({ browser, baseURL }, use) => {
    const pages: Page[] = [];
    await use(async (options = {}) => {
      const page = await openBrowsing(browser, { baseURL, ...options });
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
  moment: async ({ member }, use) => {
    const title = `Moment ${stamp()}`;
    await use({ id: await createMoment(member.api, { title }), title });
  },
  article: async ({ member }, use) => {
    const title = `Article ${stamp()}`;
    await use({ id: await createArticle(member.api, { title }), title });
  },
  header: async ({ page }, use) => use(new SiteHeader(page)),
  momentPage: async ({ page }, use) => use(new MomentPage(page)),
  articlePage: async ({ page }, use) => use(new ArticlePage(page)),
  momentComposer: async ({ page }, use) => use(new MomentComposer(page)),
  articleComposer: async ({ page }, use) => use(new ArticleComposer(page)),
  conversations: async ({ page }, use) => use(new ConversationsPage(page)),
  adminSettings: async ({ page }, use) => use(new AdminSettingsPage(page)),
});
