import type { AstroCookies } from 'astro';
import type Provider from 'oidc-provider';
import { oidcProviderFor } from './oidcProvider.ts';
import { oidcClientName } from './oidcClients.queries.ts';

/** oidc-provider's default cookie names: the interaction's (its uid, on the interaction's path) and the session's. */
const INTERACTION_COOKIE = '_interaction';
const SESSION_COOKIE = '_session';
const UID = /^[\w-]{10,64}$/;

type Interaction = NonNullable<Awaited<ReturnType<Provider['Interaction']['find']>>>;

interface OpenInteraction {
  provider: Provider;
  interaction: Interaction;
}

/**
 * The interaction `uid` names, when this browser started it: the provider set the interaction cookie
 * to the uid on this page's path. As the provider's own lookup does, it is refused once the provider
 * session it was started in ended or changed member. Null when any of that fails (the page says so).
 */
export async function openInteraction(
  origin: string,
  uid: string,
  cookies: AstroCookies,
): Promise<OpenInteraction | null> {
  if (!UID.test(uid) || cookies.get(INTERACTION_COOKIE)?.value !== uid) return null;
  const provider = await oidcProviderFor(origin);
  const interaction = await provider.Interaction.find(uid);
  if (!interaction) return null;
  if (interaction.session?.uid) {
    const session = await provider.Session.findByUid(interaction.session.uid);
    if (!session || session.accountId !== interaction.session.accountId) return null;
  }
  return { provider, interaction };
}

/** Stores the interaction's result, as provider.interactionResult does; answers where the browser goes next. */
async function finishInteraction(
  { interaction }: OpenInteraction,
  result: Record<string, unknown>,
): Promise<string> {
  interaction.result = 'error' in result ? result : { ...interaction.lastSubmission, ...result };
  await interaction.persist();
  return interaction.returnTo;
}

/** The member signed in to the forum is the one signing in to the site. */
export const finishLogin = (open: OpenInteraction, userId: number) =>
  finishInteraction(open, { login: { accountId: String(userId) } });

/** The member allowed the site what it asked for: a grant the provider remembers for next time. */
export async function allowConsent(open: OpenInteraction): Promise<string> {
  const { provider, interaction } = open;
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
  };
  const grant = interaction.grantId
    ? await provider.Grant.find(interaction.grantId)
    : new provider.Grant({
        accountId: interaction.session!.accountId,
        clientId: String(interaction.params['client_id']),
      });
  if (!grant) return finishInteraction(open, { error: 'access_denied' });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  const grantId = await grant.save();
  return finishInteraction(open, { consent: interaction.grantId ? {} : { grantId } });
}

export const denyConsent = (open: OpenInteraction) =>
  finishInteraction(open, {
    error: 'access_denied',
    error_description: 'The member did not allow the sign-in',
  });

interface ConsentView {
  siteName: string;
  scopes: string[];
}

/** What the consent page names: the site and the scopes it asks for. */
export async function consentView({ interaction }: OpenInteraction): Promise<ConsentView> {
  const clientId = String(interaction.params['client_id']);
  const scopes = String(interaction.params['scope'] ?? '')
    .split(' ')
    .filter(Boolean);
  return { siteName: (await oidcClientName(clientId)) ?? clientId, scopes };
}

interface SignOutView {
  /** The provider's anti-forgery value of the sign-out form; absent when no provider session is open. */
  xsrf?: string;
  siteName?: string;
  /** Where the site asked to be sent back afterwards (registered, checked by the provider). */
  returnTo?: string;
}

/** What the sign-out question needs, from the provider session this browser holds. */
export async function signOutView(origin: string, cookies: AstroCookies): Promise<SignOutView> {
  const id = cookies.get(SESSION_COOKIE)?.value;
  if (!id || !UID.test(id)) return {};
  const provider = await oidcProviderFor(origin);
  const session = await provider.Session.find(id);
  const state = session?.state as
    { secret?: string; clientId?: string; postLogoutRedirectUri?: string } | undefined;
  if (!session?.accountId || !state?.secret) return {};
  const siteName = state.clientId ? await oidcClientName(state.clientId) : undefined;
  return {
    xsrf: state.secret,
    ...(siteName ? { siteName } : {}),
    ...(state.postLogoutRedirectUri ? { returnTo: state.postLogoutRedirectUri } : {}),
  };
}
