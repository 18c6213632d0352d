/// <reference types="astro/client" />

declare const __PLAZA_BUILD_ID__: string;

declare namespace App {
  interface Locals {
    requestId: string;
    locale: import('./i18n/locales.ts').Locale;
    installed: boolean;
    config: import('./shared/site/siteConfig.ts').SiteConfig;
    /** Who the page is rendered for: null on shared pages whoever asks (sharedPageLabels.ts). */
    user: import('./server/users/publicUser.ts').CurrentUser | null;
    /** The member who sent the request, also on shared pages; for views and personalPage.ts only. */
    signedInUser: import('./server/users/publicUser.ts').CurrentUser | null;
    /** Set when a shared path rendered for the member who asked: the answer is private, never cached. */
    personalPage: boolean;
    session: import('./server/auth/session.queries.ts').SessionInfo | null;
    /** The signed-in member's last "mark all read", read with their session (the viewer request's cards). */
    readAll: import('./server/watching/readAllMark.ts').ReadAllMark | null;
    /** The API key the request was made with (decision 072); null for sessions and visitors. */
    apiKey: { id: number; site: boolean } | null;
    /** Set by moduleNotEnabled() before it shows the 404 page, which then says the module is off. */
    disabledModule?: import('./shared/site/moduleOfPath.ts').ContentModule;
  }
}

// Plaza's hydration strategies (src/client/hydration, decision 027).
declare namespace Astro {
  interface ClientDirectives {
    /** True, or a selector: the island hydrates markup inside that ancestor (decision 048). */
    'client:member'?: boolean | string;
    'client:interaction'?: boolean;
  }
}
