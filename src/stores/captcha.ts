import { atom } from 'nanostores';

/**
 * How a form asks the captcha island (src/islands/captcha/CaptchaIsland.tsx) for a solved puzzle
 * without rendering it: a request number while the puzzle is wanted, then the answer for it.
 */
export const $captchaRequest = atom<number | null>(null);

/** The answer to a request: the captcha token, or null when the reader cancelled. */
const $captchaResult = atom<{ request: number; token: string | null } | null>(null);

let lastRequest = 0;

/** Opens the captcha; resolves its token once solved, or null when cancelled. */
export function requestCaptcha(): Promise<string | null> {
  lastRequest += 1;
  const request = lastRequest;
  $captchaResult.set(null);
  $captchaRequest.set(request);
  return new Promise((resolve) => {
    const stop = $captchaResult.listen((result) => {
      if (result?.request !== request) return;
      stop();
      resolve(result.token);
    });
  });
}

/** The captcha island answers the open request (and closes it). */
export function answerCaptcha(token: string | null): void {
  const request = $captchaRequest.get();
  if (request === null) return;
  $captchaRequest.set(null);
  $captchaResult.set({ request, token });
}
