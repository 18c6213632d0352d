import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Origin } from './waveCaller.ts';
import { SPAM_KINDS, type RealPost, type SpamAttempt, type SpamKind } from './waveActors.ts';
import {
  commentIdsListed,
  commentReadable,
  messageReached,
  momentIdsInLists,
  momentReadable,
  visitorText,
} from './visitorReads.ts';

// Judges every write of the wave by what a visitor (or, for a conversation, its recipient) can read
// afterwards, and counts. An item counts as public when a visitor finds it anywhere: its own page,
// the home page or moment list, its moment's comments; a refused item too, should its text show up.

export interface WaveReport {
  waveSeconds: number;
  botAccounts: { tried: number; got: number; byGroup: Record<string, { tried: number; got: number }> };
  signupRefusals: Record<string, number>;
  /** By the write's answer: published, held (the answer says it waits for review) or refused (an error). */
  spamAttempts: Record<SpamKind, { tried: number; published: number; held: number; refused: number }>;
  spamRefusals: Record<string, number>;
  spamPublic: { total: number; byKind: Partial<Record<SpamKind, number>> };
  spamDeliveredToStrangers: number;
  /** Held: accepted, but nowhere a visitor reads (waiting for review). Refused: an error answer. */
  real: { posts: number; public: number; held: number; refused: number; refusals: string[] };
  /** A harness check: the visitor's reads find the owner's moments. */
  visitorSawOwnerMoments: boolean;
}

const isComment = (kind: string) => kind.startsWith('comment') || kind === 'duplicateComment';

/** At most `width` promises at a time, in order. */
async function inTurns<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

const tally = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

export interface WaveFacts {
  url: string;
  visitor: Origin;
  waveSeconds: number;
  ownerMoments: { id: number; title: string }[];
  signups: { group: string; ok: boolean; refusal?: string }[];
  spam: SpamAttempt[];
  real: RealPost[];
}

/** Reads the forum as a visitor and counts what reached whom. */
export async function judgeWave(facts: WaveFacts): Promise<WaveReport> {
  const { url, visitor } = facts;
  const listed = await momentIdsInLists(url, visitor);
  const comments = new Set<number>();
  for (const moment of facts.ownerMoments) {
    for (const id of await commentIdsListed(url, visitor, moment.id)) comments.add(id);
  }
  // Where a refused item's text would show, should it have been stored after all.
  const listText = await visitorText(url, visitor, [
    '/',
    '/moments',
    ...facts.ownerMoments.map((moment) => `/moment/${moment.id}`),
  ]);
  const ownerSeen = await inTurns(facts.ownerMoments, 2, (moment) =>
    momentReadable(url, visitor, moment.id, moment.title),
  );

  /** Whether a visitor can read the item (for a conversation: whether its stranger can). */
  const reached = async (write: {
    kind: string;
    marker: string;
    outcome: SpamAttempt['outcome'];
    recipient?: SpamAttempt['recipient'];
  }) => {
    if (write.outcome.result === 'refused')
      return !write.marker.endsWith('dup') && listText.includes(write.marker);
    const { id } = write.outcome;
    if (write.kind === 'conversationWithStranger')
      return messageReached(url, write.recipient!, id, write.marker);
    if (isComment(write.kind)) return comments.has(id) || commentReadable(url, visitor, id);
    return listed.has(id) || momentReadable(url, visitor, id, write.marker);
  };

  const spamAttempts = Object.fromEntries(
    SPAM_KINDS.map((kind) => [kind, { tried: 0, published: 0, held: 0, refused: 0 }]),
  ) as WaveReport['spamAttempts'];
  const spamRefusals: Record<string, number> = {};
  const byKind: Partial<Record<SpamKind, number>> = {};
  let spamPublic = 0;
  let delivered = 0;
  const spamReached = await inTurns(facts.spam, 4, reached);
  facts.spam.forEach((attempt, at) => {
    const counts = spamAttempts[attempt.kind];
    counts.tried += 1;
    counts[attempt.outcome.result] += 1;
    if (attempt.outcome.result === 'refused') tally(spamRefusals, attempt.outcome.refusal);
    if (!spamReached[at]) return;
    if (attempt.kind === 'conversationWithStranger') delivered += 1;
    else {
      spamPublic += 1;
      byKind[attempt.kind] = (byKind[attempt.kind] ?? 0) + 1;
    }
  });

  const realReached = await inTurns(facts.real, 2, reached);
  const real = { posts: facts.real.length, public: 0, held: 0, refused: 0, refusals: [] as string[] };
  facts.real.forEach((post, at) => {
    if (post.outcome.result === 'refused') {
      real.refused += 1;
      real.refusals.push(`${post.kind}: ${post.outcome.refusal}`);
    } else if (realReached[at]) real.public += 1;
    // Accepted but nowhere a visitor reads: waiting for review, whatever the answer said.
    else real.held += 1;
  });

  const byGroup: WaveReport['botAccounts']['byGroup'] = {};
  const signupRefusals: Record<string, number> = {};
  for (const signup of facts.signups) {
    const group = (byGroup[signup.group] ??= { tried: 0, got: 0 });
    group.tried += 1;
    if (signup.ok) group.got += 1;
    else tally(signupRefusals, `${signup.group}: ${signup.refusal}`);
  }
  return {
    waveSeconds: facts.waveSeconds,
    botAccounts: {
      tried: facts.signups.length,
      got: facts.signups.filter((signup) => signup.ok).length,
      byGroup,
    },
    signupRefusals,
    spamAttempts,
    spamRefusals,
    spamPublic: { total: spamPublic, byKind },
    spamDeliveredToStrangers: delivered,
    real,
    visitorSawOwnerMoments: ownerSeen.every(Boolean),
  };
}

export function writeReport(path: string, report: WaveReport): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
