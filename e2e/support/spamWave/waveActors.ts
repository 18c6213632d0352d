import { sleep, type WaveMember } from './waveCaller.ts';
import { postComment, postMoment, startConversation, type Outcome } from './waveWrites.ts';

// The two kinds of writer in the wave: a spam bot that cycles through every trick it has as fast
// as it dares, and a real new member who writes ordinary short things at a human pace.

export const SPAM_KINDS = [
  'momentWithLinks',
  'commentWithLinks',
  'momentWithImages',
  'commentWithImages',
  'momentWithMentions',
  'commentWithMentions',
  'conversationWithStranger',
  'duplicateMoment',
  'duplicateComment',
] as const;
export type SpamKind = (typeof SPAM_KINDS)[number];

export interface SpamAttempt {
  kind: SpamKind;
  bot: number;
  /** Text the item carries, to find it where a visitor reads. The duplicates all share one. */
  marker: string;
  outcome: Outcome;
  /** The stranger a conversation was opened with. */
  recipient?: WaveMember;
}

export interface SpamBot {
  index: number;
  member: WaveMember;
  /** Two images the bot uploaded before the wave (a new member may show one per post). */
  images: string[];
}

/** The forum as the writers find it: real members to mention and message, published moments to comment on. */
export interface WaveScene {
  run: string;
  /** The public config asks new moments for a solved slider captcha. */
  askCaptcha: boolean;
  mentionNames: string[];
  strangers: WaveMember[];
  momentIds: number[];
}

/** The same text, posted again and again by every bot. */
const duplicateText = (run: string) =>
  `Work from home and earn 500 dollars a day, write to me now spam${run}dup`;

let attempts = 0;

/** One spam item of the kind, written by the bot. */
async function spam(url: string, bot: SpamBot, kind: SpamKind, scene: WaveScene): Promise<SpamAttempt> {
  attempts += 1;
  const marker = kind.startsWith('duplicate') ? `spam${scene.run}dup` : `spam${scene.run}n${attempts}`;
  const momentId = scene.momentIds[attempts % scene.momentIds.length]!;
  const mentions = scene.mentionNames.map((name) => `@${name}`).join(' ');
  const links = `https://cheap-pills.example/${marker} and https://casino.example/`;
  const record = (outcome: Outcome, recipient?: WaveMember): SpamAttempt => ({
    kind,
    bot: bot.index,
    marker,
    outcome,
    ...(recipient ? { recipient } : {}),
  });
  const moment = (title: string, html: string) =>
    postMoment(url, bot.member, { title: `${title} ${marker}`, html }, scene.askCaptcha);
  switch (kind) {
    case 'momentWithLinks':
      return record(
        await moment(
          'Cheap pills',
          `<p>Best prices: <a href="https://cheap-pills.example/${marker}">cheap-pills.example</a> and <a href="https://casino.example/">casino.example</a></p>`,
        ),
      );
    case 'commentWithLinks':
      return record(await postComment(url, bot.member, momentId, { text: `Great post! ${links} ${marker}` }));
    case 'momentWithImages':
      return record(
        await moment(
          'Look at this',
          bot.images.map((src) => `<p><img src="${src}"></p>`).join('') + `<p>${marker}</p>`,
        ),
      );
    case 'commentWithImages':
      return record(
        await postComment(url, bot.member, momentId, { text: `Look ${marker}`, images: bot.images }),
      );
    case 'momentWithMentions':
      return record(await moment('Hello everyone', `<p>${mentions} see my profile ${marker}</p>`));
    case 'commentWithMentions':
      return record(
        await postComment(url, bot.member, momentId, { text: `${mentions} see my profile ${marker}` }),
      );
    case 'conversationWithStranger': {
      const stranger = scene.strangers[attempts % scene.strangers.length]!;
      const text = `Hi, I have an offer for you, write back ${marker}`;
      return record(await startConversation(url, bot.member, [stranger.id], text), stranger);
    }
    case 'duplicateMoment':
      return record(
        await postMoment(
          url,
          bot.member,
          { title: 'Earn money', html: `<p>${duplicateText(scene.run)}</p>` },
          scene.askCaptcha,
        ),
      );
    case 'duplicateComment':
      return record(await postComment(url, bot.member, momentId, { text: duplicateText(scene.run) }));
  }
}

/** A bot's wave: every kind in turn, a pause between tries, until the deadline. */
export async function runSpamBot(
  url: string,
  bot: SpamBot,
  scene: WaveScene,
  until: number,
  pauseMs: number,
  recorded: SpamAttempt[],
): Promise<void> {
  for (let turn = 0; Date.now() < until; turn++) {
    recorded.push(await spam(url, bot, SPAM_KINDS[(bot.index + turn) % SPAM_KINDS.length]!, scene));
    await sleep(pauseMs);
  }
}

export interface RealPost {
  kind: 'moment' | 'comment';
  member: number;
  marker: string;
  outcome: Outcome;
}

const ORDINARY = [
  'Walked along the river this morning, the fog was lifting over the water.',
  'Does anyone know a good recipe for lentil soup that children like?',
  'Finished the book about the lighthouse keeper, the ending surprised me.',
  'Our tomatoes finally turned red after weeks of waiting.',
  'Thank you all for the warm welcome here.',
  'The library in town has started a Sunday chess club.',
  'Tried to fix my bicycle chain myself today and it worked.',
  'What do you listen to while you work?',
  'My grandmother taught me to knit this winter.',
  'The first snow fell last night, everything is quiet.',
];

/** A real member's wave: a short moment, then a comment on a published moment, at a human pace. */
export async function runRealMember(
  url: string,
  member: WaveMember,
  index: number,
  scene: WaveScene,
  until: number,
  pauseMs: number,
  recorded: RealPost[],
): Promise<void> {
  for (let turn = 0; Date.now() < until; turn++) {
    const text = ORDINARY[(turn + index * 5) % ORDINARY.length]!;
    const marker = `real${scene.run}m${index}n${turn}`;
    if (turn % 2 === 0) {
      const outcome = await postMoment(
        url,
        member,
        { title: `${text.split(' ').slice(0, 4).join(' ')} ${marker}`, html: `<p>${text}</p>` },
        scene.askCaptcha,
      );
      recorded.push({ kind: 'moment', member: index, marker, outcome });
    } else {
      const momentId = scene.momentIds[turn % scene.momentIds.length]!;
      const outcome = await postComment(url, member, momentId, { text: `${text} ${marker}` });
      recorded.push({ kind: 'comment', member: index, marker, outcome });
    }
    await sleep(pauseMs);
  }
}
