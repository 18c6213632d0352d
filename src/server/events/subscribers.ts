// Each feature that reacts to domain events registers its handlers by being imported here.
import '../messages/messageSubscribers.ts';
import '../scores/scoreSubscribers.ts';
import '../mail/mailSubscribers.ts';
import '../conversations/conversationSubscribers.ts';
import '../watching/watchSubscribers.ts';
import '../trust/trustSubscribers.ts';
import '../digest/digestSubscribers.ts';
import '../liveItems/liveItemSubscribers.ts';
import '../push/pushSubscribers.ts';
import '../webhooks/webhookSubscribers.ts';
import '../mydata/mydataSubscribers.ts';
import '../oidc/oidcSubscribers.ts';
import '../linkpreviews/linkPreviewSubscribers.ts';
import '../badges/badgeSubscribers.ts';
export {};
