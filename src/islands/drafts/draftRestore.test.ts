import { describe, expect, it } from 'vitest';
import { chooseRestore } from './draftRestore.ts';
import type { LocalDraftCopy } from './localDraftCopy.ts';

const payload = (content: string) => ({ content, images: [] });
const at = (iso: string) => Date.parse(iso);
const server = (content: string, updatedAt: string) => ({
  key: 'comment:moment:1',
  payload: payload(content),
  updatedAt,
});
const local = (content: string, updatedAt: string, synced: boolean): LocalDraftCopy => ({
  payload: payload(content),
  updatedAt: at(updatedAt),
  synced,
});

describe('choosing the draft to restore', () => {
  it('takes the server’s draft when this browser has none (another device wrote it)', () => {
    expect(chooseRestore(null, server('from the laptop', '2026-05-01T10:00:00Z'))).toEqual({
      payload: payload('from the laptop'),
      from: 'server',
      dropLocal: false,
    });
  });

  it('takes the server’s draft when it is newer than the local copy', () => {
    const choice = chooseRestore(
      local('older, unsent', '2026-05-01T09:00:00Z', false),
      server('newer', '2026-05-01T10:00:00Z'),
    );
    expect(choice.payload).toEqual(payload('newer'));
  });

  it('keeps a newer local copy the server never got, and marks it for saving', () => {
    const choice = chooseRestore(
      local('typed offline', '2026-05-01T11:00:00Z', false),
      server('before', '2026-05-01T10:00:00Z'),
    );
    expect(choice).toEqual({ payload: payload('typed offline'), from: 'local', dropLocal: false });
  });

  it('uses the local copy while the server cannot be reached', () => {
    expect(chooseRestore(local('offline', '2026-05-01T11:00:00Z', true), undefined).from).toBe('local');
    expect(chooseRestore(null, undefined).payload).toBeNull();
  });

  it('drops a synced local copy whose server draft is gone (published elsewhere), keeps an unsent one', () => {
    expect(chooseRestore(local('published', '2026-05-01T11:00:00Z', true), null)).toEqual({
      payload: null,
      from: null,
      dropLocal: true,
    });
    expect(chooseRestore(local('never sent', '2026-05-01T11:00:00Z', false), null).from).toBe('local');
  });
});
