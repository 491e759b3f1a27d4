import { BUSINESS_TYPES } from '../src/taxonomy/business-types.js';

/**
 * Grammar checks for sentences that name a business type: the faults issue 41 found ("strong for a plumbing",
 * "Average plumbing in Peoria County") and their relatives — an article before a trade name that takes none, "a"
 * or "an" against the next word's sound, an article before a plural, a doubled word, an acronym in lower case, a
 * type's menu label in capitals mid-sentence, and (for sentences) a lower-case first letter.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nouns that make a trade name countable: "a plumbing business", "a fast-food restaurant", "a daycare centre". */
const HEADS =
  'business|businesses|shop|shops|restaurant|restaurants|centre|centres|center|centers|company|companies|contractor|contractors|service|services|store|stores|clinic|clinics|office|offices|studio|studios|salon|salons';

/** Trade names that take no article (or "average", "each") on their own: mass nouns, menu labels that are not nouns. */
const BARE_NAMES = [
  ...new Set([
    'plumbing',
    'hvac',
    'pest control',
    'lawn care',
    'landscaping',
    'fast food',
    'auto repair',
    'pet services',
    'child care',
    'daycare',
    'spa or massage',
    ...BUSINESS_TYPES.filter((t) => t.label.toLowerCase() !== t.noun.one.toLowerCase()).flatMap((t) => {
      const label = t.label.toLowerCase();
      return [label, label.replace(/\s*\(.*\)\s*$/, '')];
    }),
  ]),
].sort((a, b) => b.length - a.length);
const BARE_AFTER_ARTICLE = new RegExp(
  `\\b(an?|average|each|every) (${BARE_NAMES.map(escapeRegExp).join('|')})(?![\\w-]| (?:${HEADS})\\b)`,
  'i',
);

/** Plural nouns of the types: "a salons", "a coffee shops". */
const PLURALS = [
  ...new Set(
    BUSINESS_TYPES.flatMap((t) => [
      t.noun.many,
      ...t.noun.many
        .split(/ and | or /)
        .map((part) => part.trim().split(' ').at(-1) ?? '')
        .filter((word) => word.endsWith('s')),
    ]),
  ),
]
  .filter((p) => p !== '' && p !== 'services')
  .sort((a, b) => b.length - a.length);
const ARTICLE_BEFORE_PLURAL = new RegExp(`\\b(an?) (${PLURALS.map(escapeRegExp).join('|')})\\b`, 'i');

/** Acronyms in type labels ("HVAC"), which must never be written in lower case in prose. */
const ACRONYMS = [...new Set(BUSINESS_TYPES.flatMap((t) => t.label.match(/\b[A-Z]{2,}\b/g) ?? []))];
const LOWER_ACRONYM = ACRONYMS.length
  ? new RegExp(`(?<![\\w/_.-])(${ACRONYMS.map((a) => a.toLowerCase()).join('|')})(?![\\w/_.-])`)
  : null;

/** A type's menu label, capitalised, after a lower-case word: "checkable Plumbing guidelines". */
const CAPITAL_LABEL_MID_SENTENCE = new RegExp(
  `\\b[a-z][a-z-]* (${BUSINESS_TYPES.map((t) => t.label)
    .filter((l) => !/^[A-Z]{2,}\b/.test(l))
    .map(escapeRegExp)
    .join('|')})(?![\\w-]| &)`,
);

/** Acronyms spoken as words or read either way, whose article is not checked. */
const EITHER_ARTICLE = new Set(['NAICS']);

/** Whether the word is spoken starting with a vowel sound ("an HVAC", "an 8-mile", "a U.S.", "a one-mile"). */
export function startsWithVowelSound(word: string): boolean {
  const w = word.replace(/^[("'“‘$]+/, '');
  if (/^\d/.test(w)) return /^(8|11(?!\d)|18(?!\d))/.test(w);
  const acronym = w.match(/^[A-Z]{2,}|^[A-Z](?=\.|$|-)/)?.[0];
  if (acronym) return 'AEFHILMNORSX'.includes(acronym.charAt(0));
  const lower = w.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(lower)) return true;
  if (/^(uni|use|usu|uti|ure|uro|eu|ewe|one\b|one-|once|u\.)/.test(lower)) return false;
  return /^[aeiou]/.test(lower);
}

/** Abbreviations after which a lower-case word does not start a new sentence. */
const ABBREVIATION_BEFORE = /(?:\b(?:e\.g|i\.e|vs|etc|approx|no|St|Ave|Rd|mi|sq|ft|cf|Inc|Co|U\.S|Mt|ca)\.)$/;

/**
 * The grammar faults in one text. `sentence`: the text is prose made of sentences, so each must start with a
 * capital (fragments such as a method "named places within 1 mi" are checked without it).
 */
export function grammarProblems(text: string, options: { sentence?: boolean } = {}): string[] {
  const found: string[] = [];
  const bare = text.match(BARE_AFTER_ARTICLE);
  if (bare) found.push(`article or "average" before a trade name that takes none: "${bare[0]}"`);
  const plural = text.match(ARTICLE_BEFORE_PLURAL);
  if (plural) found.push(`article before a plural: "${plural[0]}"`);
  for (const m of text.matchAll(/\b(a|an|A|An)\s+([^\s]+)/g)) {
    const [whole, article, next] = m as unknown as [string, string, string];
    const bareWord = next.replace(/^[("'“‘$]+/, '');
    if (bareWord === '' || /^[^\w]/.test(bareWord)) continue;
    if (EITHER_ARTICLE.has(bareWord.replace(/[^\w]+$/, ''))) continue;
    const wantsAn = startsWithVowelSound(next);
    if (wantsAn !== (article.toLowerCase() === 'an')) found.push(`"${article}" before "${next}": "${whole}"`);
  }
  const doubled = text.match(/\b([A-Za-z]{2,})\s+\1\b/i);
  if (doubled) found.push(`doubled word: "${doubled[0]}"`);
  const acronym = LOWER_ACRONYM ? text.match(LOWER_ACRONYM) : null;
  if (acronym) found.push(`acronym in lower case: "${acronym[0]}"`);
  const capital = text.match(CAPITAL_LABEL_MID_SENTENCE);
  if (capital) found.push(`type label in capitals mid-sentence: "${capital[0]}"`);
  if (options.sentence) {
    if (/^[a-z]/.test(text)) found.push(`sentence starts in lower case: "${text.slice(0, 40)}"`);
    for (const m of text.matchAll(/([.!?])\s+([a-z][\w-]*)/g)) {
      const before = text.slice(0, m.index + 1);
      if (m[1] === '.' && ABBREVIATION_BEFORE.test(before)) continue;
      found.push(`sentence starts in lower case: "${text.slice(Math.max(0, m.index - 20), m.index + 20)}"`);
    }
  }
  return found;
}
