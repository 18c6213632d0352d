import { apiRequest } from '@/shared/api/apiClient.ts';
import type { CaptchaChallenge, CaptchaVerifyResult } from '@/shared/captcha/captchaTypes.ts';

export const fetchChallenge = () =>
  apiRequest<CaptchaChallenge>('/api/captcha/new', { method: 'POST', body: {} });

export const verifyPosition = (id: string, x: number) =>
  apiRequest<CaptchaVerifyResult>('/api/captcha/verify', { body: { id, x: Math.round(x) } });
