import { describe, expect, it } from 'vitest';
import { $captchaRequest, answerCaptcha, requestCaptcha } from './captcha.ts';

describe('the captcha request store', () => {
  it('opens on a request and resolves the token the island answers with', async () => {
    const token = requestCaptcha();
    expect($captchaRequest.get()).not.toBeNull();
    answerCaptcha('token-1');
    expect($captchaRequest.get()).toBeNull();
    await expect(token).resolves.toBe('token-1');
  });

  it('resolves null when the reader cancels', async () => {
    const token = requestCaptcha();
    answerCaptcha(null);
    await expect(token).resolves.toBeNull();
  });

  it('answers only the latest request; an answer with nothing open is ignored', async () => {
    answerCaptcha('stray');
    const first = requestCaptcha();
    const second = requestCaptcha();
    answerCaptcha('token-2');
    await expect(second).resolves.toBe('token-2');
    const settled = await Promise.race([first.then(() => 'settled'), Promise.resolve('open')]);
    expect(settled).toBe('open');
  });
});
