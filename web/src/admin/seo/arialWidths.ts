/**
 * Text widths in Arial without a canvas (jsdom has none; a browser's would depend on its
 * fonts): the advance width of each character in units of 1/1000 em. Arial is metric-
 * compatible with Helvetica, whose published AFM widths these are. Accented letters take
 * their base letter's width; a character not listed takes 556 (a digit's, about the mean).
 */
const ASCII =
  // ' ' ! " # $ % & ' ( ) * + , - . /
  [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    // 0-9 : ; < = > ? @
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015,
    // A-Z
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,
    // [ \ ] ^ _ `
    278, 278, 278, 469, 556, 333,
    // a-z
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,
    // { | } ~
    334, 260, 334, 584];

const OTHER: Record<string, number> = {
  '\u00a0': 278, '…': 1000, '–': 556, '—': 1000, '‘': 222, '’': 222, '“': 333, '”': 333, '•': 350, '·': 278,
  '€': 556, '£': 556, '©': 737, '®': 737, '™': 1000, '°': 400, '«': 556, '»': 556, 'ß': 611, 'æ': 889, 'Æ': 1000, 'ø': 611, 'Ø': 778,
};

const UNKNOWN = 556;

/** The advance width of one character, in 1/1000 em. */
function advance(ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 32 && code <= 126) return ASCII[code - 32];
  if (ch in OTHER) return OTHER[ch];
  const base = ch.normalize('NFD')[0];
  const b = base.codePointAt(0) ?? 0;
  if (base !== ch && b >= 32 && b <= 126) return ASCII[b - 32];
  return UNKNOWN;
}

/** The width of text set in Arial at sizePx pixels, in pixels. */
export function arialWidth(text: string, sizePx: number): number {
  let units = 0;
  for (const ch of text) units += advance(ch);
  return (units * sizePx) / 1000;
}
