import { pngBytes } from '../pngFile.ts';
import type { Answer } from '../plazaClient.ts';
import { callFrom, refusalOf, type WaveMember } from './waveCaller.ts';
import { solveSliderCaptcha } from './sliderSolver.ts';

// What a member can write, one function each, as the site's islands send it. Each answers an
// Outcome: published, held for review (the answer says the item waits), or refused (an error answer).

export type Outcome =
  | { result: 'published'; id: number }
  | { result: 'held'; id: number }
  | { result: 'refused'; refusal: string };

/** The outcome of a create call: held when its answer says the item waits for review. */
function outcomeOf(answer: Answer, idField: 'id' | 'conversationId' = 'id'): Outcome {
  const data = answer.body?.data as Record<string, unknown> | undefined;
  if (answer.status !== 200 || answer.body?.success !== true || typeof data?.[idField] !== 'number') {
    return { result: 'refused', refusal: refusalOf(answer) };
  }
  const id = data[idField];
  const waits = data['pending'] === true || data['status'] === 1;
  return waits ? { result: 'held', id } : { result: 'published', id };
}

/** Uploads a small PNG through /api/upload and answers its URL. */
export async function uploadImage(url: string, who: WaveMember, color: string): Promise<string | undefined> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await pngBytes(24, 24, color))], { type: 'image/png' }),
    'x.png',
  );
  const answer = await callFrom(url, who, '/api/upload', form);
  return (answer.body?.data as { url?: string } | undefined)?.url;
}

/** Whether the public config asks new moments for a solved slider captcha. */
export async function momentsAskCaptcha(url: string, who: WaveMember): Promise<boolean> {
  const answer = await callFrom(url, who, '/api/config/configs');
  return (answer.body?.data as { momentCaptcha?: boolean } | undefined)?.momentCaptcha === true;
}

/** A post (a moment with a title and editor HTML), with a solved captcha when the site asks for one. */
export async function postMoment(
  url: string,
  who: WaveMember,
  moment: { title: string; html: string },
  askCaptcha: boolean,
): Promise<Outcome> {
  const captchaToken = askCaptcha ? await solveSliderCaptcha(url, who) : undefined;
  const body = {
    type: 0,
    title: moment.title,
    content: moment.html,
    ...(captchaToken ? { captchaToken } : {}),
  };
  return outcomeOf(await callFrom(url, who, '/api/moment/create', body));
}

/** A top-level comment on a moment: plain text and up to three uploaded images. */
export async function postComment(
  url: string,
  who: WaveMember,
  momentId: number,
  comment: { text: string; images?: string[] },
): Promise<Outcome> {
  const body = {
    entityType: 'moment',
    entityId: momentId,
    content: comment.text,
    images: comment.images ?? [],
  };
  return outcomeOf(await callFrom(url, who, '/api/comment/create', body));
}

/** A private conversation with other members, opened by its first message. */
export async function startConversation(
  url: string,
  who: WaveMember,
  memberIds: number[],
  text: string,
): Promise<Outcome> {
  const answer = await callFrom(url, who, '/api/conversation/start', { memberIds, content: text });
  return outcomeOf(answer, 'conversationId');
}
