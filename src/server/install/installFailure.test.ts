import { describe, expect, it } from 'vitest';
import { describeError } from './installFailure.ts';

describe('describeError', () => {
  it('uses the driver message rather than a wrapper that lists query parameters', () => {
    const driver = Object.assign(new Error("Duplicate entry 'admin'"), {
      sqlMessage: "Duplicate entry 'admin'",
    });
    const wrapper = new Error('Failed query: insert into users\nparams: admin,$argon2id$secret-hash', {
      cause: driver,
    });
    expect(describeError(wrapper)).toBe("Duplicate entry 'admin'");
  });

  it('keeps long reasons short', () => {
    expect(describeError(new Error('x'.repeat(1000))).length).toBeLessThanOrEqual(301);
  });

  it('describes values that are not errors', () => {
    expect(describeError('boom')).toBe('boom');
  });
});
