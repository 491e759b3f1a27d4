/**
 * The report uses the PDF standard Helvetica, whose WinAnsi encoding lacks a few symbols the engine
 * writes in its methods (Σ, β, ≥ …); they are spelled out so nothing prints as a wrong glyph.
 */
const SPELLED: Record<string, string> = {
  Σ: 'sum ',
  β: 'beta',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '→': '->',
  '−': '-',
  '\u2009': ' ',
  '\u202f': ' ',
};

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n';
}

/** Text safe for the standard PDF fonts: known symbols spelled out, accents kept, anything else "?". */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (SPELLED[ch] !== undefined) out += SPELLED[ch];
    else {
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...plain].every(encodable) && plain ? plain : '?';
    }
  }
  return out;
}
