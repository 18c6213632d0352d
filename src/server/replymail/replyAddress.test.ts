import { describe, expect, it } from 'vitest';
import { splitReplyAddress } from './replyAddress.ts';

const MAILBOX = { local: 'reply', domain: 'reply.plaza.test' };
const SIGNATURE = '0123456789abcdef0123456789abcdef';

describe('reading a reply address', () => {
  it('finds the payload and signature, whatever case a mail system folded it to', () => {
    const parts = { payload: '12m345c6789', signature: SIGNATURE };
    expect(splitReplyAddress(`reply+12m345c6789.${SIGNATURE}@reply.plaza.test`, MAILBOX)).toEqual(parts);
    expect(
      splitReplyAddress(` REPLY+12M345C6789.${SIGNATURE.toUpperCase()}@Reply.Plaza.Test `, MAILBOX),
    ).toEqual(parts);
    expect(splitReplyAddress(`reply+40v41.${SIGNATURE}@reply.plaza.test`, MAILBOX)).toEqual({
      payload: '40v41',
      signature: SIGNATURE,
    });
  });

  it('takes nothing else for one', () => {
    for (const address of [
      `reply+12m345c6789.${SIGNATURE}@other.test`,
      `other+12m345c6789.${SIGNATURE}@reply.plaza.test`,
      `reply+12m345c6789.${SIGNATURE.slice(1)}@reply.plaza.test`,
      `reply+12m345c6789.${SIGNATURE.replace('0', 'g')}@reply.plaza.test`,
      `reply+12x345.${SIGNATURE}@reply.plaza.test`,
      `reply+12m345c6789@reply.plaza.test`,
      `reply@reply.plaza.test`,
      'postmaster@reply.plaza.test',
      'not an address',
    ]) {
      expect(splitReplyAddress(address, MAILBOX), address).toBeUndefined();
    }
  });
});
