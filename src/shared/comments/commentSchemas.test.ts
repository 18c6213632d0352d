import { describe, expect, it } from 'vitest';
import { createCommentSchema } from './commentSchemas.ts';

const base = { entityType: 'moment', entityId: 5 };
const image = (n: number) => `/uploads/2024/05/${String(n).repeat(32).slice(0, 32)}.png`;

describe('createCommentSchema', () => {
  it('requires content, trimmed, with the SPEC message', () => {
    for (const content of ['', '   \n  ', undefined]) {
      const result = createCommentSchema.safeParse({ ...base, content });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter comment content');
    }
  });

  it('normalizes line breaks and drops control characters', () => {
    const result = createCommentSchema.parse({ ...base, content: ' a\r\nb\u0000c\td ' });
    expect(result).toMatchObject({ content: 'a\nbc\td', images: [], parentId: 0, replyToId: 0 });
  });

  it('limits the length to 2000 characters', () => {
    expect(createCommentSchema.safeParse({ ...base, content: 'x'.repeat(2000) }).success).toBe(true);
    expect(createCommentSchema.safeParse({ ...base, content: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('accepts up to three images, and only our own uploads', () => {
    expect(
      createCommentSchema.parse({ ...base, content: 'x', images: [image(1), image(2), image(3)] }).images,
    ).toHaveLength(3);
    const tooMany = createCommentSchema.safeParse({ ...base, content: 'x', images: [1, 2, 3, 4].map(image) });
    expect(tooMany.error?.issues[0]?.message).toBe('You can upload at most 3 images');
    for (const url of ['https://evil.example/a.png', 'javascript:alert(1)', '/uploads/../../etc/passwd']) {
      expect(createCommentSchema.safeParse({ ...base, content: 'x', images: [url] }).success).toBe(false);
    }
  });

  it('accepts moments and articles only', () => {
    expect(createCommentSchema.safeParse({ ...base, entityType: 'comment', content: 'x' }).success).toBe(
      false,
    );
    expect(createCommentSchema.safeParse({ ...base, entityType: 'article', content: 'x' }).success).toBe(
      true,
    );
  });
});
