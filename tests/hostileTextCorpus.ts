/**
 * Text that breaks naive length handling: one user-perceived character made of hundreds of code
 * points, emoji sequences, flags, surrogate halves, bidirectional overrides, very long words.
 * Shared by the truncation unit tests, the content integration tests and the API fuzzer.
 */
export interface HostileText {
  label: string;
  text: string;
}

const COMBINING_ACUTE = '\u0301';
const ZWJ = '\u200d';
const FAMILY = '👨‍👩‍👧‍👦';
const RTL_OVERRIDE = '\u202e';

export const HOSTILE_TEXTS: readonly HostileText[] = [
  { label: '1 letter + 300 combining marks', text: `a${COMBINING_ACUTE.repeat(300)}` },
  { label: '1 letter + 499 combining marks', text: `a${COMBINING_ACUTE.repeat(499)}` },
  { label: '1 letter + 500 combining marks', text: `a${COMBINING_ACUTE.repeat(500)}` },
  { label: '1 letter + 2000 combining marks', text: `a${COMBINING_ACUTE.repeat(2000)}` },
  { label: '300 letters with 2 combining marks each', text: `e${COMBINING_ACUTE}\u0323`.repeat(300) },
  { label: 'words of zalgo letters', text: `ze${COMBINING_ACUTE.repeat(40)}lgo `.repeat(60) },
  { label: '250 family emoji (ZWJ sequences)', text: FAMILY.repeat(250) },
  { label: 'one ZWJ chain of 1000 emoji', text: `👩${`${ZWJ}👩`.repeat(999)}` },
  { label: '1 letter + 2000 zero-width joiners', text: `a${ZWJ.repeat(2000)}` },
  { label: '2000 zero-width joiners', text: ZWJ.repeat(2000) },
  { label: '300 flags', text: '🇺🇳'.repeat(300) },
  { label: '301 regional indicators', text: '🇺'.repeat(301) },
  { label: '300 skin-toned thumbs', text: '👍🏽'.repeat(300) },
  { label: 'snowman + 1000 variation selectors', text: `☃${'\ufe0f'.repeat(1000)}` },
  { label: '1000 Hangul leading jamo', text: `${'\u1100'.repeat(1000)}\u1161` },
  { label: '500 lone high surrogates', text: '\ud83d'.repeat(500) },
  { label: '500 lone low surrogates', text: '\ude00'.repeat(500) },
  { label: 'reversed surrogate pairs', text: 'x\ude00\ud83d'.repeat(300) },
  { label: '2000 right-to-left overrides', text: RTL_OVERRIDE.repeat(2000) },
  { label: 'right-to-left override file names', text: `${RTL_OVERRIDE}gpj.exe `.repeat(200) },
  { label: 'a 20000-character word', text: 'x'.repeat(20_000) },
  { label: 'a 5000-character accented word', text: `e${COMBINING_ACUTE}`.repeat(5000) },
  { label: '5000 CJK characters', text: '漢字かな한글'.repeat(1000) },
  { label: '1000 astral ideographs', text: '𠜎'.repeat(1000) },
];
