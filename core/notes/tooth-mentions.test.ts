import { describe, expect, it } from 'vitest';
import { normaliseQuantities, spokenNumbersToDigits } from './numbers.ts';
import type { Numbering } from './schema.ts';
import { findTeeth } from './tooth-mentions.ts';

const teeth = (said: string, numbering: Numbering = 'fdi') => {
  const text = normaliseQuantities(spokenNumbersToDigits(said));
  return findTeeth(text, numbering).map((m) => `${text.slice(m.start, m.end)}=${m.fdi}`);
};

describe('finding teeth', () => {
  it('reads FDI said digit by digit, as numbers, and in pairs', () => {
    expect(teeth('caries on three six')).toEqual(['3 6=36']);
    expect(teeth('36 and 37 DO caries')).toEqual(['36=36', '37=37']);
    expect(teeth('caries seven five eight five')).toEqual(['7 5=75', '8 5=85']);
    expect(teeth('sealants placed one six two six three six four six')).toEqual(['1 6=16', '2 6=26', '3 6=36', '4 6=46']);
    // Six digits from 0 to 4 are BPE scores.
    expect(teeth('scores two one two two one three')).toEqual([]);
    // Unless one more tooth follows after "and".
    expect(teeth('one two one one two one and two two white spot lesions')).toEqual(['1 2=12', '1 1=11', '2 1=21', '2 2=22']);
    expect(teeth('scores two one two two one three and 3 mm pockets')).toEqual([]);
  });

  it('reads a bare Universal number before a finding said of a tooth as that tooth', () => {
    expect(teeth('fourteen lingering pain to cold', 'universal')).toEqual(['14=26']);
    expect(teeth('nineteen looks good underneath', 'universal')).toEqual(['19=36']);
    expect(teeth('three sealant intact', 'universal')).toEqual(['3=16']);
    expect(teeth('three sealants placed', 'universal')).toEqual([]);
    expect(teeth('two is sensitive to cold', 'universal')).toEqual(['2=17']);
    expect(teeth('twenty nine has a big old crown', 'universal')).toEqual(['29=45']);
    expect(teeth('she has 2 kids', 'universal')).toEqual([]);
  });
  it('reads a bare Universal number after an injury or a one-tooth diagnosis as a tooth', () => {
    expect(teeth('complicated crown fracture nine subluxation eight', 'universal')).toEqual(['9=21', '8=11']);
    expect(teeth('acute apical abscess nineteen non restorable nineteen', 'universal')).toEqual(['19=36', '19=36']);
  });
  it('reads a bare number after a listed tooth as a count when a unit follows it', () => {
    expect(teeth('Pulpectomy #19, 3 canals located', 'universal')).toEqual(['#19=36']);
    expect(teeth('Access #8, 1 canal, WL 23 mm', 'universal')).toEqual(['#8=11']);
    expect(teeth('#3, 14 and 19 sealed', 'universal')).toEqual(['#3=16', '14=26', '19=36']);
  });
  it('reads a bare Universal number said to correct a tooth as a tooth', () => {
    expect(teeth('buccal infiltration number eighteen sorry nineteen rubber dam', 'universal')).toEqual(['number 18=37', '19=36']);
    expect(teeth('caries on 3 I mean 4 and 2 canals', 'universal')).toEqual(['3=16', '4=15']);
  });

  it('reads an FDI pair said digit by digit before a one-digit count', () => {
    expect(teeth('pain after extraction of three seven four days ago')).toEqual(['3 7=37']);
    expect(teeth('pain for three four days')).toEqual([]);
  });

  it('reads "a" after "tooth" as the article when a quantity or time follows, and as tooth A otherwise', () => {
    expect(teeth('patient wants the new teeth a bit whiter', 'palmer')).toEqual([]);
    expect(teeth('extracted the tooth a week ago at another practice', 'universal')).toEqual([]);
    expect(teeth('tooth a occlusal caries', 'universal')).toEqual(['tooth a=55']);
  });

  it('reads a tooth named again in words right after its number once', () => {
    expect(teeth('surgical extraction of four eight lower right wisdom tooth')).toEqual(['4 8=48']);
    expect(teeth('extraction lower right e lower right e mobile', 'palmer')).toEqual(['lower right e=85', 'lower right e=85']);
  });

  it('reads a tooth named and then numbered ("the lower left first molar, that\'s 36, has") once, with its closing comma', () => {
    expect(teeth("the lower left first molar, that's 36, has a large cavity")).toEqual(["the lower left first molar, that's 36,=36"]);
    expect(teeth('the upper left first molar, 26, has a sound amalgam')).toEqual(['the upper left first molar, 26,=26']);
    expect(teeth('the lower right first molar forty six has lost its filling')).toEqual(['the lower right first molar 46=46']);
    // The same number twice is a place and then a tooth, not one saying.
    expect(teeth('swelling adjacent to forty six forty six grossly carious')).toEqual(['46=46', '46=46']);
  });

  it('reads two FDI teeth typed with a slash as two teeth, but not a date or a reading', () => {
    expect(teeth('36/46 FS intact; PAs 31/41')).toEqual(['36=36', '46=46', '31=31', '41=41']);
    expect(teeth('seen on 12/11 for a check')).toEqual([]);
    expect(teeth('BP 128/78, review 2/52')).toEqual([]);
  });

  it('reads FDI or Palmer teeth typed with a dash before a chart finding as a range, but not ages or measures', () => {
    expect(teeth('14-17 sound; 42-32 missing')).toEqual(['14=14', '17=17', '42=42', '32=32']);
    expect(teeth('UR5-UL3 sound', 'palmer')).toEqual(['UR5=15', 'UL3=23']);
    expect(teeth('aged 12-15 sound')).toEqual([]);
    expect(teeth('pockets 5-6 mm, 16-36 seen')).toEqual([]);
  });

  it('reads Universal primary teeth listed after "letters"', () => {
    expect(teeth('letter k occlusal caries letters l s and t sound', 'universal')).toEqual(['letter k=75', 'letters l=74', 's=84', 't=85']);
  });

  it('reads both teeth of a kind said in the plural in one arch', () => {
    expect(teeth('both lower sevens fissure sealed')).toEqual(['both lower=37', 'sevens=47']);
    expect(teeth('upper 6s not through', 'palmer')).toEqual(['upper=16', '6s=26']);
    expect(teeth('lower Es sound', 'universal')).toEqual(['lower=75', 'Es=85']);
  });

  it('reads a number before months typed short as no tooth, and "3 MO" as a tooth with its surfaces', () => {
    expect(teeth('bitewings in 6 mo', 'universal')).toEqual([]);
    expect(teeth('number 3 mo composite', 'universal')).toEqual(['number 3=16']);
  });

  it('reads packs a day after smoking as no tooth, and a pocket depth after its tooth as the tooth', () => {
    expect(teeth('type 2 diabetes smoker 1 ppd', 'universal')).toEqual([]);
    expect(teeth('three ppd six mm', 'universal')).toEqual(['3=16']);
  });

  it('reads a bare Universal number after a step said verb-first as its tooth', () => {
    expect(teeth('accessed thirty found four canals obturated thirty with gutta percha', 'universal')).toEqual(['30=46', '30=46']);
  });

  it('reads the Universal tooth a referral is for', () => {
    expect(teeth('so refer seventeen to oral surgeon', 'universal')).toEqual(['17=38']);
  });

  it('reads no tooth in a count of aligners', () => {
    expect(teeth('aligner eleven of twenty two aligners twelve to fourteen issued attachment on thirteen')).toEqual(['13=13']);
  });

  it('reads a tooth said digit by digit after a word of place, but not a measure', () => {
    expect(teeth('bone loss around four one')).toEqual(['4 1=41']);
    expect(teeth('pocket around four mm')).toEqual([]);
  });

  it('reads a tooth before an ordinal and after a grade', () => {
    expect(teeth('root canal upper left six second visit')).toEqual(['upper left 6=26']);
    expect(teeth('bitewings grade one four six distal caries')).toEqual(['4 6=46']);
  });

  it('reads Palmer written and spoken, with a shared quadrant', () => {
    expect(teeth('UL6 and UL7, LLD', 'palmer')).toEqual(['UL6=26', 'UL7=27', 'LLD=74']);
    expect(teeth('lower left four and five buccal abrasion')).toEqual(['lower left 4=34', '5=35']);
    expect(teeth('upper right e and upper left e')).toEqual(['upper right e=55', 'upper left e=65']);
    expect(teeth('pain around the lower right wisdom tooth')).toEqual(['the lower right wisdom tooth=48']);
  });

  it('reads Universal numbers and letters with a marker or in a dental context', () => {
    expect(teeth('#3 MO amalgam, #14 crown', 'universal')).toEqual(['#3=16', '#14=26']);
    expect(teeth('number one and sixteen extracted', 'universal')).toEqual(['number 1=18', '16=28']);
    expect(teeth('sealants placed on three fourteen nineteen and thirty', 'universal')).toEqual(['3=16', '14=26', '19=36', '30=46']);
    expect(teeth('abutments twenty eight and thirty prepared', 'universal')).toEqual(['28=44', '30=46']);
    expect(teeth('sectional matrix placed on nineteen', 'universal')).toEqual(['19=36']);
    expect(teeth('buccal infiltration nineteen incision and drainage nineteen', 'universal')).toEqual(['19=36', '19=36']);
    expect(teeth('buccal infiltration 2 cartridges', 'universal')).toEqual([]);
    expect(teeth('access opened on fourteen occlusion reduced on thirty', 'universal')).toEqual(['14=26', '30=46']);
    expect(teeth('crown cemented on 12 May', 'universal')).toEqual([]);
    // A number is a count of canals or films only where it can be one.
    expect(teeth('pulp extirpated 46 canals irrigated, 3 canals located')).toEqual(['46=46']);
    expect(teeth('fractured cusp on 25 bitewings taken, 4 bitewings')).toEqual(['25=25']);
    expect(teeth('pericoronitis thirty two, gluma applied to twenty and twenty one, 3 episodes this year', 'universal')).toEqual(['32=48', '20=35', '21=34']);
    // Digits said in twos are FDI codes only to an FDI or Palmer user.
    expect(teeth('existing composites on four five and twelve', 'universal')).toEqual(['4=15', '5=14', '12=24']);
    // Primary teeth by letter after "number", to a Universal user only.
    expect(teeth('number k and number t occlusal caries', 'universal')).toEqual(['number k=75', 'number t=85']);
    expect(teeth('number k and number t occlusal caries')).toEqual([]);
    expect(teeth('widened pdl on thirty one, radiolucency at the apex of thirty', 'universal')).toEqual(['31=47', '30=46']);
    // Counted, not a tooth.
    expect(teeth('recommend two composite fillings and three crowns', 'universal')).toEqual([]);
    expect(teeth('tooth k and tooth l occlusal caries', 'universal')).toEqual(['tooth k=75', 'tooth l=74']);
  });

  it('resolves ambiguous numbers by the numbering option', () => {
    expect(teeth('tooth 14', 'fdi')).toEqual(['tooth 14=14']);
    expect(teeth('tooth 14', 'universal')).toEqual(['tooth 14=26']);
    expect(teeth('tooth 3', 'fdi')).toEqual(['tooth 3=16']);
  });

  it('does not read counts, measures, grades or doses as teeth', () => {
    expect(teeth('HbA1c improved to 52, 15 cigarettes a day, stage 3 grade 2, 1450 ppm, 22,600 ppm, 40 to 50%, 19 year old')).toEqual([]);
    expect(teeth('2 x 2.2 ml lidocaine, sizes two and three')).toEqual([]);
    expect(teeth('19 year old, 4 to 5 mm pockets', 'universal')).toEqual([]);
  });

  it('keeps "tooth" when it belongs to the diagnosis', () => {
    expect(teeth('cracked tooth 46')).toEqual(['46=46']);
  });
});

describe('teeth after "number"', () => {
  it('reads "number 3" as a tooth before a count word, not before a measure', () => {
    expect(findTeeth('existing crown number 3 bitewings taken', 'universal').map((m) => m.fdi)).toEqual(['16']);
    expect(findTeeth('number 3 weeks', 'universal')).toEqual([]);
  });
});

describe('primary incisors said by quadrant and letter a', () => {
  it('reads "lower right a" as a tooth before "and" or its state, not in "a bit sore"', () => {
    expect(findTeeth('lower right a and lower left a mobile', 'fdi').map((m) => m.fdi)).toEqual(['81', '71']);
    expect(findTeeth('pain lower right a bit sore', 'fdi')).toEqual([]);
  });
});

describe('"the" before a tooth', () => {
  it('goes with the tooth, but stays with a restoration the tooth names the kind of', () => {
    const [plain] = findTeeth('pain from the 36', 'fdi');
    expect('pain from the 36'.slice(plain!.start)).toBe('the 36');
    const [kind] = findTeeth('replacing the 30 amalgam', 'universal');
    expect('replacing the 30 amalgam'.slice(kind!.start, kind!.end)).toBe('30');
  });

  it('reads a bare "a" after a tooth list as the article of what follows, not tooth A', () => {
    expect(teeth('crown on number 30 and a mesial occlusal composite on number 29', 'universal')).toEqual(['number 30=46', 'number 29=45']);
    expect(teeth('number K and A missing', 'universal')).toEqual(['number K=75', 'A=55']);
  });

  it('reads the tooth after "number" alone when the next digit counts what follows', () => {
    expect(teeth('pulpectomy number three three canals located', 'universal')).toEqual(['number 3=16']);
  });

  it('does not carry a measure across the end of a sentence', () => {
    expect(teeth('plaque score 72%. 11 and 21 flared')).toEqual(['11=11', '21=21']);
    expect(teeth('plaque score 72 11')).toEqual([]);
  });
});


describe('finding teeth: Universal primary teeth by bare letter', () => {
  it('reads a letter after a treatment word as the tooth, with lists said with or without "and"', () => {
    expect(teeth('distal occlusal composite on k', 'universal')).toEqual(['k=75']);
    expect(teeth('ssc on b and i', 'universal')).toEqual(['b=54', 'i=64']);
    expect(teeth('silver diamine fluoride applied to l and s', 'universal')).toEqual(['l=74', 's=84']);
    expect(teeth('caries k l s', 'universal')).toEqual(['k=75', 'l=74', 's=84']);
  });

  it('leaves surface letters, words and other numberings alone', () => {
    expect(teeth('recurrent decay at d margin', 'universal')).toEqual([]);
    expect(teeth('composite on k', 'fdi')).toEqual([]);
    expect(teeth('crown i think', 'universal')).toEqual([]);
  });
});

describe('finding teeth: the more26 round', () => {
  it('reads no tooth in a range measured after a quadrant, and reads Universal teeth said before what was done to them', () => {
    expect(teeth('probing depths upper right 5 to 7 mm', 'universal')).toEqual([]);
    expect(teeth('17 and 32 surgically extracted', 'universal')).toEqual(['17=38', '32=48']);
    expect(teeth('clasps adjusted on 22 and 27', 'universal')).toEqual(['22=33', '27=43']);
    expect(teeth('clasps on 22 and 27', 'universal')).toEqual(['22=33', '27=43']);
  });
});

describe('finding teeth: Universal numbers with a linking verb or in a list after "number"', () => {
  it('reads "31 is fine" and "number 1 16 17 and 32 are missing"', () => {
    expect(teeth('swelling 31 is fine', 'universal')).toEqual(['31=47']);
    expect(teeth('number one sixteen seventeen and thirty two are missing', 'universal')).toEqual(['number 1=18', '16=28', '17=38', '32=48']);
    expect(teeth('number 3 2 canals', 'universal')).toEqual(['number 3=16']);
  });
});

describe('finding teeth: a fractured tooth', () => {
  it('keeps "tooth" with the word that names the diagnosis', () => {
    expect(teeth('fractured tooth 13', 'universal')).toEqual(['13=25']);
  });
});

describe('finding teeth: "letter K"', () => {
  it('reads a Universal primary tooth named with "letter", in lists too', () => {
    expect(teeth('letter s occlusal caries letter k distal caries', 'universal')).toEqual(['letter s=84', 'letter k=75']);
    expect(teeth('pulpotomy on letter t and letter s', 'universal')).toEqual(['letter t=85', 'letter s=84']);
    expect(teeth('wrote a letter to the GP', 'universal')).toEqual([]);
  });
});

describe('finding teeth: said by reference', () => {
  it('reads "the same tooth" as the tooth just charted and "the one behind it" as the next back in its quadrant', () => {
    expect(teeth('14 DO amalgam fractured the same tooth buccal cervical abrasion')).toEqual(['14=14', 'the same tooth=14']);
    expect(teeth('25 small distal caries and the one behind it small mesial caries')).toEqual(['25=25', 'the one behind it=26']);
    expect(teeth('lower right d occlusal caries and the one behind it too', 'palmer')).toEqual(['lower right d=84', 'the one behind it=85']);
    // Not behind an incisor, nor with nothing charted before.
    expect(teeth('11 chipped and the one behind it sound')).toEqual(['11=11']);
    expect(teeth('the same tooth was sore last year')).toEqual([]);
  });
});

describe('finding teeth: Palmer letters said one by one', () => {
  it('reads "u r 6" and "l l e" as Palmer teeth when the practice uses Palmer', () => {
    expect(teeth('u r seven mesial occlusal amalgam l l e sound', 'palmer')).toEqual(['u r 7=17', 'l l e=75']);
    expect(teeth('u r seven mesial occlusal amalgam')).toEqual([]);
  });
});

describe('finding teeth: counts and ages next to teeth', () => {
  it('reads a tooth said digit by digit before a one-digit count of canals, and no tooth in an age', () => {
    expect(teeth('pulp extirpated four seven three canals irrigated')).toEqual(['4 7=47']);
    expect(teeth('13 y/o, attended with dad', 'palmer')).toEqual([]);
  });
});

describe('finding teeth: a span typed with a dash', () => {
  it('reads the ends of a bridge or splint typed with a dash, and "temp" before a bridge as no temperature', () => {
    expect(teeth('Bridge prep UL3-UL5.', 'palmer')).toEqual(['UL3=23', 'UL5=25']);
    expect(teeth('temp bridge UL3-UL5 from putty index', 'palmer')).toEqual(['UL3=23', 'UL5=25']);
    expect(teeth('flexible splint 12-22, composite and wire')).toEqual(['12=12', '22=22']);
    expect(teeth('temp 37.8 36 tender')).toEqual([]);
  });
});

describe('finding teeth: counts of soft-tissue findings', () => {
  it('reads "2 small ulcers" as a count for a Universal practice', () => {
    expect(teeth('IO: 2 small ulcers left mylohyoid ridge area', 'universal')).toEqual([]);
  });
});

describe('finding teeth: units typed with their rate', () => {
  it('reads "14 units/wk" as a measure, not a tooth', () => {
    expect(teeth('smoker 15/day, 14 units/wk', 'palmer')).toEqual([]);
  });
});

describe('finding teeth: Universal teeth listed before what is said of them', () => {
  it('reads every tooth of a list that ends in a finding, numbers and letters alike', () => {
    expect(teeth('three and fourteen erupting nineteen and thirty fully erupted', 'universal')).toEqual(['3=16', '14=26', '19=36', '30=46']);
    expect(teeth('c and h mobile grade one six and eleven erupting', 'universal')).toEqual(['c=53', 'h=63', '6=13', '11=23']);
    expect(teeth('l s and t sound e f and g brown cavitated caries d sound', 'universal')).toEqual(['l=74', 's=84', 't=85', 'e=51', 'f=61', 'g=62', 'd=52']);
  });

  it('reads a list said rising without "and", a lone tooth before its state, a primary letter before a restoration, and FDI pairs before their state', () => {
    expect(teeth('n and q sound three fourteen nineteen and thirty fissure sealants intact', 'universal')).toEqual(['n=72', 'q=82', '3=16', '14=26', '19=36', '30=46']);
    expect(teeth('not mobile t o composite intact thirty erupted sound', 'universal')).toEqual(['t=85', '30=46']);
    expect(teeth('one six two six three six four six erupted sound one one two one three one erupted')).toEqual(['1 6=16', '2 6=26', '3 6=36', '4 6=46', '1 1=11', '2 1=21', '3 1=31']);
    // Scores are neither rising nor followed by the state of teeth.
    expect(teeth('psr codes three three two three two two implant', 'universal')).toEqual([]);
    expect(teeth('bpe one one two one three one', 'fdi')).toEqual([]);
  });

  it('leaves counts, the middle of a list said without "and", surfaces and the article alone', () => {
    // "3" here is no list's start: only the tooth its surface follows is read, as before.
    expect(teeth('caries removed two three and four mesial occlusal composite number two', 'universal')).toEqual(['4=15', 'number 2=17']);
    expect(teeth('two and three canals located', 'universal')).toEqual([]);
    expect(teeth('m and o caries', 'universal')).toEqual([]);
    expect(teeth('a sound tooth', 'universal')).toEqual([]);
    expect(teeth('takes vitamin d not on anything else hep c and b negative', 'universal')).toEqual([]);
  });
});

describe('finding teeth: the span of a splint said as a range', () => {
  it('reads "splinted 7 to 10" as Universal teeth, and leaves other ranges alone', () => {
    expect(teeth('splinted seven to ten with flexible wire', 'universal')).toEqual(['7=12', '10=22']);
    expect(teeth('review in seven to ten days', 'universal')).toEqual([]);
  });
});

describe('finding teeth: after a verb of extraction', () => {
  it('reads a bare Universal number said after "extracted" as the tooth', () => {
    expect(teeth('elevated and extracted 32 with forceps', 'universal')).toEqual(['32=48']);
    expect(teeth('extracted 2 teeth', 'universal')).toEqual([]);
  });
});

describe('finding teeth: readings in a medical history', () => {
  it('reads no tooth in a kidney reading or a radiotherapy dose', () => {
    expect(teeth('CKD stage 3 (eGFR 48), on ramipril', 'palmer')).toEqual([]);
    expect(teeth('chemoradiotherapy (65 Gy) in 2021', 'palmer')).toEqual([]);
    expect(teeth('UR5 root stump, 48 sound', 'palmer')).toEqual(['UR5=15', '48=48']);
  });
  it('reads an FDI number said after its quadrant words as FDI', () => {
    expect(teeth('lost a filling upper left two six this morning')).toEqual(['2 6=26']);
    expect(teeth('lower right eight five caries', 'palmer')).toEqual(['8 5=85']);
    expect(teeth('upper left two for a week', 'palmer')).toEqual(['upper left 2=22']);
  });
  it('reads a bare Universal number said first in a step with its procedure after it', () => {
    expect(teeth('number one extracted with forceps then thirty two surgical extraction', 'universal')).toEqual(['number 1=18', '32=48']);
    expect(teeth('took two extractions today', 'universal')).toEqual([]);
  });
  it('reads teeth said after "around" a finding, and teeth root planed, but not "around" a count', () => {
    expect(teeth('localized periodontitis stage 2 grade a around 18 and 19', 'universal')).toEqual(['18=37', '19=36']);
    expect(teeth('scaling and root planing 18 and 19', 'universal')).toEqual(['18=37', '19=36']);
    expect(teeth('pain for around 18 months', 'universal')).toEqual([]);
  });
  it('reads no tooth in a pulp test reading, or in its correction, nor in the second end of a space', () => {
    expect(teeth('UL1 EC +ve, EPT 38, not TTP', 'palmer')).toEqual(['UL1=21']);
    expect(teeth('one one positive to ethyl chloride ept reading forty two sorry thirty two colour normal')).toEqual(['1 1=11']);
    // Digit by digit it is a tooth again.
    expect(teeth('no response to cold or ept four five and four seven normal')).toEqual(['4 5=45', '4 7=47']);
  });
});

describe('teeth said digit by digit: the more96 round', () => {
  const fdi = (said: string) => findTeeth(spokenNumbersToDigits(said), 'fdi').map((m) => m.fdi);
  it('reads five or six neighbours in a row, and the far end of a range before "teeth"', () => {
    expect(fdi('palatal composite build ups one three one two one one two one two two two three with a wax up')).toEqual(['13', '12', '11', '21', '22', '23']);
    expect(fdi('one three one two one one two one two two and two three palatal erosion')).toEqual(['13', '12', '11', '21', '22', '23']);
    expect(fdi('split dam one three to two three teeth cleaned with pumice')).toEqual(['13', '23']);
    // A long run that is no row of neighbours is a reading.
    expect(fdi('pocket depths three two three two two three four three three two two three')).toEqual([]);
  });
});

describe('finding teeth: the more111–more113 round', () => {
  it('takes the words for the quadrant into an FDI number of that quadrant in a chart, and keeps them elsewhere', () => {
    expect(teeth('charting upper right one seven and one six occlusal cupping')).toEqual(['upper right 1 7=17', '1 6=16']);
    expect(teeth('46 occlusal wear lower left 37 and 36 occlusal wear')).toContain('lower left 37=37');
    expect(teeth('lost a filling upper left 26 this morning')).toEqual(['26=26']);
    expect(teeth('vestibule swollen in the upper right 17 grossly decayed')).toEqual(['17=17']);
  });
  it('reads a run of FDI numbers said digit by digit after their quadrant\'s words as FDI', () => {
    expect(teeth('charting upper right one eight one seven missing lower right four three four four sound')).toEqual(['upper right 1 8=18', '1 7=17', 'lower right 4 3=43', '4 4=44']);
  });
  it('carries a Palmer quadrant said once to the bare numbers of the chart after it', () => {
    expect(teeth('upper right eight unerupted seven mesial occlusal amalgam six crown four to one sound upper left one to three sound', 'palmer')).toEqual([
      'upper right 8=18', '7=17', '6=16', '4=14', '1=11', 'upper left 1=21', '3=23',
    ]);
    // Not a shade, a grade or a count.
    expect(teeth('upper right six crown prep shade a three crown', 'palmer')).toEqual(['upper right 6=16']);
    expect(teeth('upper left six mobility grade 2 sound', 'palmer')).toEqual(['upper left 6=26']);
  });
  it('takes a chart line\'s quadrant label into its first tooth', () => {
    expect(teeth('Charting:\nUR: 18 missing, 17 MOD am\nLL: 38 partially erupted')).toEqual(['UR: 18=18', '17=17', 'LL: 38=38']);
  });
  it('reads a typed Palmer chart line cell by cell, ranges included, but not the counts inside a cell', () => {
    expect(teeth('UR: 8 UE | 7 MOD am | 3-1 sound\nLL: 5 DO comp, 2 canals | 4 sound', 'palmer')).toEqual([
      'UR: 8=18', '7=17', '3=13', '1=11', 'LL: 5=35', '4=34',
    ]);
  });
  it('reads a Universal range said with "through" before its finding, and a quadrant\'s words in a Universal chart', () => {
    expect(teeth('four and five sound six through eleven sound upper left quadrant twelve buccal cervical decay', 'universal')).toEqual(['4=15', '5=14', '6=13', '11=23', 'upper left quadrant 12=24']);
    // Not pocket depths.
    expect(teeth('probing 4 through 6 mm', 'universal')).toEqual([]);
  });
  it('reads no tooth in the number of a problem', () => {
    expect(teeth('problem number two the wisdom tooth three eight partially erupted', 'universal')).toEqual(['3 8=38']);
  });
});

