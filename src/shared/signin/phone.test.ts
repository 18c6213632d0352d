import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('keeps digits and a leading plus', () => {
    expect(normalizePhone('+86 138-0013 8000')).toBe('+8613800138000');
    expect(normalizePhone('(555) 123.4567')).toBe('5551234567');
  });
  it('accepts 6 to 15 digits only', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('123456')).toBe('123456');
    expect(normalizePhone('1234567890123456')).toBeNull();
    expect(normalizePhone('123abc456')).toBeNull();
    expect(normalizePhone('++123456')).toBeNull();
    expect(normalizePhone(123456)).toBeNull();
  });
});

describe('maskPhone', () => {
  it('shows only the last four digits', () => {
    expect(maskPhone('+8613800138000')).toBe('**********8000');
    expect(maskPhone('1234')).toBe('1234');
  });
});
