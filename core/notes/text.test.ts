import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';
import { prepare } from './prepare.ts';
import { tidy, upperAbbreviations, writeClause } from './text.ts';

it('drops openers, articles and stray punctuation, and capitalises', () => {
  expect(tidy('  okay so the patient attended,  ')).toBe('Patient attended');
  expect(tidy('right so, a lost filling and')).toBe('Lost filling');
  expect(tidy('right side swelling')).toBe('Right side swelling');
});

it('keeps "well" before what it qualifies', () => {
  expect(tidy('well controlled asthma')).toBe('Well controlled asthma');
  expect(tidy('well, upper denture loose')).toBe('Upper denture loose');
});

it('writes known abbreviations in capitals', () => {
  expect(upperAbbreviations('oh good, nad, tmj clicks, o/e, ohi given, oh no, bp 130/85')).toBe('OH good, NAD, TMJ clicks, O/E, OHI given, oh no, BP 130/85');
});

it('keeps "we went ahead and", which is not a clause opener, with what the dentist did', () => {
  expect(tidy('and we went ahead and extracted 38')).toBe('We went ahead and extracted 38');
});

it('drops a clause opener left at the end of a clause', () => {
  expect(tidy('she signed the consent form so')).toBe('She signed the consent form');
  expect(tidy('lost filling and')).toBe('Lost filling');
});

it('keeps a minus said after a test as its result', () => {
  expect(tidy('cold normal, percussion -')).toBe('Cold normal, percussion -');
  expect(tidy('pain upper left, -')).toBe('Pain upper left');
});

describe('text: connectors said between parts', () => {
  it('drops "and then" or "right then" at a clause\'s end, and makes "and then" inside one a new sentence', () => {
    expect(tidy('no complaints and then')).toBe('No complaints');
    expect(tidy('Right then.')).toBe('');
    expect(tidy('verbal consent given right then')).toBe('Verbal consent given');
    const doc = prepare('lost filling on 19 and then says food keeps getting stuck there', 'universal');
    expect(writeClause(doc, doc.text)).toBe('Lost filling on #19. Says food keeps getting stuck there');
  });
});

describe('text fields: an article opening a run-on clause', () => {
  it('keeps "the" after whom a warning was told to', () => {
    expect(generateNotes('discussed diet warned grandma the spots will turn black').CONSULT).toBe('Discussed diet warned grandma the spots will turn black');
  });

  it('keeps "then" that says when ("wants them by then")', () => {
    expect(generateNotes("notes she's going on a cruise in the summer and wants them by then").NOTES).toBe("She's going on a cruise in the summer and wants them by then");
    expect(generateNotes('notes nervous and then').NOTES).toBe('Nervous');
  });

  it('drops "the" opening a clause said after a tooth or noun, not the object of a verb or preposition', () => {
    expect(generateNotes('came in for extraction of thirteen the tooth split when she bit on a popcorn kernel', { numbering: 'universal' }).CC).toBe(
      'Extraction of #13 tooth split when she bit on a popcorn kernel',
    );
    expect(generateNotes("notes she's off to her daughter's graduation next week so she's glad the temp looks fine").NOTES).toBe("She's off to her daughter's graduation next week so she's glad the temp looks fine");
    expect(generateNotes('discussed options explained the tooth was cracked and the filling is about 300 advised soft diet').CONSULT).toContain('explained the tooth was cracked and the filling');
  });
});
