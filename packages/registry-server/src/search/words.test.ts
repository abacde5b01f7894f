import { describe, expect, it } from 'vitest';
import { hasWord, tokenize } from './words.js';

/** hasWord as it is defined: over the words tokenize makes. */
const byTokens = (text: string, prefix: string, whole: string[]) => tokenize(text).some((w) => w.startsWith(prefix) || whole.includes(w));

describe('hasWord', () => {
  it('reads words as tokenize cuts them, symbols and letter case included', () => {
    expect(hasWord('Data Analysis Agent', 'ana', [])).toBe(true);
    expect(hasWord('Data Analysis Agent', 'lysis', [])).toBe(false);
    expect(hasWord('Data Analysis Agent', 'zzz', ['agent'])).toBe(true);
    expect(hasWord('Data Analysis Agents', 'zzz', ['agent'])).toBe(false);
    // 'C++' is one word: it begins with 'c', and it is not the word 'c'.
    expect(hasWord('C++ Helper', 'c', [])).toBe(true);
    expect(hasWord('C++ Helper', 'zz', ['c'])).toBe(false);
    expect(hasWord('C++x Helper', 'zz', ['c'])).toBe(true);
    expect(hasWord('Café Bot', 'caf', [])).toBe(true);
    expect(hasWord('Café Bot', 'zz', ['café'])).toBe(true);
  });

  it('answers as tokenize does for any text', () => {
    // A fixed pseudo-random sequence, so a failure repeats.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const alphabet = ['a', 'b', 'c', 'A', 'B', '1', ' ', '-', '+', '#', '.', 'é', 'É', '𝔞', '日'];
    const pick = (chars: string[], n: number) => Array.from({ length: n }, () => chars[next(chars.length)]).join('');
    for (let i = 0; i < 20_000; i++) {
      const text = pick(alphabet, next(12));
      const prefix = pick(['a', 'b', 'c', '1'], next(3));
      const whole = Array.from({ length: next(3) }, () => pick(['a', 'b', 'c', '1', 'é', '+', '#'], 1 + next(3)));
      expect(hasWord(text, prefix, whole), JSON.stringify({ text, prefix, whole })).toBe(byTokens(text, prefix, whole));
    }
  });
});
