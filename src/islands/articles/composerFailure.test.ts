import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { composerFailure } from './composerFailure.ts';

describe('composerFailure', () => {
  it('sends a signed-out writer to sign in', () => {
    expect(composerFailure(new ApiRequestError('Please sign in first', 401, 1), '?')).toEqual({
      kind: 'signin',
    });
  });

  it('asks for a verified e-mail with the server message', () => {
    expect(composerFailure(new ApiRequestError('please verify your e-mail first', 403, 7), '?')).toEqual({
      kind: 'verify-email',
      message: 'please verify your e-mail first',
    });
  });

  it('puts a field error beside its field, tags[2] beside tags', () => {
    expect(composerFailure(new ApiRequestError('Too long', 400, 2, 'tags.2'), '?')).toEqual({
      kind: 'field',
      field: 'tags',
      message: 'Too long',
    });
  });

  it('shows anything else above the form, with a fallback text', () => {
    expect(composerFailure(new ApiRequestError('Too many attempts', 429, 6), '?')).toEqual({
      kind: 'form',
      message: 'Too many attempts',
    });
    expect(composerFailure(new ApiRequestError('x', 400, 2, 'id'), '?')).toEqual({
      kind: 'form',
      message: 'x',
    });
    expect(composerFailure(new Error(''), 'Unknown error')).toEqual({
      kind: 'form',
      message: 'Unknown error',
    });
  });
});
