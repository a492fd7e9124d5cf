import { describe, expect, it } from 'vitest';
import { cleanTranscript, SCRATCH } from './cleanup.ts';
import { applyCorrections } from './corrections.ts';
import { render } from './markup.ts';
import { prepare } from './prepare.ts';

describe('clean-up', () => {
  it('drops social asides that note nothing, and keeps the clinical words around them', () => {
    expect(cleanTranscript('quick one he lost a filling on sunday bless him')).toBe('he lost a filling on sunday');
    expect(cleanTranscript('she was very relaxed today which was nice oh and i forgot bp was 128 over 80')).toBe('she was very relaxed today bp was 128 over 80');
    expect(cleanTranscript("emergency poor chap swollen face he just wants it out can't blame him. Fingers crossed. I think that's everything")).toBe('emergency swollen face he just wants it out.');
    // An aside that ends a sentence leaves its full stop, so the next sentence keeps its header.
    expect(cleanTranscript("Caught up on her wedding plans - sounds lovely. Med hx: no changes")).toBe('Caught up on her wedding plans. Med hx: no changes');
    expect(cleanTranscript("she's been waiting ages, bless her. Med hx: nil")).toBe("she's been waiting ages. Med hx: nil");
    expect(cleanTranscript('band two course completed f p seventeen submitted')).toBe('band two course completed FP17 submitted');
    expect(cleanTranscript('Smokes ½ ppd.')).toBe('Smokes ½ ppd.');
    expect(cleanTranscript("takes clopidogrel also on atorvastatin, patient's son also came in")).toBe("takes clopidogrel on atorvastatin, patient's son also came in");
    // Not a finding said with "poor", nor "oh" as a zero.
    expect(cleanTranscript('poor oral hygiene, a poor prognosis, 4 oh vicryl')).toBe('poor oral hygiene, a poor prognosis, 4 oh vicryl');
  });

  it('drops what is asked of the nurse while working', () => {
    expect(cleanTranscript('caries removed can I have the excavator please lovely dentine firm could you mix some vitrebond please thanks vitrebond liner')).toBe(
      'caries removed dentine firm vitrebond liner',
    );
    expect(cleanTranscript('could you pass me the rubber dam kit thanks rubber dam on')).toBe('rubber dam on');
    expect(cleanTranscript('calculus lower anteriors can you write that down please thanks charting')).toBe('calculus lower anteriors charting');
    expect(cleanTranscript('chamfer margin hey can you grab me the zero zero cord thanks double cord')).toBe('chamfer margin double cord');
    expect(cleanTranscript('shade taken can you turn the overhead light off for a sec thanks optragate in')).toBe('shade taken optragate in');
    expect(cleanTranscript('dried with paper points um can you warm up the system b for me please thanks obturated')).toBe('dried with paper points obturated');
    expect(cleanTranscript('infiltration suction please right now elevated')).toBe('infiltration elevated');
    // Not a request said in the notes.
    expect(cleanTranscript('patient asked if she could have the whitening')).toBe('patient asked if she could have the whitening');
  });

  it("drops the numbers of a typed list's lines", () => {
    expect(cleanTranscript('Tx:\n1) 2 carps articaine\n2) RD\n3. Pulpectomy #19')).toBe('Tx: 2 carps articaine. RD. Pulpectomy #19');
    expect(cleanTranscript('LA 2.2 ml given')).toBe('LA 2.2 ml given');
  });

  it('drops what is said to the patient while working, but not the bite that was checked', () => {
    expect(cleanTranscript('excess removed at the tack cure stage just bite together gently for me lovely showed her how to use superfloss')).toBe(
      'excess removed at the tack cure stage showed her how to use superfloss',
    );
    expect(cleanTranscript('shade a two checked the bite just a little longer for me thanks post op instructions given')).toBe('shade a two checked the bite post op instructions given');
    expect(cleanTranscript("you're doing brilliantly nearly there files to size twenty five")).toBe('files to size twenty five');
    expect(cleanTranscript("shade a two almost done now you're doing great rubber dam off")).toBe('shade a two rubber dam off');
    expect(cleanTranscript('crown prep with a shoulder just a bit of pressure now size one cord placed')).toBe('crown prep with a shoulder size one cord placed');
    expect(cleanTranscript("cotton pellet and cavit you did great we're all done for today occlusion reduced")).toBe('cotton pellet and cavit occlusion reduced');
  });

  it('drops a sign-off at the very end, and only there', () => {
    expect(cleanTranscript('Quote given, pt to book. Review 6/12. Ta.')).toBe('Quote given, pt to book. Review 6/12.');
    expect(cleanTranscript('recall six months thanks')).toBe('recall six months.');
    expect(cleanTranscript('thanks to the nurse for the help with suction')).toBe('thanks to the nurse for the help with suction');
  });

  it('drops fillers, writes dictated punctuation and spelled abbreviations', () => {
    expect(cleanTranscript('um patient attended uh extra oral n a d full stop o h i given comma')).toBe('patient attended extra oral NAD. OHI given,');
    expect(cleanTranscript('ER visit')).toBe('ER visit');
    expect(cleanTranscript('told to go to the er if swelling spreads er and call')).toBe('told to go to the er if swelling spreads and call');
    expect(cleanTranscript('ah obturated with gutta percha and ah plus')).toBe('obturated with gutta percha and ah plus');
    expect(cleanTranscript('bpe 2 2 3 scratch that bpe 2 2 2')).toBe(`bpe 2 2 3 ${SCRATCH} bpe 2 2 2`);
    // A typed line ends its sentence.
    expect(cleanTranscript('Tx options: RCT, XLA. Pt opted for RCT\nConsent: verbal\n')).toBe('Tx options: RCT, XLA. Pt opted for RCT. Consent: verbal.');
    // Headers said letter by letter, or as the words the recogniser hears for them.
    expect(cleanTranscript('see oh pain p m h asthma oh ee nad t x today r x amoxicillin b o p generalised')).toBe('C/O pain PMH asthma O/E nad TX today Rx amoxicillin BOP generalised');
    // A full stop after a one-letter word is part of the word; one run into the next sentence gets its space.
    expect(cleanTranscript('Crown preps for e.max, e.g. zirconia.Next visit')).toBe('Crown preps for e.max, e.g. zirconia. Next visit');
  });
});

describe('clean-up: spelled abbreviations after a letter that is a tooth', () => {
  it('keeps the letter and reads the rest as the abbreviation', () => {
    expect(cleanTranscript('lower right e n a d and letter t o h i given to dad')).toBe('lower right e NAD and letter t OHI given to dad');
    expect(cleanTranscript('a b c')).toBe('a b c');
  });
});

describe('self-corrections', () => {
  const said = (text: string, numbering: 'fdi' | 'universal' = 'fdi') => {
    const doc = prepare(text, numbering);
    return render(doc, doc.text);
  };
  it('replaces a count said with its noun when the count is corrected in words', () => {
    expect(said('then two cord sorry double cord packed')).toBe('then double cord packed');
  });
  it('replaces a longer condition said again for the same tooth, keeping the tooth before it', () => {
    expect(said('diagnosis uncomplicated crown fracture eight subluxation nine um I mean lateral luxation nine', 'universal')).toBe('diagnosis uncomplicated crown fracture #8 lateral luxation #9');
  });

  it('replaces the tooth, number or words before the marker', () => {
    expect(said('lost filling on tooth three five sorry three six')).toBe('lost filling on 36');
    expect(said('crown prep upper right sorry upper left six')).toBe('crown prep 26');
    expect(said('recall in three months i mean six months')).toBe('recall in 6 months');
    expect(said('labial infiltration twenty one I mean buccal infiltration twenty one rubber dam')).toBe('LA: buccal infiltration 21 rubber dam');
    expect(said('on distolingual cusp, sorry, mesiolingual cusp, no caries')).toBe('on ML cusp, no caries');
    expect(said('mod composite sorry do composite done', 'universal')).toBe('DO composite done');
    expect(said('full mouth psr sorry pmpr carried out')).toBe('full mouth pmpr carried out');
    expect(said('plan new upper and lower complete dentures sorry new upper complete and lower overdenture')).toBe('plan new upper complete and lower overdenture');
  });
  it('leaves a marker with nothing to correct', () => {
    const doc = { text: 'sorry', entities: [], numbering: 'fdi' as const };
    applyCorrections(doc);
    expect(doc.text).toBe('');
  });
});

it('keeps "w/" as said and spells out "w/o"', () => {
  expect(cleanTranscript('MOD amalgam w/ recurrent decay, w/o pain')).toBe('MOD amalgam w/ recurrent decay, without pain');
});

describe('clean-up: the more23 round', () => {
  it('reads a run of spelled letters as the abbreviations it is made of, or leaves it', () => {
    expect(cleanTranscript('cemented with g i c s d f applied')).toBe('cemented with GIC SDF applied');
    expect(cleanTranscript('pulpotomy with m t a s s c placed')).toBe('pulpotomy with MTA SSC placed');
    expect(cleanTranscript('caries k l s')).toBe('caries k l s');
  });

  it('writes a surface letter before a restoration as a code, and drops chairside framing', () => {
    expect(cleanTranscript('number three and o composite number two')).toBe('number three and O composite number two');
    expect(cleanTranscript('so we are looking at number nineteen here fractured lingual cusp')).toBe('number nineteen fractured lingual cusp');
    expect(cleanTranscript("we're looking at k here big cavity")).toBe('tooth k big cavity');
  });
});

describe('clean-up: shorthand said aloud', () => {
  it('writes letters and intervals said with their slash as typed shorthand', () => {
    expect(cleanTranscript('c slash o bleeding gums e slash o n a d i slash o n a d')).toBe('C/O bleeding gums E/O NAD I/O NAD');
    expect(cleanTranscript('r slash v six slash twelve')).toBe('R/V six /12');
    expect(cleanTranscript('n v two slash five two')).toBe('NV two /52');
    expect(cleanTranscript('b p e three two three star slash four three four')).toBe('BPE three two three star / four three four');
  });

  it('reads the spelled shorthand of a busy day', () => {
    expect(cleanTranscript('s plus p o h i t b i f v applied')).toBe('S+P OHI TBI FV applied');
    expect(cleanTranscript('x l a eight four d x pericoronitis r x amox t i d h t n r t c')).toBe('XLA eight four Dx pericoronitis Rx amox TID HTN RTC');
    expect(cleanTranscript('cracked d l cusp m b root')).toBe('cracked DL cusp MB root');
    expect(cleanTranscript('p t here for m o d amalgam obturated with g p and b c sealer')).toBe('pt here for MOD amalgam obturated with GP and BC sealer');
    expect(cleanTranscript('cemented the resin bonded bridge 46 porcelain bonded crown')).toBe('cemented the resin-bonded bridge 46 porcelain-bonded crown');
  });
});

describe('clean-up: the more114 round', () => {
  it('turns "period", "next heading" and brackets said aloud into punctuation, but not a length of time or the bowel', () => {
    expect(cleanTranscript('periodic exam no concerns period new paragraph medical history colon no changes period')).toBe('periodic exam no concerns. medical history: no changes.');
    expect(cleanTranscript('sensitive for a period of about two weeks')).toContain('period of');
    expect(cleanTranscript('after the healing period review')).toContain('healing period');
    expect(cleanTranscript('chief complaint colon broken tooth next heading history of colon cancer')).toBe('chief complaint: broken tooth. history of colon cancer');
    expect(cleanTranscript('composite open bracket shade a two close bracket placed')).toBe('composite (shade a two) placed');
  });
});
