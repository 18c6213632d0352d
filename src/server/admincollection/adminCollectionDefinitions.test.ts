import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { friendLinkCollection } from '@/server/links/friendLinkCollection.ts';
import { nodeCollection } from '@/server/admintaxonomy/nodeCollection.ts';
import type { FriendLinkRecord } from '@/server/links/friendLinks.queries.ts';
import type { AdminNode } from '@/server/admintaxonomy/nodeAdmin.queries.ts';
import type { AdminCollection } from './adminCollection.ts';
import '@/shared/validation/zodErrors.ts';

// What every collection definition promises the screen and the routes, and each one's own rules.

const collections: AdminCollection[] = [friendLinkCollection, nodeCollection];

function firstIssue(collection: AdminCollection, input: unknown): string | undefined {
  const result = collection.schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** A valid input: every required text field filled, the address a real one. */
function validInput(collection: AdminCollection): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of collection.fields) {
    if (field.required) input[field.name] = field.control === 'url' ? 'https://a.example' : 'A';
  }
  return input;
}

describe.each(collections.map((collection) => [collection.path, collection] as const))(
  'the %s collection',
  (_, collection) => {
    it('has one form control for each field of its schema, and no other', () => {
      expect(collection.schema).toBeInstanceOf(z.ZodObject);
      const keys = Object.keys((collection.schema as z.ZodObject).shape).sort();
      expect(collection.fields.map((field) => field.name).sort()).toEqual(keys);
      expect(new Set(collection.fields.map((field) => field.name)).size).toBe(collection.fields.length);
    });

    it('orders its rows by the sort number and shows the status only where the schema keeps it', () => {
      const byControl = (control: string) => collection.fields.filter((field) => field.control === control);
      expect(byControl('order').map((field) => field.name)).toEqual(['sortOrder']);
      expect(byControl('status').every((field) => field.name === 'status')).toBe(true);
    });

    it('accepts what the form allows and refuses one character more, with a localized message', () => {
      expect(collection.schema.safeParse(validInput(collection)).success).toBe(true);
      for (const field of collection.fields.filter((each) => each.maxLength && each.control !== 'url')) {
        const fits = { ...validInput(collection), [field.name]: 'x'.repeat(field.maxLength!) };
        expect(firstIssue(collection, fits), field.name).toBeUndefined();
        const long = { ...validInput(collection), [field.name]: 'x'.repeat(field.maxLength! + 1) };
        expect(firstIssue(collection, long), field.name).toContain(String(field.maxLength));
      }
    });

    it('refuses an empty required field, naming it in the reader’s language', () => {
      for (const field of collection.fields.filter((each) => each.required)) {
        const input = { ...validInput(collection), [field.name]: ' ' };
        const english = firstIssue(collection, input);
        const chinese = runWithLocale('zh-CN', () => firstIssue(collection, input));
        expect(english, field.name).toMatch(/\w/);
        expect(chinese, field.name).toMatch(/[\u4e00-\u9fff]/);
      }
    });

    it('names every label, heading and button in both languages', () => {
      const words = (locale: 'en-US' | 'zh-CN') =>
        runWithLocale(locale, () => [
          ...collection.fields.map((field) => field.label()),
          collection.text.intro(),
          collection.text.empty(),
          collection.text.open(),
          collection.text.create(),
          collection.text.notFound(),
        ]);
      const english = words('en-US');
      const chinese = words('zh-CN');
      expect(english.every((word) => word !== '')).toBe(true);
      expect(chinese.every((word, index) => word !== english[index])).toBe(true);
    });
  },
);

describe('friend links', () => {
  const link: FriendLinkRecord = {
    id: 4,
    title: 'Go',
    url: 'https://go.dev/',
    host: 'go.dev',
    summary: 'The language',
    logo: '',
    sortOrder: 20,
    status: 0,
  };

  it('refuses addresses that are not http(s) and remote logos', () => {
    expect(firstIssue(friendLinkCollection, { title: 'A', url: 'javascript:alert(1)' })).toBe(
      'Enter a full http:// or https:// address.',
    );
    expect(
      firstIssue(friendLinkCollection, {
        title: 'A',
        url: 'https://a.example',
        logo: 'https://a.example/l.png',
      }),
    ).toBe('The logo must be an image uploaded to this site (/uploads/…).');
  });

  it('lists a link with its site and order, and may always delete it', () => {
    expect(friendLinkCollection.view(link, { defaultNodeId: 1 })).toEqual({
      name: 'Go',
      logo: '',
      description: 'The language',
      badges: [],
      link: { href: 'https://go.dev/', text: 'go.dev' },
      meta: ['Order: 20'],
      deletable: true,
      deleteConfirm: 'Delete the friend link Go?',
    });
    expect(
      friendLinkCollection.view({ ...link, url: '', host: '' }, { defaultNodeId: 1 }).link,
    ).toBeUndefined();
  });

  it('keeps the title and the addresses before and after an edit in the audit log', () => {
    expect(friendLinkCollection.auditSummary(link)).toEqual({ title: 'Go', url: 'https://go.dev/' });
    expect(friendLinkCollection.auditChange(link, { ...link, url: 'https://go.dev/doc' })).toEqual({
      before: 'https://go.dev/',
      after: 'https://go.dev/doc',
      title: 'Go',
    });
  });
});

describe('nodes', () => {
  const node: AdminNode = {
    id: 3,
    name: 'Books',
    description: '',
    logo: '',
    sortOrder: 10,
    questions: false,
    status: 0,
    momentCount: 7,
  };

  it('marks the default node and never offers to delete it', () => {
    const other = nodeCollection.view(node, { defaultNodeId: 1 });
    expect(other).toMatchObject({ badges: [], meta: ['Moments: 7', 'Order: 10'], deletable: true });
    const fallback = nodeCollection.view(node, { defaultNodeId: 3 });
    expect(fallback).toMatchObject({ badges: ['Default node'], deletable: false });
    expect(runWithLocale('zh-CN', () => nodeCollection.view(node, { defaultNodeId: 3 }).badges)).not.toEqual([
      'Default node',
    ]);
  });

  it('badges a question node and audits the switch only when it changes', () => {
    expect(nodeCollection.view({ ...node, questions: true }, { defaultNodeId: 1 }).badges).toEqual([
      'Questions',
    ]);
    expect(nodeCollection.auditChange(node, { ...node, questions: true })).toEqual({
      before: 'Books',
      after: 'Books',
      questions: true,
    });
    expect(nodeCollection.auditChange(node, node)).toEqual({ before: 'Books', after: 'Books' });
    expect(nodeCollection.schema.parse({ name: 'Books' })).toMatchObject({ questions: false });
    expect(nodeCollection.schema.parse({ name: 'Books', questions: true })).toMatchObject({
      questions: true,
    });
  });

  it('keeps a new node’s place open: a blank sort number goes last on create and stays put on edit', () => {
    expect(nodeCollection.schema.parse({ name: 'Books', sortOrder: '' })).toMatchObject({
      sortOrder: undefined,
    });
  });
});
