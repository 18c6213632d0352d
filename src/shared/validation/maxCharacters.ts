import { z } from 'zod';
import { textLength } from '@/shared/text/textLength.ts';

/**
 * A zod check that a string has at most `max` characters counted as a utf8mb4 VARCHAR counts them
 * (code points; zod's own `.max` counts UTF-16 units, so an emoji would count twice). The issue is
 * zod's usual "too_big", with `error` as its message when given.
 */
export function maxCharacters(max: number, error?: () => string) {
  return z.check<string>((payload) => {
    if (textLength(payload.value, 'characters') <= max) return;
    payload.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum: max,
      inclusive: true,
      input: payload.value,
      ...(error ? { message: error() } : {}),
    });
  });
}
