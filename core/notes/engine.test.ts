import { describe, expect, it } from 'vitest';
import { appendToNotes, generateNotes } from './engine.ts';
import { ClinicalNotes, NO_NOTES, NOT_SPECIFIED } from './schema.ts';

describe('generateNotes', () => {
  const notes = generateNotes(
    'um patient attended complaining of pain lower left for two weeks medical history no changes allergic to penicillin ' +
      'extra oral nad bpe two one two two one three lower left six distal caries tender to percussion diagnosis irreversible pulpitis three six ' +
      'discussed options patient chose root canal verbal consent obtained la two point two mls lidocaine two percent one in eighty thousand ' +
      'adrenaline id block left rubber dam placed pulp extirpated next visit complete root canal three six review if pain persists',
  );

  it('fills every field from an unpunctuated dictation', () => {
    expect(ClinicalNotes.safeParse(notes).success).toBe(true);
    expect(notes.CC).toBe('Pain lower left for 2 weeks');
    expect(notes['MED HX']).toBe('No changes. Allergic to penicillin');
    expect(notes.OE.EXTRA).toBe('NAD');
    expect(notes.OE.PERIO).toBe('BPE 2 1 2 / 2 1 3');
    expect(notes.OE.DENTAL).toEqual([{ toothNumber: '36', notationSystem: 'FDI', condition: 'D caries tender to percussion', fracture: null }]);
    expect(notes.DX).toEqual(['Irreversible pulpitis 36']);
    expect(notes.CONSULT).toBe('Discussed options. Patient chose root canal');
    expect(notes.CONSENT).toBe('Verbal consent obtained');
    expect(notes.TX).toEqual(['LA: 2.2 ml lidocaine 2% 1:80,000 adrenaline, IDB left', 'Rubber dam placed', 'Pulp extirpated']);
    expect(notes['TX TODAY']).toEqual(['Extirpation']);
    expect(notes.NV).toEqual(['Complete RCT 36']);
    expect(notes['F/U']).toBe('Review if pain persists');
  });

  it('files extra- and intra-oral findings said together in shorthand under both', () => {
    for (const said of ['e o i o w n l', 'E/O + I/O NAD.', 'EO/IO WNL.']) {
      const notes = generateNotes(`recall ${said}`);
      expect([notes.OE.EXTRA, notes.OE.INTRA]).toEqual(Array(2).fill(/nad/i.test(said) ? 'NAD' : 'WNL'));
    }
  });

  it('keeps an article, "no" or who did it with the words after it, never as a clause or step of its own', () => {
    expect(generateNotes('intra oral the soft tissues all looked healthy').OE.INTRA).toBe('Soft tissues all looked healthy');
    expect(generateNotes('extra oral no lymphadenopathy tmj normal').OE.EXTRA).toBe('No lymphadenopathy. TMJ normal');
    expect(generateNotes('diagnosis dry socket LL8 I irrigated the socket with warm saline and packed it with alvogyl', { numbering: 'palmer' }).TX).toEqual([
      'I irrigated the socket with warm saline',
      'Packed it with alvogyl',
    ]);
  });

  it('opens the next step at its verb after an object said with its article', () => {
    expect(generateNotes('treatment today shade a three checked the bite adjusted it polished').TX).toEqual(['Shade A3', 'Checked the bite', 'Adjusted it', 'Polished']);
  });

  it('never writes "Today" alone as a step or diagnosis', () => {
    const notes = generateNotes('diagnosis pericoronitis 48 today 48 irrigated under operculum with chlorhexidine');
    expect(notes.DX).toEqual(['Pericoronitis 48']);
    expect(notes.TX).toEqual(['48 irrigated under operculum with chlorhexidine']);
  });

  it('reads "today" opening a sentence before the LA as its header, not a step', () => {
    expect(generateNotes('verbal consent given. today la two cartridges articaine buccal infiltration 36 caries removed').TX).toEqual([
      'LA: 2 cartridges articaine, buccal infiltration 36',
      'Caries removed',
    ]);
  });

  it('says "Not specified", "None" and null for what was not said', () => {
    const empty = generateNotes('Caries 36.');
    expect(empty['MED HX']).toBe(NOT_SPECIFIED);
    expect(empty.NOTES).toBe(NO_NOTES);
    expect(empty.TX).toBeNull();
    expect(empty['TX PLAN']).toBeNull();
  });

  it('titles the appointment with the first procedure done', () => {
    const n = generateNotes('LA given. Caries removed, mesial occlusal distal composite placed on the lower left six. POIG.', { numbering: 'fdi' });
    expect(n['TX TODAY'][0]).toBe('MOD composite 36');
  });

  it('writes teeth in the numbering asked for', () => {
    const said = 'Dental chart: 36 DO caries.';
    expect(generateNotes(said, { numbering: 'universal' }).OE.DENTAL[0]).toMatchObject({ toothNumber: '19', notationSystem: 'Universal' });
    expect(generateNotes(said, { numbering: 'palmer' }).OE.DENTAL[0]).toMatchObject({ toothNumber: 'LL6', notationSystem: 'Palmer' });
  });
});

describe('appendToNotes', () => {
  const base = generateNotes('Patient attended for check up. MH no changes. 36 DO caries, 48 partially erupted. Plan: DO composite 36 and fluoride varnish.');

  it('adds to a named field', () => {
    expect(appendToNotes(base, 'add allergy to latex to medical history')['MED HX']).toBe('No changes. Allergy to latex');
    expect(appendToNotes(base, 'add diagnosis caries three six').DX).toEqual(['Caries 36']);
  });

  it('removes an item, or a tooth from the chart', () => {
    expect(appendToNotes(base, 'remove fluoride varnish')['TX PLAN']).toEqual(['DO composite 36']);
    expect(appendToNotes(base, 'remove four eight').OE.DENTAL.map((d) => d.toothNumber)).toEqual(['36']);
  });

  it('changes a tooth everywhere, or a word', () => {
    const changed = appendToNotes(base, 'change three six to three seven');
    expect(changed.OE.DENTAL[0]!.toothNumber).toBe('37');
    expect(changed['TX PLAN']).toEqual(['DO composite 37', 'Fluoride varnish']);
    expect(appendToNotes(base, 'replace composite with amalgam')['TX PLAN']).toEqual(['DO amalgam 36', 'Fluoride varnish']);
  });

  it('replaces the next visit, honours "scratch that", and merges plain dictation', () => {
    expect(appendToNotes(base, 'next visit scale and polish').NV).toEqual(['Scale and polish']);
    expect(appendToNotes(base, 'add review in one week scratch that add review in two weeks')['F/U']).toBe('Review in 2 weeks');
    const merged = appendToNotes(base, 'bitewings taken no caries bpe one one one one one one');
    expect(merged.OE.RADIO).toBe('Bitewings taken no caries');
    expect(merged.OE.PERIO).toBe('BPE 1 1 1 / 1 1 1');
    expect(merged.CC).toBe(base.CC);
  });

  it('charts a finding said on its own, and keeps a tooth said with a complaint in the complaint', () => {
    expect(appendToNotes(base, 'lower right seven mesial caries').OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['36 DO caries', '48 Partially erupted', '47 M caries']);
    expect(generateNotes('Eight crown came off while eating, no pain.', { numbering: 'universal' }).CC).toBe('#8 crown came off while eating, no pain');
  });

  it('replaces what a field held when the dentist says "instead" or "actually"', () => {
    const reviewed = appendToNotes(base, 'review in six months');
    expect(appendToNotes(reviewed, 'review in three months instead')['F/U']).toBe('Review in 3 months');
    expect(appendToNotes(base, 'actually plan crown three six')['TX PLAN']).toEqual(['Crown 36']);
    // Without it, dictation adds.
    expect(appendToNotes(reviewed, 'recall in a year')['F/U']).toBe('Review in 6 months. Recall in a year');
  });

  it('does not write again what the notes already say', () => {
    // Said again to a named field, as plain dictation, or partly new: only the new part is added.
    expect(appendToNotes(base, 'add medical history no changes')['MED HX']).toBe(base['MED HX']);
    expect(appendToNotes(base, 'add no changes allergy to latex to medical history')['MED HX']).toBe('No changes. Allergy to latex');
    expect(appendToNotes(base, 'add DO composite three six to the plan')['TX PLAN']).toEqual(base['TX PLAN']);
    expect(appendToNotes(base, 'add three six DO caries to the chart').OE.DENTAL).toEqual(base.OE.DENTAL);
    const twice = appendToNotes(appendToNotes(base, 'add diagnosis caries three six'), 'add diagnosis caries three six');
    expect(twice.DX).toEqual(['Caries 36']);
    const treated = generateNotes('Scale and polish done. OHI given. Recall 6 months.');
    const again = appendToNotes(treated, 'add OHI given and fluoride varnish applied');
    expect(again.TX).toEqual(['Scale and polish done', 'OHI given', 'Fluoride varnish applied']);
    expect(again['TX TODAY']).toEqual(['Scale and polish', 'OHI', 'Fluoride varnish']);
    expect(appendToNotes(treated, 'recall six months')['F/U']).toBe('Recall 6 months');
  });

  it('adds a review or recall to the follow-up, not the complaint', () => {
    const notes = generateNotes('attended for extraction of 47 47 extracted with forceps');
    const added = appendToNotes(notes, 'add review if any problems');
    expect(added['F/U']).toBe('Review if any problems');
    expect(added.CC).toBe(notes.CC);
    expect(appendToNotes(notes, 'add recall with the hygienist in three months')['F/U']).toBe('Recall with the hygienist in 3 months');
  });

  it('leaves the notes it was given untouched', () => {
    const before = JSON.stringify(base);
    appendToNotes(base, 'change three six to three seven');
    expect(JSON.stringify(base)).toBe(before);
  });
});

describe('appendToNotes: the more21 round', () => {
  const visit = generateNotes('Caries removed. 36 DO composite placed. 37 O composite placed. Fluoride varnish applied. Recall 3 months.');

  it('takes a removed step\'s title with it, and only that one', () => {
    expect(visit['TX TODAY']).toEqual(['DO composite 36', 'O composite 37', 'Fluoride varnish']);
    const after = appendToNotes(visit, 'remove fluoride varnish applied');
    expect(after['TX TODAY']).toEqual(['DO composite 36', 'O composite 37']);
    expect(appendToNotes(visit, 'remove 36 DO composite placed')['TX TODAY']).toEqual(['O composite 37', 'Fluoride varnish']);
  });

  it('keeps the start of a phrase when only its end is said again', () => {
    expect(appendToNotes(visit, 'change recall three months to two months')['F/U']).toBe('Recall 2 months');
    expect(appendToNotes(visit, 'change recall three months to review in six weeks')['F/U']).toBe('Review in 6 weeks');
  });
});

describe('appendToNotes: changing what is named by its first words', () => {
  it('changes the rest in the sentence that has them', () => {
    const n = generateNotes('Discussed upper denture. Pt paying privately, quote given £850. Recall 6 months.');
    expect(appendToNotes(n, 'Change quote £850 to £920.').CONSULT).toBe('Discussed upper denture. Quote given £920');
  });
});

describe('appendToNotes: "add to <field> …"', () => {
  it('adds to the field named after "to"', () => {
    const n = generateNotes('Attended for filling UL5. Caries removed, composite placed.', { numbering: 'palmer' });
    const after = appendToNotes(n, 'add to diagnosis caries upper left five', { numbering: 'palmer' });
    expect(after.DX).toEqual(['Caries UL5']);
    expect(after.CC).toBe(n.CC);
  });

  it('reads a field name typed with its colon', () => {
    const n = generateNotes('Attended for filling UL5. Caries removed, composite placed.', { numbering: 'palmer' });
    const after = appendToNotes(n, 'Change composite to amalgam. Add to notes: pt prefers Friday afternoons.', { numbering: 'palmer' });
    expect(after.NOTES).toBe('Pt prefers Friday afternoons');
    expect(after.CC).toBe(n.CC);
  });

  it('titles treatment added to the treatment, once', () => {
    let n = generateNotes('Today: scale and polish. Recall 6 months.');
    n = appendToNotes(n, 'Add to treatment: OHI with mum.');
    n = appendToNotes(n, 'add to treatment fluoride varnish applied');
    n = appendToNotes(n, 'add to treatment scale and polish');
    expect(n['TX TODAY']).toEqual(['Scale and polish', 'OHI', 'Fluoride varnish']);
    expect(n.TX).toEqual(['Scale and polish', 'OHI with mum', 'Fluoride varnish applied']);
  });
});

describe('what a charted tooth needs', () => {
  it('charts the finding and plans what the tooth needs, with its tooth', () => {
    const notes = generateNotes('intra oral fifteen distal caries needs a filling twenty six crown open margin needs a new crown eventually lower left six heavy wear facets he needs a night guard', { numbering: 'fdi' });
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['15 D caries', '26 Crown open margin', '36 Heavy wear facets']);
    expect(notes['TX PLAN']).toEqual(['Filling 15', 'New crown 26 eventually', 'Night guard']);
  });
});


describe('a visit under sedation', () => {
  it('keeps monitoring, cannulation, the sedative, readings, oxygen and discharge to the escort as treatment steps', () => {
    const notes = generateNotes(
      'patient attended for extraction lower left eight under iv sedation escort is her husband medical history fit and well ' +
        'nil by mouth since six am consent signed pulse oximeter on sats ninety nine percent twenty two gauge cannula placed in the left hand ' +
        'midazolam five milligrams titrated la two cartridges articaine buccal infiltration lower left eight extracted with forceps ' +
        'sats never below ninety four percent one hundred percent oxygen for five minutes cannula removed discharged to her husband with written post op instructions review one week',
      { numbering: 'palmer' },
    );
    expect(notes['MED HX']).toBe('Fit and well. Nil by mouth since 6 am');
    expect(notes.TX).toEqual([
      'Pulse oximeter on',
      'Sats 99%',
      '22 gauge cannula placed in the left hand',
      'Midazolam 5 mg titrated',
      'LA: 2 cartridges articaine, buccal infiltration',
      'LL8 extracted with forceps',
      'Sats never below 94%',
      '100% oxygen for 5 minutes',
      'Cannula removed',
      'Discharged to her husband with written post op instructions',
    ]);
    expect(notes['F/U']).toBe('Review 1 week');
  });
  it('takes a written sentence with its own header as its own addition, and changes a procedure in the titles too', () => {
    const chart = generateNotes('Recall exam. Dx: caries.', { numbering: 'palmer' });
    const added = appendToNotes(chart, 'Add dx: fractured P cusp UL7. NV: onlay UL7.', { numbering: 'palmer' });
    expect(added.DX).toEqual(['Caries', 'Fractured P cusp UL7']);
    expect(added.NV).toEqual(['Onlay UL7']);
    const filled = generateNotes('LA 1 x 2.2ml articaine. Etch, bond, DO comp UL5, shade A2.', { numbering: 'palmer' });
    expect(appendToNotes(filled, 'Change DO comp UL5 to MOD comp UL5.', { numbering: 'palmer' })['TX TODAY']).toEqual(['MOD composite UL5']);
  });
});

describe('notes: the more111–more113 round', () => {
  it('charts "all four eights" said with what was found as the four third molars, and keeps the words elsewhere', () => {
    const chart = generateNotes('charting all four eights missing one seven mesial occlusal amalgam one six crown').OE.DENTAL.map((d) => `${d.toothNumber}: ${d.condition}`);
    expect(chart).toEqual(['18: Missing', '28: Missing', '38: Missing', '48: Missing', '17: MO amalgam', '16: Crown']);
    expect(generateNotes('all four eights missing', { numbering: 'universal' }).OE.DENTAL.map((d) => d.toothNumber)).toEqual(['1', '16', '17', '32']);
    expect(generateNotes('discussed removing all four eights under sedation').CONSULT).toMatch(/all 4 eights/);
  });
  it('reads "charting starting upper right …" as the chart\'s header and first quadrant', () => {
    expect(generateNotes('bpe two two two two two two charting starting upper right one eight missing one seven occlusal amalgam').OE.DENTAL.map((d) => `${d.toothNumber}: ${d.condition}`)).toEqual(['18: Missing', '17: O amalgam']);
  });
});

