// Every value is matched whole against a narrow pattern, so url(, expression(, escapes (\),
// comments (/*) and anything else CSS could execute or fetch can never pass.
const NUMBER = String.raw`[+-]?(?:\d{1,4}(?:\.\d{1,4})?|\.\d{1,4})(?:%|deg)?`;
const SEPARATOR = String.raw`(?:\s*[,/]\s*|\s+)`;
const NAMED_COLORS = [
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'gold',
  'yellow',
  'olive',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'navy',
  'indigo',
  'purple',
  'violet',
  'magenta',
  'pink',
  'brown',
  'transparent',
  'currentcolor',
];
const COLOR = new RegExp(
  String.raw`^(?:#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})` +
    String.raw`|(?:rgba?|hsla?)\(\s*${NUMBER}(?:${SEPARATOR}${NUMBER}){2,3}\s*\)` +
    `|${NAMED_COLORS.join('|')})$`,
  'i',
);
const LENGTH = String.raw`\d{1,3}(?:\.\d{1,3})?(?:px|pt|em|rem|%)`;
const FONT_SIZE = new RegExp(
  `^(?:${LENGTH}|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)$`,
  'i',
);
const LINE_HEIGHT = new RegExp(String.raw`^(?:normal|\d{1,3}(?:\.\d{1,3})?|${LENGTH})$`, 'i');
const FONT_CHAR = String.raw`[A-Za-z0-9_\-\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]`;
const FONT_NAME = `${FONT_CHAR}+(?: +${FONT_CHAR}+)*`;
const FAMILY = `(?:"${FONT_NAME}"|'${FONT_NAME}'|${FONT_NAME})`;
const FONT_FAMILY = new RegExp(String.raw`^${FAMILY}(?:\s*,\s*${FAMILY})*$`, 'u');
const TEXT_ALIGN = /^(?:left|center|right|justify)$/i;

const TEXT_STYLE = {
  color: COLOR,
  'background-color': COLOR,
  'font-family': FONT_FAMILY,
  'font-size': FONT_SIZE,
  'line-height': LINE_HEIGHT,
};
const BLOCK_STYLE = { 'text-align': TEXT_ALIGN };

/** The declarations each element may carry (Tiptap TextStyle marks on span, TextAlign on blocks). */
const ALLOWED_STYLES: Record<string, Record<string, RegExp>> = {
  span: TEXT_STYLE,
  p: BLOCK_STYLE,
  h1: BLOCK_STYLE,
  h2: BLOCK_STYLE,
  h3: BLOCK_STYLE,
  h4: BLOCK_STYLE,
  h5: BLOCK_STYLE,
  h6: BLOCK_STYLE,
};

const MAX_VALUE_LENGTH = 200;

/**
 * One declaration's value as it is kept (whitespace collapsed), or undefined when the element may
 * not carry that property or the value does not match it. The editor checks its style attributes
 * with this, so it keeps exactly what filterStyle keeps.
 */
export function allowedStyleValue(tag: string, property: string, value: string): string | undefined {
  const allowed = ALLOWED_STYLES[tag];
  const pattern = allowed && Object.hasOwn(allowed, property) ? allowed[property] : undefined;
  const collapsed = value.trim().replace(/\s+/g, ' ');
  if (!pattern || collapsed.length > MAX_VALUE_LENGTH || !pattern.test(collapsed)) return undefined;
  return collapsed;
}

/**
 * Keeps only the allowed declarations of a style attribute, in Tiptap's own format
 * (`color: #958DF1; font-size: 14px`); returns '' when nothing survives.
 */
export function filterStyle(tag: string, style: string | undefined): string {
  if (!ALLOWED_STYLES[tag] || !style) return '';
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = allowedStyleValue(tag, property, declaration.slice(colon + 1));
    if (value !== undefined) kept.set(property, value);
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join('; ');
}
