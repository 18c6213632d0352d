import { subscribeOutside } from '../events/eventBus.ts';
import { deliverBackchannelLogout } from './backchannelLogout.ts';

// A logout token goes to a site over the network: outside any transaction, retried by the outbox.
subscribeOutside('oidc.backchannel_logout', (event, db) => deliverBackchannelLogout(event, db));
