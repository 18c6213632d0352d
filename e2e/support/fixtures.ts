import { test as base } from '@playwright/test';
import { signInBrowser, signUpMember, signUpStaff, type Member } from './members.ts';
import { E2E_SERVERS } from './servers.ts';

export { expect } from '@playwright/test';
export type { Member } from './members.ts';

interface MemberFixtures {
  /** A freshly signed-up member; the test's `page` is signed in as them. */
  member: Member;
  /** Another freshly signed-up member, signed in only through their own `api`. */
  secondMember: Member;
  /** A freshly signed-up member whom the owner made a moderator; signed in only through their own `api`. */
  staff: Member;
  /** The test's browser context reads in Chinese: the zh-CN locale cookie is set. */
  inChinese: void;
}

export const test = base.extend<MemberFixtures>({
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
  inChinese: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'locale', value: 'zh-CN', url: baseURL ?? E2E_SERVERS.main.url }]);
    await use();
  },
  staff: async ({ playwright, baseURL }, use) => {
    const staff = await signUpStaff(playwright, 'Staff', 'moderator', { baseURL });
    await use(staff);
    await staff.api.dispose();
  },
});
