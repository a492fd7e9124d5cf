import { describe, expect, it } from 'vitest';
import { formatInteger, normaliseQuantities, spokenNumbersToDigits } from './numbers.ts';

const both = (s: string) => normaliseQuantities(spokenNumbersToDigits(s));

describe('spoken numbers', () => {
  it.each([
    ['thirty six', '36'],
    ['three six', '3 6'],
    ['thirty-six', '36'],
    ['two one two two one three', '2 1 2 2 1 3'],
    ['two point two', '2.2'],
    ['five point oh by eight point five', '5.0 by 8.5'],
    ['zero point one two', '0.12'],
    ['so point nine milliliters articaine', 'so 0.9 milliliters articaine'],
    ['one and a half cartridges', '1.5 cartridges'],
    ['twenty two thousand six hundred', '22,600'],
    ['five thousand', '5000'],
    ['four hundred', '400'],
    ['twenty twenty', '20 20'],
    ['review in six months.', 'review in 6 months.'],
  ])('%s → %s', (said, written) => expect(spokenNumbersToDigits(said)).toBe(written));

  it('keeps "one" used as a pronoun before another number, and reads the diabetes test said letter by letter', () => {
    expect(both('gets an infusion once a year last one eight months ago')).toBe('gets an infusion once a year last one 8 months ago');
    expect(both('type two diabetes a one c seven point one')).toBe('type 2 diabetes A1c 7.1');
    expect(both('h b a one c fifty two')).toBe('HbA1c 52');
    expect(both('three canals located mb two not found')).toBe('3 canals located MB2 not found');
  });

  it('reads a year said in pairs after a word of time', () => {
    expect(spokenNumbersToDigits('hip replacement in twenty twenty three, smoker since nineteen ninety, bridge from twenty fifteen')).toBe(
      'hip replacement in 2023, smoker since 1990, bridge from 2015',
    );
    expect(spokenNumbersToDigits('teeth twenty one twenty two')).toBe('teeth 21 22');
  });

  it('keeps "one" used as a pronoun', () => {
    expect(spokenNumbersToDigits('the one on the left, one of them, one cartridge')).toBe('the one on the left, one of them, 1 cartridge');
    expect(spokenNumbersToDigits('the one five buccal cervical')).toBe('the 1 5 buccal cervical');
    expect(spokenNumbersToDigits('the current one is loose, came out in one piece, one on the lingual, grade one for caries')).toBe(
      'the current one is loose, came out in one piece, one on the lingual, grade 1 for caries',
    );
  });

  it('writes doses, ratios and units as notes do', () => {
    expect(both('two point two mls lidocaine two percent one in eighty thousand adrenaline')).toBe('2.2 ml lidocaine 2% 1:80,000 adrenaline');
    expect(both('one to one hundred thousand epi')).toBe('1:100,000 epi');
    expect(both('1:100k epi')).toBe('1:100,000 epi');
    expect(both('one to one hundred k epi')).toBe('1:100,000 epi');
    expect(both('bone removed with a five fifty seven bur, then a three thirty carbide')).toBe('bone removed with a 557 bur, then a 330 carbide');
    expect(both('amoxicillin two fifty milligrams three times a day')).toBe('amoxicillin 250 mg 3 times a day');
    expect(both('paracetamol one gram four times a day')).toBe('paracetamol 1 g 4 times a day');
    expect(both('the second one was good, lighter than her old acrylic one; risk about five percent temporary one percent permanent')).toBe(
      'the second one was good, lighter than her old acrylic one; risk about 5% temporary 1% permanent',
    );
    expect(both('veneers seated one at a time then placed one by one with two wedges')).toBe('veneers seated one at a time then placed one by one with 2 wedges');
    expect(both('half a cartridge')).toBe('0.5 cartridge');
    expect(both('four hundred milligrams')).toBe('400 mg');
    expect(both('1 in 3 patients')).toBe('1 in 3 patients');
  });

  it('groups thousands only from ten thousand', () => {
    expect(formatInteger(5000)).toBe('5000');
    expect(formatInteger(22600)).toBe('22,600');
  });
});

it('reads a fluoride strength said in hundreds as one number', () => {
  expect(spokenNumbersToDigits('brush twice a day with fourteen fifty ppm toothpaste')).toBe('brush twice a day with 1450 ppm toothpaste');
  // Not two teeth said together.
  expect(spokenNumbersToDigits('fourteen fifty')).toBe('14 50');
});

describe('quantities: units and money said as words', () => {
  it('writes centimetres, newton centimetres and micrograms as symbols, and money with its sign', () => {
    expect(normaliseQuantities('about 1 centimetre, torqued to 35 newton centimeters, fentanyl 50 micrograms')).toBe('about 1 cm, torqued to 35 Ncm, fentanyl 50 mcg');
    expect(normaliseQuantities('fee 1850 dollars quoted, extra cost of 60 pounds')).toBe('fee $1,850 quoted, extra cost of £60');
    expect(normaliseQuantities('Rx amoxicillin 500mg TID, paracetamol 1g, PD 5-7mm, 2.2ml')).toBe('Rx amoxicillin 500 mg TID, paracetamol 1 g, PD 5-7 mm, 2.2 ml');
    expect(normaliseQuantities('closed with 4 oh vicryl rapide, 3 oh chromic gut sutures, oh well')).toBe('closed with 4-0 vicryl rapide, 3-0 chromic gut sutures, oh well');
    expect(normaliseQuantities('weighs about 150 pounds')).toBe('weighs about 150 pounds');
  });
  it('reads the emergency numbers said digit by digit, a wire size from its decimal point and a number joined to its unit of time', () => {
    expect(spokenNumbersToDigits('told her to call nine one one if her throat swells')).toBe('told her to call 911 if her throat swells');
    expect(spokenNumbersToDigits('out of hours call via one one one')).toBe('out of hours call via 111');
    expect(spokenNumbersToDigits('lower point oh one eight niti reinserted')).toBe('lower 0.018 niti reinserted');
    expect(spokenNumbersToDigits('Six-month review')).toBe('6 month review');
  });
});

describe('numbers: the more113 round', () => {
  it('keeps "one" said of a thing after a word describing it', () => {
    expect(spokenNumbersToDigits('recommended an electric one')).toBe('recommended an electric one');
    expect(spokenNumbersToDigits('caries arrested hard one five sound')).toBe('caries arrested hard 1 5 sound');
  });
});
