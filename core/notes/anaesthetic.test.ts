import { describe, expect, it } from 'vitest';
import { render } from './markup.ts';
import { prepare } from './prepare.ts';
import type { Numbering } from './schema.ts';

/** The dictation with its LA statement written out in brackets. */
const la = (said: string, numbering: Numbering = 'fdi') => {
  const doc = prepare(said, numbering);
  return doc.text.replace(/\u27E6\d+\u27E7/g, (p) => (doc.entities[Number(p.slice(1, -1))]!.kind === 'text' ? `[${render(doc, p)}]` : render(doc, p)));
};

describe('local anaesthetic', () => {
  it('keeps the tooth an infiltration went to when a wait follows', () => {
    expect(la('la two cartridges articaine four percent buccal infiltration four six waited five minutes')).toBe('[LA: 2 cartridges articaine 4%, buccal infiltration 46] waited 5 minutes');
  });

  it('writes agent, strength, vasoconstrictor, quantity, technique and side in one order', () => {
    expect(la('LA 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right. Caries removed')).toBe(
      '[LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right]. Caries removed',
    );
    expect(la('la two cartridges articaine four percent one in a hundred thousand adrenaline buccal and lingual infiltration')).toBe(
      '[LA: 2 cartridges articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration]',
    );
    expect(la('Anesthesia: 3 carpules 2% lidocaine 1:100k epi, right IANB plus buccal infiltrations. SRP', 'universal')).toBe(
      '[LA: 3 carpules lidocaine 2% 1:100,000 epinephrine, IANB right + buccal infiltration]. SRP',
    );
    // Typed short: "Lig" is lignocaine.
    expect(la('LA 2.2 ml Lig 2% 1:80,000 IDB. XLA 38')).toBe('[LA: 2.2 ml lignocaine 2% 1:80,000, IDB]. XLA 38');
  });

  it('gives the LA its tooth when the step after names what it removed in a few words, or says the tooth again later', () => {
    expect(la('la articaine palatal infiltration 22 mobile palatal fragment removed')).toBe('[LA: articaine, palatal infiltration 22] mobile palatal fragment removed');
    expect(la('la articaine palatal infiltration 11 disimpacted with finger pressure and repositioned 11')).toBe('[LA: articaine, palatal infiltration 11] disimpacted with finger pressure and repositioned 11');
    // Said twice (a nurse aside between), the second time it is the next step's.
    expect(la('la articaine buccal infiltration 18 18 elevated with a coupland extracted 18')).toBe('[LA: articaine, buccal infiltration 18] 18 elevated with a coupland extracted 18');
  });

  it("gives the LA the tooth said after its technique when an old restoration's removal follows, and not a tooth with a finding", () => {
    expect(la('la 1.8 ml articaine buccal infiltration 46 old amalgam removed')).toBe('[LA: 1.8 ml articaine, buccal infiltration 46] old amalgam removed');
    // "old", "mild" or "lip" in lower case are words, not surface codes said as a finding of the tooth.
    expect(la('la lidocaine buccal infiltration 36 mild bleeding controlled')).toBe('[LA: lidocaine, buccal infiltration 36] mild bleeding controlled');
    expect(la('la lidocaine buccal infiltration 36 MO caries')).toBe('[LA: lidocaine, buccal infiltration] 36 MO caries');
  });

  it('reads US shorthand and puts the tooth or side where the technique was given', () => {
    expect(la('mo composite done under local two carps lido with epi left ianb', 'universal')).toBe(
      'MO composite done [LA: 2 carpules lidocaine epinephrine, IANB left]',
    );
    expect(la('Local: 1.8 ml 4% articaine 1:100,000 epi, buccal infiltration #3 and #4.', 'universal')).toBe(
      '[LA: 1.8 ml articaine 4% 1:100,000 epinephrine, buccal infiltration #3, #4].',
    );
    expect(la('LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right and long buccal.')).toBe(
      '[LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB right + long buccal].',
    );
  });

  it('keeps a tooth said between two techniques joined by "and" in the LA line', () => {
    expect(la('one cartridge articaine four percent buccal infiltration forty six and lingual infiltration rsd done')).toBe(
      '[LA: 1 cartridge articaine 4%, buccal infiltration 46 + lingual infiltration] rsd done',
    );
    expect(la('lidocaine buccal infiltration number h and a palatal infiltration', 'universal')).toBe('[LA: lidocaine, buccal infiltration #H + palatal infiltration]');
    expect(la('bleeding score 25% la one cartridge articaine four percent')).toBe('bleeding score 25% [LA: 1 cartridge articaine 4%]');
    expect(la('nitrous oxide fifty percent one carpule lidocaine two percent')).toBe('nitrous oxide 50% [1 carpule lidocaine 2%]'.replace('[', '[LA: '));
    expect(la('lidocaine right ianb number one came out easily', 'universal')).toBe('[LA: lidocaine, IANB right] #1 came out easily');
    expect(la('root canal on number thirty anesthetized with two carpules of lidocaine right ianb', 'universal')).toBe('root canal on #30 [LA: 2 carpules lidocaine, IANB right]');
  });

  it('leaves a tooth that starts the next step out of the LA line', () => {
    expect(la('three carpules articaine left inferior alveolar nerve block and long buccal number eighteen extracted', 'universal')).toBe(
      '[LA: 3 carpules articaine, IANB left + long buccal] #18 extracted',
    );
  });

  it('keeps the tooth in the LA line when what follows it is something removed', () => {
    expect(la('lidocaine two percent buccal infiltration upper right six amalgam removed', 'palmer')).toBe('[LA: lidocaine 2%, buccal infiltration UR6] amalgam removed');
    expect(la('lidocaine two percent buccal infiltration 36 MO caries removed')).toBe('[LA: lidocaine 2%, buccal infiltration] 36 MO caries removed');
  });

  it('reads infiltration sites joined by a plus sign as one technique each', () => {
    expect(la('LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal + palatal infiltration.')).toBe(
      '[LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration].',
    );
  });

  it('reads a facial infiltration (US)', () => {
    expect(la('LA 1 carpule lidocaine 2% 1:100,000 epinephrine facial infiltration #8, access #8', 'universal')).toBe('[LA: 1 carpule lidocaine 2% 1:100,000 epinephrine, facial infiltration #8], access #8');
  });

  it('gives each block the side said before it when the first was said side first', () => {
    expect(la('four carpules articaine four percent left ianb right ianb and buccal infiltrations')).toBe('[LA: 4 carpules articaine 4%, IANB left + IANB right + buccal infiltration]');
    expect(la('two carpules lidocaine ianb left right buccal infiltration')).toBe('[LA: 2 carpules lidocaine, IANB left, right + buccal infiltration]');
  });

  it('reads a site said bare with its article after another technique as an infiltration there', () => {
    expect(la('la two cartridges lidocaine two percent one in eighty thousand adrenaline id block right and a buccal four six extracted')).toBe(
      '[LA: 2 cartridges lidocaine 2% 1:80,000 adrenaline, IDB right + buccal infiltration] 46 extracted',
    );
    expect(la('two carpules lidocaine buccal infiltration number three and a palatal infiltration', 'universal')).toBe('[LA: 2 carpules lidocaine, buccal infiltration #3 + palatal infiltration]');
  });

  it('ends an LA line at its tooth before "and then"', () => {
    expect(la('one carpule articaine four percent buccal infiltration number three and then lidocaine two percent palatal infiltration', 'universal')).toBe(
      '[LA: 1 carpule articaine 4%, buccal infiltration #3] and then [LA: lidocaine 2%, palatal infiltration]',
    );
  });

  it('takes saying the patient was numbed into the LA line', () => {
    expect(la('went ahead and got her numb with one carpule of articaine four percent buccal infiltration')).toBe(
      'went ahead and [LA: 1 carpule articaine 4%, buccal infiltration]',
    );
  });

  it('does not invent an LA line from a bare mention', () => {
    expect(la('extraction two eight done under la uneventful')).toBe('extraction 28 done under la uneventful');
    expect(la('widened pdl on fourteen', 'universal')).toBe('widened pdl on #14');
  });

  it('reads a rinse with its strength and volume as no LA, and a quadrant code after a technique as where it went', () => {
    expect(la('Rx: chlorhexidine 0.12% 15 ml BID')).toBe('Rx: chlorhexidine 0.12% 15 ml BID');
    expect(la('LA: 2.2 ml 2% lidocaine')).toBe('[LA: 2.2 ml lidocaine 2%]');
    expect(la('LA: 1 carpule 4% articaine 1:100,000 epi, buccal infiltration UR')).toBe('[LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration UR]');
  });

  it('gives a side said after "and" right before a technique to that technique, and reads a range of teeth as one place', () => {
    expect(la('three carpules articaine four percent one to one hundred thousand epi left ianb and right ianb srp', 'universal')).toBe(
      '[LA: 3 carpules articaine 4% 1:100,000 epinephrine, IANB left + IANB right] srp',
    );
    expect(la('LA: 2 carpules 2% lidocaine 1:100,000 epi, infiltration #8-#10. #9 repositioned', 'universal')).toBe(
      '[LA: 2 carpules lidocaine 2% 1:100,000 epinephrine, infiltration #8-#10]. #9 repositioned',
    );
  });
});


describe('local anaesthetic: the more22 round', () => {
  it('writes a side given as its capital next to a block as its word', () => {
    expect(la('Tx today: 2 carps 4% articaine 1:100,000 epi, L IANB + buccal infiltration. RD isolation.', 'universal')).toContain(
      '[LA: 2 carpules articaine 4% 1:100,000 epinephrine, IANB left + buccal infiltration]',
    );
    expect(la('2 carps 3% mepivacaine plain, buccal infiltration UR + R IANB.', 'universal')).toContain('[LA: 2 carpules mepivacaine 3% plain, buccal infiltration UR + IANB right]');
  });
});

describe('local anaesthetic: said at length', () => {
  it('reads the technique and side said around "was given as an … on the left"', () => {
    expect(la('la was given as an inferior dental block on the left one cartridge of lidocaine two percent with one in eighty thousand adrenaline caries removed')).toContain(
      '[LA: 1 cartridge lidocaine 2% 1:80,000 adrenaline, IDB left] caries removed',
    );
  });
});

describe('local anaesthetic: an agent corrected with its strength', () => {
  it('replaces the agent and strength said before "sorry" with the ones said after', () => {
    expect(la('one carpule lidocaine two percent sorry articaine four percent one to one hundred thousand epi buccal infiltration', 'universal')).toBe('[LA: 1 carpule articaine 4% 1:100,000 epinephrine, buccal infiltration]');
  });
});

describe('local anaesthetic: sites typed as letters', () => {
  it('reads "B infil" and "B + P infil" as buccal and palatal infiltrations, and "L" by a block as its side', () => {
    expect(la('LA 2 x 2.2ml lido 2% 1:80k adr IDB left + B infil 36. RD.')).toBe('[LA: 2 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left + buccal infiltration 36]. RD.');
    expect(la('LA 1 x 2.2ml articaine 4% 1:100k adr B + P infil 18.')).toBe('[LA: 1 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + palatal infiltration 18].');
    expect(la('LA 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB L + buccal infiltration 36.')).toBe('[LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, IDB left + buccal infiltration 36].');
  });

  it('reads a count typed onto its volume, "artic" and sites shortened before "inf"', () => {
    expect(la('LA 1x2.2ml lido 2% 1:80k adr IDB L. RD.')).toBe('[LA: 1 x 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left]. RD.');
    expect(la('LA 2x2.2ml artic 4% 1:100k adr bucc + ling inf LRD. XLA LRD.', 'palmer')).toBe('[LA: 2 x 2.2 ml articaine 4% 1:100,000 adrenaline, buccal infiltration + lingual infiltration LRD]. XLA LRD.');
    // "inf" alone is no infiltration.
    expect(la('caries inf to the contact')).toBe('caries inf to the contact');
  });
});

describe('local anaesthetic: the site said again after the next verb', () => {
  it('keeps a tooth with its infiltration when the step after names it again, one tooth or several', () => {
    expect(la('la two cartridges articaine four percent buccal infiltration three six extracted three six with forceps')).toBe('[LA: 2 cartridges articaine 4%, buccal infiltration 36] extracted 36 with forceps');
    expect(la('la two cartridges articaine four percent labial and palatal infiltration upper left one and upper left two extracted upper left one and upper left two with forceps', 'palmer')).toBe('[LA: 2 cartridges articaine 4%, labial infiltration + palatal infiltration UL1, UL2] extracted UL1 and UL2 with forceps');
  });
  it('reads "freezing" as local anaesthetic, "given" said first with it, and a quadrant as where it went', () => {
    expect(la('Freezing: 1 carpule articaine 4% 1:100,000 epi, left IANB.')).toBe('[LA: 1 carpule articaine 4% 1:100,000 epinephrine, IANB left].');
    expect(la('Given LA 1 x 2.2ml lidocaine 2%, IDB left.')).toBe('[LA: 1 x 2.2 ml lidocaine 2%, IDB left].');
    expect(la('buccal + palatal infil Q1 + IANB right, 2 x 2.2ml articaine 4%.')).toContain('palatal infiltration Q1 + IANB right');
    // Not the freezing a patient asks about.
    expect(la('pt asked how long the freezing lasts')).toBe('pt asked how long the freezing lasts');
  });
  it('reads no LA in a reason given for the choice of one', () => {
    expect(la('i chose articaine so i could use an infiltration instead of a block')).toBe('i chose articaine so i could use an infiltration instead of a block');
    expect(la('i used an infiltration because upper premolars usually get numb well')).not.toContain('[');
  });
});

describe('local anaesthetic: the more95 round', () => {
  it('keeps the tooth said before a step that names a tooth of its own as the site', () => {
    expect(la('la one cartridge articaine buccal infiltration three six extracted four seven with luxators')).toBe('[LA: 1 cartridge articaine, buccal infiltration 36] extracted 47 with luxators');
    expect(la('three carpules articaine buccal infiltration fourteen and fifteen extracted fourteen in sections', 'universal')).toBe('[LA: 3 carpules articaine, buccal infiltration #14, #15] extracted #14 in sections');
  });
});

describe('local anaesthetic: the more98 round', () => {
  it('keeps the soft tissue an infiltration went into, with its side', () => {
    expect(la('la one point eight ml lidocaine two percent infiltration left buccal mucosa incisional biopsy')).toBe('[LA: 1.8 ml lidocaine 2%, infiltration left buccal mucosa] incisional biopsy');
    expect(la('LA 2 carpules lidocaine 2%, infiltration R lateral tongue. Biopsy.')).toBe('[LA: 2 carpules lidocaine 2%, infiltration R lateral tongue]. Biopsy.');
    expect(la('la two carpules lidocaine infiltration around the lesion elliptical incision')).toBe('[LA: 2 carpules lidocaine, infiltration around the lesion] elliptical incision');
  });
});

describe('local anaesthetic: the more108–more110 round', () => {
  it('keeps the teeth an infiltration went to when the next step names one of them later, or the next anaesthetic follows', () => {
    expect(la('la one cartridge articaine buccal infiltration one five and one six started with one six caries removed')).toBe('[LA: 1 cartridge articaine, buccal infiltration 15, 16] started with 16 caries removed');
    expect(la('la one cartridge articaine buccal infiltration one seven and two cartridges lidocaine id block right rubber dam')).toBe('[LA: 1 cartridge articaine, buccal infiltration 17] and [LA: 2 cartridges lidocaine, IDB right] rubber dam');
  });
  it('takes "topped up with" into the anaesthetic it tells of', () => {
    expect(la('he felt the drill so topped up with one cartridge articaine four percent buccal infiltration four seven old composite off')).toBe('he felt the drill [LA: 1 cartridge articaine 4%, buccal infiltration 47] old composite off');
  });
});
