import type { OAuthProviderSettings } from '../../settings/privateSettings.ts';
import { fetchJson, stringField } from './fetchJson.ts';
import { OAuthFailure, type OAuthClient } from './oauthTypes.ts';

const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/qrconnect';
const TOKEN_URL = 'https://api.weixin.qq.com/sns/oauth2/access_token';
const USERINFO_URL = 'https://api.weixin.qq.com/sns/userinfo';

/**
 * WeChat website login (QR code). WeChat has no PKCE and gives no email, so it signs in a bound
 * account or creates a new one; the state is still checked. The subject is the unionid when the
 * app belongs to an open-platform account (stable across apps), else the openid.
 */
export function createWechatClient(settings: OAuthProviderSettings): OAuthClient {
  return {
    name: 'wechat',
    authorizationUrl(flow, redirectUri) {
      const url = new URL(AUTHORIZE_URL);
      url.search = new URLSearchParams({
        appid: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state: flow.state,
      }).toString();
      url.hash = 'wechat_redirect';
      return Promise.resolve(url);
    },
    async exchange(callbackUrl) {
      const code = callbackUrl.searchParams.get('code');
      if (!code) throw new OAuthFailure('No code in the callback');
      const tokenUrl = new URL(TOKEN_URL);
      tokenUrl.search = new URLSearchParams({
        appid: settings.clientId,
        secret: settings.clientSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      // WeChat answers 200 with an errcode on failure.
      const token = await fetchJson(tokenUrl);
      const accessToken = stringField(token, 'access_token');
      const openid = stringField(token, 'openid');
      if (!accessToken || !openid)
        throw new OAuthFailure(`WeChat refused the code: ${stringField(token, 'errcode') ?? '?'}`);
      const infoUrl = new URL(USERINFO_URL);
      infoUrl.search = new URLSearchParams({ access_token: accessToken, openid }).toString();
      const info = await fetchJson(infoUrl).catch(() => ({}) as Record<string, unknown>);
      return {
        subject: stringField(token, 'unionid') ?? stringField(info, 'unionid') ?? openid,
        email: null,
        emailVerified: false,
        name: stringField(info, 'nickname') ?? '',
      };
    },
  };
}
