import { describe, expect, it } from 'vitest';
import { bigrams, indexTerm, isCjkTerm, queryGroups, tokenize } from '../../../../../src/features/search/lib/tokenize.ts';

describe('tokenize', () => {
  it('splits a Chinese name into overlapping pairs, so a word inside it matches', () => {
    const terms = tokenize('探索者 ADV 双镜片头盔');
    expect(terms).toContain('头盔');
    expect(terms).toContain('镜片');
    expect(terms).toContain('探索');
    expect(terms).toContain('adv');
  });

  it('adds the longer dictionary words Intl.Segmenter finds', () => {
    expect(tokenize('云岭摩托昆明滇池旗舰店')).toEqual(expect.arrayContaining(['昆明', '滇池', '旗舰店']));
  });

  it('lower-cases Latin words and keeps numbers, dropping punctuation', () => {
    expect(tokenize('Dual-channel ABS, 249cc')).toEqual(['dual', 'channel', 'abs', '249cc']);
  });

  it('mixes scripts in one text', () => {
    expect(tokenize('弯道ABS（六轴 IMU）')).toEqual(expect.arrayContaining(['弯道', 'abs', '六轴', 'imu']));
    expect(tokenize('弯道ABS')).not.toContain('道a');
  });

  it('pairs: one character stands for itself', () => {
    expect(bigrams('盔')).toEqual(['盔']);
    expect(bigrams('昆明市')).toEqual(['昆明', '明市']);
  });
});

describe('queryGroups', () => {
  it('makes one group per Chinese run and per Latin word', () => {
    expect(queryGroups('昆明 ABS')).toEqual([['昆明'], ['abs']]);
    expect(queryGroups('  kunming ')).toEqual([['kunming']]);
    expect(queryGroups('头盔')).toEqual([['头盔']]);
    expect(queryGroups('，。 ')).toEqual([]);
  });

  it('a longer Chinese run matches by any of its pairs', () => {
    expect(queryGroups('昆明门店')[0]).toEqual(expect.arrayContaining(['昆明', '明门', '门店']));
  });

  it('knows Chinese terms from Latin ones, as typed and as indexed', () => {
    expect(isCjkTerm('头盔')).toBe(true);
    expect(isCjkTerm(indexTerm('头盔'))).toBe(true);
    expect(isCjkTerm('abs')).toBe(false);
  });
});

describe('indexTerm', () => {
  it('spells Han terms as hex code points after a marker, whole characters as whole groups', () => {
    expect(indexTerm('头盔')).toBe('~593476d4');
    expect(indexTerm('旗舰店').startsWith(indexTerm('旗舰'))).toBe(true);
    expect(indexTerm('abs')).toBe('abs');
    expect(indexTerm('249cc')).toBe('249cc');
  });
});
