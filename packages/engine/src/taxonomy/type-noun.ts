import { TYPE_NOUNS } from './type-nouns.js';
import type { TypeNoun } from './types.js';

/** Words for a type id the engine does not know (an analysis stored by another version). */
const UNKNOWN: TypeNoun = { article: 'a', one: 'business of this type', many: 'businesses of this type' };

/**
 * How sentences name the type with this id: an analysis keeps only the id, label and kind of its type.
 *
 * @example typeNoun('hvac').many // 'HVAC businesses'
 */
export function typeNoun(id: string): TypeNoun {
  return Object.hasOwn(TYPE_NOUNS, id) ? TYPE_NOUNS[id as keyof typeof TYPE_NOUNS] : UNKNOWN;
}

/**
 * One business of the type with its article, for "strong for …", "normally allows …".
 *
 * @example aType(typeNoun('plumbing')) // 'a plumbing business'
 */
export function aType(noun: TypeNoun): string {
  return `${noun.article} ${noun.one}`;
}

/**
 * The text with its first letter in upper case, for a sentence that opens with a noun.
 *
 * @example sentenceCase('plumbing businesses …') // 'Plumbing businesses …'
 */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
