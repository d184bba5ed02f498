import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from './code-alphabet.mjs';

/**
 * `length` random letters of the code alphabet (lib/code-alphabet.mjs), from the system's secure
 * random source.
 */
export function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}
