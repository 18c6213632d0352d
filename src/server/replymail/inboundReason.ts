/** Why a reply mail was not posted: the code kept in inbound_mails.reason and sent back as the bounce reason. */
const INBOUND_REFUSALS = [
  'reply-off',
  'bad-address',
  'wrong-secret',
  'forged-sender',
  'html-only',
  'too-large',
  'empty',
  'item-gone',
  'not-allowed',
  'rate-limited',
  'invalid',
] as const;
export type InboundRefusal = (typeof INBOUND_REFUSALS)[number];

/** What became of one arriving mail: posted, refused with a reason, or a Message-ID seen before. */
export type InboundOutcome =
  { outcome: 'posted' } | { outcome: 'refused'; reason: InboundRefusal } | { outcome: 'duplicate' };

export class InboundRefused extends Error {
  override name = 'InboundRefused';
  constructor(readonly reason: InboundRefusal) {
    super(reason);
  }
}

export function isInboundRefusal(value: string): value is InboundRefusal {
  return (INBOUND_REFUSALS as readonly string[]).includes(value);
}
