import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';
import { render } from './markup.ts';
import { prepare } from './prepare.ts';
import type { Numbering } from './schema.ts';
import { segment } from './sections.ts';

const clauses = (said: string, numbering: Numbering = 'fdi') => {
  const doc = prepare(said, numbering);
  return segment(doc).map((c) => `${c.section}: ${render(doc, c.text).trim()}`);
};

describe('sections', () => {
  it('reads "TP:" as the treatment plan header', () => {
    expect(clauses('Dx: 36 O caries. TP: O comp 36.')).toEqual(['DX: 36 O caries.', 'PLAN: O comp 36.']);
  });

  it('finds sections by header words, dropping them', () => {
    expect(clauses('Medical history: no changes. Extra-oral: NAD. Diagnosis: caries 36.')).toEqual([
      'MEDHX: no changes.',
      'EXTRA: NAD.',
      'DX: caries 36.',
    ]);
  });

  it('splits unpunctuated speech at cues and keeps content words', () => {
    expect(clauses('patient complains of pain lower left medical history allergic to penicillin bitewings taken no caries')).toEqual([
      'CC: pain lower left',
      'MEDHX: allergic to penicillin',
      'RADIO: bitewings taken no caries',
    ]);
  });

  it('hears "charting", "perio" before BPE scores, "plan" and "today:" said as headers in run-on speech', () => {
    expect(clauses('soft tissues healthy perio bpe scores upper two two two lower three two two charting lower left six distal caries')).toEqual([
      'INTRA: soft tissues healthy',
      'PERIO: bpe scores upper 2 2 2 lower 3 2 2',
      'DENTAL: 36 distal caries',
    ]);
    expect(clauses('fluoride varnish applied tooth brushing demonstrated to grandmother plan hall crown 85')).toEqual([
      'TX: fluoride varnish applied tooth brushing demonstrated to grandmother',
      'PLAN: hall crown 85',
    ]);
    expect(clauses('Pain settled. Today: RCT 46 second stage.')).toEqual(['CC: Pain settled.', 'TX: RCT 46 second stage.']);
  });

  it('hears hygiene treatment said without a verb after a diagnosis', () => {
    expect(clauses('diagnosis generalised periodontitis stage 2 full mouth scale and polish with ultrasonic scaler')).toEqual([
      'DX: generalised periodontitis stage 2',
      'TX: full mouth scale and polish with ultrasonic scaler',
    ]);
    expect(clauses('attended for scale and polish full mouth supragingival and subgingival scaling with hand instruments')).toEqual([
      'CC: scale and polish',
      'TX: full mouth supragingival and subgingival scaling with hand instruments',
    ]);
  });

  it('keeps teeth said after a procedure and its verb with that step, not the next', () => {
    expect(clauses('teeth cleaned fissure sealants placed 16 26 36 46 fluoride varnish applied')).toEqual([
      'TX: teeth cleaned',
      'TX: fissure sealants placed 16 26 36 46',
      'TX: fluoride varnish applied',
    ]);
  });

  it('keeps a drug the patient takes in the medical history, and one prescribed in the treatment', () => {
    expect(clauses('medical history taking ibuprofen for back pain no allergies')).toEqual(['MEDHX: taking ibuprofen for back pain', 'MEDHX: no allergies']);
    expect(clauses('post op instructions given verbally and in writing tranexamic acid mouthwash prescribed')).toEqual([
      'TX: post op instructions given verbally and in writing',
      'TX: tranexamic acid mouthwash prescribed',
    ]);
  });

  it('hears "examination" said alone before findings, and an allergy with what it is to', () => {
    expect(clauses('medical history type 2 diabetes on metformin penicillin allergy examination upper right six fractured')).toEqual([
      'MEDHX: type 2 diabetes on metformin',
      'MEDHX: penicillin allergy',
      'DENTAL: 16 fractured',
    ]);
  });

  it('puts the visit and what the patient wants in the complaint, who came with them in the notes', () => {
    expect(clauses('new patient exam attended with her husband wants to improve her smile')).toEqual([
      'CC: new patient exam',
      'NOTES: attended with her husband',
      'CC: wants to improve her smile',
    ]);
    expect(clauses('nine year old attended with mum for fissure sealants')).toEqual(['NOTES: 9 year old attended with mum', 'CC: fissure sealants']);
  });

  it('takes the extra-oral header after a SOAP "O:"', () => {
    expect(clauses('O: EO WNL. IO: soft tissues WNL.')).toEqual(['EXTRA: WNL.', 'INTRA: soft tissues WNL.']);
  });

  it('keeps a diagnosis discussed with the patient in the discussion', () => {
    expect(clauses('bpe 4 4 3 3 4 4 discussed the diagnosis and the need for non surgical therapy')).toEqual([
      'PERIO: BPE 4 4 3 / 3 4 4',
      'CONSULT: discussed the diagnosis and the need for non surgical therapy',
    ]);
  });

  it('reads a radiograph report naming a film and a tooth in one breath', () => {
    expect(clauses('xrays two bitewings and a pa of the lower left six bitewings show distal caries upper right five')).toEqual([
      'RADIO: 2 bitewings and a pa of 36',
      'RADIO: bitewings show distal caries 15',
    ]);
  });

  it('ends a closed medical-history answer in run-on speech, and reads "first exam no medical problems" as a visit', () => {
    expect(clauses('here with dad for first exam no medical problems no allergies first molars erupting')).toEqual([
      'NOTES: here with dad',
      'CC: first exam',
      'MEDHX: no medical problems',
      'MEDHX: no allergies',
      'INTRA: first molars erupting',
    ]);
  });

  it('keeps a shade the patient approved in that step', () => {
    expect(clauses('crown tried in patient approved shade crown cemented with relyx')).toEqual(['TX: crown tried in patient approved shade', 'TX: crown cemented with relyx']);
  });

  it('keeps a radiograph said as the means of a treatment step in the treatment', () => {
    expect(clauses('rubber dam placed master cones fitted and confirmed with a pa canals dried post op radiograph shows good fill')).toEqual([
      'TX: rubber dam placed master cones fitted and confirmed with a pa canals dried',
      'RADIO: post op radiograph shows good fill',
    ]);
  });

  it('starts a chart entry at a tooth in the examination', () => {
    expect(clauses('intra oral soft tissues healthy three six distal caries four six sound')).toEqual([
      'INTRA: soft tissues healthy',
      'DENTAL: 36 distal caries 46 sound',
    ]);
  });

  it('keeps a tooth with the complaint when a cue follows it, and splits advice after a prescription', () => {
    expect(clauses('patient here for filling three seven no changes to medical history')).toEqual([
      'CC: filling 37',
      'MEDHX: no changes to medical history',
    ]);
    expect(clauses('amoxicillin five hundred milligrams prescribed advised salt water rinses')).toEqual([
      'TX: amoxicillin 500 mg prescribed',
      'CONSULT: advised salt water rinses',
    ]);
  });

  it('in run-on speech, takes in the procedure discussed and who gave consent', () => {
    expect(clauses('diagnosis caries three six extraction discussed patient agreed patient gave verbal consent')).toEqual([
      'DX: caries 36',
      'CONSULT: extraction discussed patient agreed',
      'CONSENT: patient gave verbal consent',
    ]);
    expect(clauses('diagnosis caries three six discussed risks of extraction')).toEqual(['DX: caries 36', 'CONSULT: discussed risks of extraction']);
  });

  it('ends a closed medical-history answer in run-on speech', () => {
    expect(clauses('medical history nil loose filling upper right')).toEqual(['MEDHX: nil', 'CC: loose filling upper right']);
    expect(clauses('medical history nil diabetic')).toEqual(['MEDHX: nil diabetic']);
  });

  it('places sentences without a cue by content, else keeps the section', () => {
    expect(clauses('Lost filling yesterday. No pain. MH: nil. Healing well.')).toEqual([
      'CC: Lost filling yesterday.',
      'CC: No pain.',
      'MEDHX: nil.',
      'INTRA: Healing well.',
    ]);
  });

  it('treats a procedure said as done as today\'s treatment, and a planned one as plan', () => {
    expect(clauses('Plan: RCT 46. Fluoride varnish applied.')).toEqual(['PLAN: RCT 46.', 'TX: Fluoride varnish applied.']);
  });

  it('drops the clause before "scratch that"', () => {
    expect(clauses('BPE 2 2 3 2 2 2. Scratch that. BPE 2 2 2 2 2 2.')).toEqual(['PERIO: BPE 2 2 2 / 2 2 2.']);
  });

  it('keeps an exam said as the reason for attending with the complaint', () => {
    expect(clauses('routine exam no complaints medical history no changes')[0]).toBe('CC: routine exam no complaints');
    expect(clauses('oral exam no abnormalities')).toEqual(['INTRA: oral exam no abnormalities']);
  });

  it('reads risks or the plan reviewed with the patient as discussion, and "understands and consents" as consent', () => {
    expect(clauses('medical history no changes reviewed risks including dry socket patient understands and consents')).toEqual([
      'MEDHX: no changes',
      'CONSULT: reviewed risks including dry socket',
      'CONSENT: patient understands and consents',
    ]);
  });

  it('in run-on speech, takes drugs said just before "advised" into the advice, but not prescribed ones', () => {
    expect(clauses('haemostasis achieved paracetamol and ibuprofen advised for pain').at(-1)).toBe('CONSULT: paracetamol and ibuprofen advised for pain');
    expect(clauses('prescribed amoxicillin advised salt water rinses').at(-1)).toBe('CONSULT: advised salt water rinses');
  });

  it('keeps a furcation seen on a radiograph in the report, and a tooth after perio findings in them', () => {
    expect(clauses('PA 47: periapical radiolucency, furcation bone loss.')).toEqual(['RADIO: PA 47: periapical radiolucency, furcation bone loss.']);
    expect(clauses('BOP 45%, grade II furcation 46.')).toEqual(['PERIO: BOP 45%, grade II furcation 46.']);
  });

  it('starts a chart entry at a tooth with a finding after a closed medical-history answer', () => {
    expect(clauses('medical history no changes four five lost distal filling no pain')).toEqual(['MEDHX: no changes', 'DENTAL: 45 lost distal filling no pain']);
  });

  it('recognises treatment steps said verb-last with their own words', () => {
    const tx = (said: string) => clauses(`medical history no changes ${said}`).slice(1);
    expect(tx('provisional removed')).toEqual(['TX: provisional removed']);
    expect(tx('zirconia crown tried in')).toEqual(['TX: zirconia crown tried in']);
    expect(tx('occlusion verified')).toEqual(['TX: occlusion verified']);
    expect(tx('no local needed')).toEqual(['TX: no local needed']);
    expect(tx('two vicryl sutures placed')).toEqual(['TX: 2 vicryl sutures placed']);
  });

  it('keeps a radiograph report listing sites tooth by tooth, or a tooth after its grade, in the report', () => {
    expect(clauses('bitewings taken incipient caries number five distal number twelve mesial').length).toBe(1);
    expect(clauses('bitewings grade one four six distal caries')).toEqual(['RADIO: bitewings grade 1 46 distal caries']);
  });

  it('starts a chart entry at a tooth said again after it was named as a place', () => {
    expect(clauses('IO: fluctuant buccal swelling at 46. 46 large MO caries.')).toEqual(['INTRA: fluctuant buccal swelling at 46.', 'DENTAL: 46 large MO caries.']);
    expect(clauses('intra oral buccal swelling adjacent to four six four six grossly carious')).toEqual([
      'INTRA: buccal swelling adjacent to 46',
      'DENTAL: 46 grossly carious',
    ]);
  });

  it('keeps a procedure named as the other option, or as the one chosen, in the discussion', () => {
    expect(clauses('Discussed coronectomy vs XLA 38 given nerve proximity; risks of IAN injury, dry socket. Pt chose coronectomy 38.')).toEqual([
      'CONSULT: Discussed coronectomy vs XLA 38 given nerve proximity; risks of IAN injury, dry socket.',
      'CONSULT: Pt chose coronectomy 38.',
    ]);
    expect(clauses('discussed options for lower right e with mum hall crown or extraction mum prefers hall crown fluoride varnish applied to all teeth', 'palmer')).toEqual([
      'CONSULT: discussed options for LRE with mum hall crown or extraction',
      'CONSULT: mum prefers hall crown',
      'TX: fluoride varnish applied to all teeth',
    ]);
  });

  it('charts a tooth that "has" a restoration, said right after the periodontal findings', () => {
    expect(clauses('bpe code three in all sextants with generalised plaque and calculus forty six has lost most of its amalgam')).toEqual([
      'PERIO: bpe code 3 in all sextants with generalised plaque and calculus',
      'DENTAL: 46 has lost most of its amalgam',
    ]);
  });

  it('reads "today" opening a SOAP plan as today\'s treatment', () => {
    expect(clauses('A: caries #K. P: Today prophy, fluoride varnish. Tx plan: #K pulpotomy.', 'universal')).toEqual([
      'DX: caries #K.',
      'TX: prophy, fluoride varnish.',
      'PLAN: #K pulpotomy.',
    ]);
  });

  it('ends consent said as given where what was then done goes on', () => {
    expect(clauses('written consent signed iv sedation with midazolam five milligrams')).toEqual([
      'CONSENT: written consent signed',
      'TX: iv sedation with midazolam 5 mg',
    ]);
    expect(clauses('consent was signed last time').at(-1)).toBe('CONSENT: consent was signed last time');
  });

  it('ends a remark said run-on in the middle of treatment where "after that" goes on with a step', () => {
    expect(clauses('i put a dycal liner in she needed a little break at that point as her jaw was aching after that etched and bonded with optibond')).toEqual([
      'TX: i put a dycal liner in',
      'NOTES: she needed a little break at that point as her jaw was aching',
      'TX: etched and bonded with optibond',
    ]);
  });

  it('ends a remark said run-on in the middle of treatment where a procedure is named with its tooth', () => {
    expect(clauses('hall crown eight four size five cemented fit checked she tolerated it well fissure sealant four six fluoride varnish')).toEqual([
      'TX: hall crown 84 size 5 cemented fit checked',
      'NOTES: she tolerated it well',
      'TX: fissure sealant 46 fluoride varnish',
    ]);
  });

  it('ends a typed remark in the middle of treatment at a comma before a step, but not remarks under their own header', () => {
    expect(clauses('Removed caries, sectional matrix placed, pt said her daughter just got into college and she is thrilled, then cured, removed matrix, polished.')).toEqual([
      'TX: Removed caries, sectional matrix placed,',
      'NOTES: pt said her daughter just got into college and she is thrilled,',
      'TX: cured, removed matrix, polished.',
    ]);
    expect(clauses('Scale and polish, OHI. Notes: very nervous, agreed stop signal, needed 3 breaks.').at(-1)).toBe('NOTES: very nervous, agreed stop signal, needed 3 breaks.');
  });

  it('hears talk about the patient\'s life in treatment as notes', () => {
    expect(clauses('ledermix and cavit placed he s got a job interview tomorrow')).toEqual(['TX: ledermix and cavit placed', 'NOTES: he s got a job interview tomorrow']);
    expect(clauses('Shade A3 confirmed. Pt told us about their 50th wedding anniversary party next month.').at(-1)).toBe('NOTES: Pt told us about their 50th wedding anniversary party next month.');
  });

  it('hears fasting before sedation as the history', () => {
    expect(clauses('here for removal of wisdom teeth under iv sedation escort is her mother npo since midnight medical history asthma').slice(-2)).toEqual([
      'MEDHX: npo since midnight',
      'MEDHX: asthma',
    ]);
    expect(clauses('medical history fit and well no allergies he had a light lunch as advised').at(-1)).toBe('MEDHX: he had a light lunch as advised');
  });

  it('hears the plaque and bleeding scores as periodontal findings after the history', () => {
    expect(clauses('medical history type 2 diabetes on metformin smoker 10 a day plaque score 40% bleeding score 35%')).toEqual([
      'MEDHX: type 2 diabetes on metformin',
      'MEDHX: smoker 10 a day',
      'PERIO: plaque score 40%',
      'PERIO: bleeding score 35%',
    ]);
  });

  it('hears the exam spoken of as no examination header', () => {
    expect(clauses('crown prep 16 fee 620 as discussed at the exam la one cartridge articaine four percent buccal infiltration one six putty index taken').map((c) => c.split(':')[0])).not.toContain('INTRA');
  });

  it('hears what the patient was told, and what insurance pays, as the discussion, and a late history as the history', () => {
    expect(clauses('Post op instructions given. Told her to restart the apixaban this evening if no bleeding.').at(-1)).toBe('CONSULT: Told her to restart the apixaban this evening if no bleeding.');
    expect(clauses('Filling placed. Insurance covers the filling at 80%.').at(-1)).toBe('CONSULT: Insurance covers the filling at 80%.');
    expect(clauses('pregnant 24 weeks midwife told her to see a dentist').some((c) => c.startsWith('CONSULT'))).toBe(false);
    expect(clauses('Explained diabetes and gum health go together. Forgot to say: on atorvastatin.').at(-1)).toBe('MEDHX: on atorvastatin.');
  });

  it("hears the patient's life told in passing as a remark", () => {
    expect(clauses('recall exam no problems she s just started a new job at a bakery and is loving it medical history no changes').slice(1, 3)).toEqual([
      'CC: no problems',
      "NOTES: she s just started a new job at a bakery and is loving it",
    ]);
    expect(clauses("Ledermix and Cavit. He's a chef, works split shifts so needs late appointments.").at(-1)).toBe("NOTES: He's a chef, works split shifts so needs late appointments.");
  });

  it('hears how the patient got through treatment as a remark', () => {
    expect(clauses('Composite placed. He was very relaxed and fell asleep halfway through. Occlusion checked.')).toEqual([
      'TX: Composite placed.',
      'NOTES: He was very relaxed and fell asleep halfway through.',
      'TX: Occlusion checked.',
    ]);
    expect(clauses('Extraction 48 complete. Pt dozed off during suturing. POIG.').at(1)).toBe('NOTES: Pt dozed off during suturing.');
  });

  it('keeps "perio chart" when it says the chart was done', () => {
    expect(clauses('Perio chart done; BOP 15%.')).toEqual(['PERIO: Perio chart done; BOP 15%.']);
  });

  it('reads steps typed between semicolons as punctuated, not run-on', () => {
    expect(clauses('Tx: surgical extraction 48; buccal flap raised; 2 x 4-0 Vicryl sutures; haemostasis OK.')).toEqual([
      'TX: surgical extraction 48; buccal flap raised; 2 x 4-0 Vicryl sutures; haemostasis OK.',
    ]);
  });

  it('hears SOAP section names said aloud, and charts a tooth said right after bleeding on probing', () => {
    expect(clauses('subjective here for periodic exam no complaints objective soft tissues normal psr three three three three four three bleeding on probing number three mesial occlusal amalgam assessment generalized periodontitis', 'universal')).toEqual([
      'CC: periodic exam',
      'CC: no complaints',
      'INTRA: soft tissues normal',
      'PERIO: PSR 3 3 3 / 3 4 3',
      'PERIO: bleeding on probing',
      'DENTAL: #3 MO amalgam',
      'DX: generalized periodontitis',
    ]);
    expect(clauses('bitewings taken for caries assessment grade one no caries').at(-1)).toBe('RADIO: bitewings taken for caries assessment grade 1 no caries');
  });

  it('keeps the soft tissue at a tooth among the intra-oral findings, and charts the teeth after it', () => {
    expect(clauses('IO: operculum 38 mildly inflamed, no pus. 38 partially erupted.')).toEqual([
      'INTRA: operculum 38 mildly inflamed, no pus.',
      'DENTAL: 38 partially erupted.',
    ]);
    expect(clauses('intra oral lower left six socket empty no clot exposed bone lower left five and seven sound', 'palmer')).toEqual([
      'INTRA: LL6 socket empty no clot exposed bone',
      'DENTAL: LL5 and LL7 sound',
    ]);
  });

  it('reads "no treatment today" as no treatment, and a coronal seal as a step unless it is missing', () => {
    expect(clauses('patient wants to think about it no treatment today review in three months').at(-1)).toBe('FU: review in 3 months');
    expect(clauses('canals obturated coronal seal with glass ionomer').at(-1)).toBe('TX: coronal seal with glass ionomer');
    expect(clauses('soft tissues healthy four seven root filled no coronal seal').at(-1)).toBe('DENTAL: 47 root filled no coronal seal');
  });

  it('after a closed medical-history answer, a short lead joins the step after it; complete dentures are a kind', () => {
    expect(clauses('medical history no changes upper and lower complete dentures fitted')).toEqual([
      'MEDHX: no changes',
      'TX: upper and lower complete dentures fitted',
    ]);
    expect(clauses('child seen for check up fit and well')).toContain('MEDHX: fit and well');
  });

  it('reads a tooth said with what was done to it today as treatment, not a finding', () => {
    expect(clauses('EO: lip laceration. 11 replanted under LA.').at(-1)).toBe('TX: 11 replanted under LA.');
    expect(clauses('EO: NAD. 36 extracted 2 years ago.').at(-1)).toBe('DENTAL: 36 extracted 2 years ago.');
  });

  it('lets a cue after advice said verb-last open its own clause', () => {
    expect(clauses('scale and polish done interdental brushes recommended recall six months').at(-1)).toBe('FU: recall 6 months');
  });
});

describe('sections: findings after periodontal scores and hygiene steps', () => {
  it('starts a chart entry at a tooth with a chart finding after BPE findings', () => {
    expect(clauses('bpe one two one one one one generalised marginal gingivitis calculus two six mesial occlusal caries')).toEqual([
      'PERIO: BPE 1 2 1 / 1 1 1 generalised marginal gingivitis calculus',
      'DENTAL: 26 MO caries',
    ]);
    // Periodontal findings at a tooth stay periodontal.
    expect(clauses('bpe two two three two two two four millimetre pocket three six distal')[0]).toMatch(/^PERIO: .*36 distal$/);
  });

  it('starts treatment at hygiene steps said without a named procedure', () => {
    expect(clauses('bpe two two two two two two supragingival scaling with ultrasonic scaler')).toEqual([
      'PERIO: BPE 2 2 2 / 2 2 2',
      'TX: supragingival scaling with ultrasonic scaler',
    ]);
  });

  it('keeps a graded furcation with its tooth', () => {
    expect(clauses('Med hx: no changes. 46 class II furcation.')).toEqual(['MEDHX: no changes.', 'DENTAL: 46 class II furcation.']);
  });
});

describe('sections: findings and follow-up among other sections', () => {
  const us = (said: string) => {
    const doc = prepare(said, 'universal');
    return segment(doc).map((c) => `${c.section}: ${render(doc, c.text).trim()}`);
  };

  it('reads a finding said before its tooth after a closed medical history answer', () => {
    expect(us('medical history no changes distal caries on number twelve existing crown number three bitewings taken')).toEqual([
      'MEDHX: no changes',
      'DENTAL: distal caries on #12 existing crown #3',
      'RADIO: bitewings taken',
    ]);
  });

  it('charts teeth said with their state among today\'s treatment', () => {
    expect(us('#8 M composite placed. Polished. #7 and #10 existing composite restorations intact.')).toEqual([
      'TX: #8 M composite placed.',
      'TX: Polished.',
      'DENTAL: #7 and #10 existing composite restorations intact.',
    ]);
  });

  it('makes advice that is only a review the follow-up, and splits a review joined to advice', () => {
    expect(clauses('scale and polish done advised review in two weeks')).toEqual(['TX: scale and polish done', 'FU: advised review in 2 weeks']);
    expect(clauses('Scale and polish done. Advised review in 2 weeks.')).toEqual(['TX: Scale and polish done.', 'FU: Advised review in 2 weeks.']);
    expect(clauses('advised to brush twice daily and review in two weeks')).toEqual(['CONSULT: advised to brush twice daily and', 'FU: review in 2 weeks']);
  });

  it('opens a step with its own tooth and surfaces', () => {
    expect(clauses('buccal infiltration two five mesial occlusal caries removed')).toContain('TX: 25 MO caries removed');
  });
});

describe('sections: chart entries in run-on examination', () => {
  it('makes an examination clause that opens with a finding before its tooth a chart entry', () => {
    expect(clauses('on examination there is caries on the distal of one five')).toEqual(['DENTAL: there is caries on the distal of 15']);
  });

  it('leaves a radiograph its own participle after a restoration is charted', () => {
    expect(clauses('medical history no changes three five large mesial occlusal distal amalgam no pa taken yet')).toEqual([
      'MEDHX: no changes',
      'DENTAL: 35 large MOD amalgam',
      'RADIO: no pa taken yet',
    ]);
  });
});

describe('sections: diagnosis words among examination findings', () => {
  it('keeps gum disease said among findings in the examination, and charts the teeth after it', () => {
    expect(clauses('BPE 1 1 2 / 1 1 1. Generalised marginal gingivitis. 36 DO caries.')).toEqual([
      'PERIO: BPE 1 1 2 / 1 1 1.',
      'PERIO: Generalised marginal gingivitis.',
      'DENTAL: 36 DO caries.',
    ]);
    expect(clauses('O/E: soft tissues healthy. Mild generalised gingivitis.')).toEqual(['INTRA: soft tissues healthy.', 'INTRA: Mild generalised gingivitis.']);
  });

  it('still places other diagnoses said without a cue in the diagnosis', () => {
    expect(clauses('O/E: soft tissues healthy. Irreversible pulpitis 36.').at(-1)).toBe('DX: Irreversible pulpitis 36.');
  });

  it('keeps a pulpal or apical diagnosis with its qualifier and the tooth said before it', () => {
    expect(generateNotes('diagnosis three six acute irreversible pulpitis').DX).toEqual(['36 acute irreversible pulpitis']);
    expect(generateNotes('diagnosis three six symptomatic apical periodontitis').DX).toEqual(['36 symptomatic apical periodontitis']);
    expect(generateNotes('diagnosis number thirty symptomatic irreversible pulpitis', { numbering: 'universal' }).DX).toEqual(['#30 symptomatic irreversible pulpitis']);
  });
});

describe('sections: a planned item with its condition', () => {
  it('keeps the condition with the planned item, and "as advised" in the history', () => {
    expect(clauses('treatment plan implant thirty if medically cleared next visit review', 'universal')).toEqual(['PLAN: implant #30 if medically cleared', 'NV: review']);
    expect(clauses('treatment plan rct one one if pulp necrosis')).toEqual(['PLAN: rct 11 if pulp necrosis']);
    expect(clauses('medical history apixaban morning dose missed as advised by gp type two diabetes')).toEqual(['MEDHX: apixaban morning dose missed as advised by gp type 2 diabetes']);
  });
});

describe('sections: a number before a treatment cue', () => {
  it('keeps a rating with its remark before nitrous oxide (a word that only looks plural)', () => {
    expect(clauses('child nervous at start frankl three nitrous oxide fifty percent')).toEqual(['NOTES: child nervous at start', 'NOTES: frankl 3', 'TX: nitrous oxide 50%']);
  });
});

describe('sections: a step told with when it was done', () => {
  it('keeps "once she was numb" with the treatment, and rubber dam with what it was isolated with', () => {
    expect(clauses('today we did a root canal on number thirty once she was numb we isolated with the rubber dam and then accessed thirty', 'universal')).toEqual([
      'TX: a root canal on #30 once she was numb',
      'TX: we isolated with the rubber dam and then accessed #30',
    ]);
  });
});

describe('sections: remarks about the patient and a bare "perio"', () => {
  it('puts how the patient coped or cooperated in the notes', () => {
    expect(clauses('fluoride varnish applied child coped well patient cooperative recall six months')).toEqual([
      'TX: fluoride varnish applied',
      'NOTES: child coped well',
      'NOTES: patient cooperative',
      'FU: recall 6 months',
    ]);
  });

  it('drops "perio" said alone before periodontal findings', () => {
    expect(clauses('medical history no changes perio probing depths two to three millimetres no bleeding')).toEqual([
      'MEDHX: no changes',
      'PERIO: probing depths 2 to 3 mm no bleeding',
    ]);
  });
});

describe('sections: advice named by its topic', () => {
  it('keeps the topic said before "advice"', () => {
    expect(clauses('occlusion balanced denture care advice given review one week')).toEqual([
      'TX: occlusion balanced',
      'CONSULT: denture care advice given',
      'FU: review 1 week',
    ]);
  });
});

describe('sections: treatment and advice said run-on after a discussion', () => {
  it('starts treatment at a material something was covered with, and takes back the object of advice said verb-last', () => {
    expect(clauses('discussed prognosis dentine covered with glass ionomer on one one soft diet advised review in two weeks')).toEqual([
      'CONSULT: discussed prognosis',
      'TX: dentine covered with glass ionomer on 11',
      'CONSULT: soft diet advised',
      'FU: review in 2 weeks',
    ]);
  });

  it('keeps "upper and lower" with the impressions, and topic advice out of oral hygiene instruction', () => {
    expect(clauses('discussed night guard patient agreed upper and lower impressions taken').at(-1)).toBe('TX: upper and lower impressions taken');
    expect(clauses('oral hygiene instruction with interdental brushes smoking cessation advice given')).toEqual([
      'TX: oral hygiene instruction with interdental brushes',
      'CONSULT: smoking cessation advice given',
    ]);
  });
});

describe('sections: intra-oral findings said without a cue', () => {
  it('places appliances and healing sockets in the intra-oral examination', () => {
    expect(clauses('Med hx: no changes. Upper Essix retainer fits well.')).toEqual(['MEDHX: no changes.', 'INTRA: Upper Essix retainer fits well.']);
    expect(clauses('medical history no changes extraction socket healing well no signs of infection')).toEqual([
      'MEDHX: no changes',
      'INTRA: extraction socket healing well no signs of infection',
    ]);
  });
});

describe('sections: denture steps', () => {
  it('keeps a place said after a step with it, and starts a step at a named paste', () => {
    expect(clauses('denture eased over ulcer area pressure indicating paste used occlusion checked')).toEqual([
      'TX: denture eased over ulcer area',
      'TX: pressure indicating paste used',
      'TX: occlusion checked',
    ]);
  });
});

it('keeps a tooth said right after a procedure in the complaint, not as a chart entry', () => {
  expect(clauses('patient attended for completion of root canal forty six no pain since last visit')).toEqual([
    'CC: completion of root canal 46 no pain since last visit',
  ]);
});

it('gives advice said verb-last after oral hygiene instruction a clause of its own', () => {
  const said = clauses('oral hygiene instruction given interdental brushes recommended recall six months');
  expect(said).toContain('CONSULT: interdental brushes recommended');
  expect(clauses('OHI given, recommended floss.')).toEqual(['TX: OHI given, recommended floss.']);
});

describe('the more10 round', () => {
  it('gives run-on advice after a closed oral hygiene instruction, or advice about anything else, a clause of its own', () => {
    expect(clauses('oral hygiene instruction given advised interdental brushes')).toEqual(['TX: oral hygiene instruction given', 'CONSULT: advised interdental brushes']);
    expect(clauses('oral hygiene instruction with interdental brushes advised to stop smoking patient not ready to quit')).toEqual([
      'TX: oral hygiene instruction with interdental brushes',
      'CONSULT: advised to stop smoking patient not ready to quit',
    ]);
    expect(clauses('OHI given, electric toothbrush recommended.')).toEqual(['TX: OHI given, electric toothbrush recommended.']);
  });

  it('hears "notes" said bare as a header in run-on speech, but not notes spoken of', () => {
    expect(clauses('recall three months notes six year old accompanied by mum')).toEqual(['FU: recall 3 months', 'NOTES: 6 year old accompanied by mum']);
    expect(clauses('composite placed clinical notes updated')).not.toContain('NOTES: updated');
  });

  it('takes a review with its interval as the follow-up after a word naming its kind, not a review said with when it is', () => {
    expect(clauses('oral hygiene instructions given around the implant recall three months').at(-1)).toBe('FU: recall 3 months');
    expect(clauses('Periodontal review three months after RSD. Patient reports less bleeding.')[0]).toBe('CC: Periodontal review 3 months after RSD.');
  });

  it('keeps the words of a header with nothing after it in its sentence', () => {
    expect(clauses('Options discussed: extraction or RCT. Patient opted for extraction at next visit.').at(-1)).toBe('CONSULT: Patient opted for extraction at next visit.');
    expect(clauses('Informed consent for treatment plan signed.')).toEqual(['CONSENT: Informed consent for treatment plan signed.']);
  });

  it('keeps a tooth with what a radiograph shows in the report', () => {
    expect(clauses('bitewings left and right caries into outer dentine forty six and forty seven no bone loss diagnosis caries')).toEqual([
      'RADIO: bitewings left and right caries into outer dentine 46 and 47 no bone loss',
      'DX: caries',
    ]);
    expect(clauses('examination upper right one core intact periapical upper right one post in situ no periapical pathology', )).toContain('RADIO: periapical 11 post in situ no periapical pathology');
  });

  it('hears who came with a child beyond the parents', () => {
    expect(clauses('five year old attended with grandmother for check up')).toEqual(['NOTES: 5 year old attended with grandmother', 'CC: check up']);
  });

  it('starts steps at denture, edge and pumice work said verb-last after other findings', () => {
    expect(clauses('intra oral ridge healed lower left seven distal caries fitting surface checked for sharp edges upper complete denture fitted')).toEqual([
      'INTRA: ridge healed',
      'DENTAL: 37 distal caries',
      'TX: fitting surface checked for sharp edges',
      'TX: upper complete denture fitted',
    ]);
    expect(clauses('explained crown needed patient agreed sharp edges smoothed temporary dressing placed').slice(-2)).toEqual([
      'TX: sharp edges smoothed',
      'TX: temporary dressing placed',
    ]);
    expect(clauses('temporary crown removed tooth cleaned with pumice crown tried in')).toEqual([
      'TX: temporary crown removed',
      'TX: tooth cleaned with pumice',
      'TX: crown tried in',
    ]);
  });
});

describe('sections: words that name a section said as an object', () => {
  it('keeps an ulcer or the tongue in the complaint that names them', () => {
    expect(clauses('patient complains of a painful ulcer on the left side of the tongue for three weeks medical history no changes')).toEqual([
      'CC: a painful ulcer on the left side of the tongue for 3 weeks',
      'MEDHX: no changes',
    ]);
    expect(clauses('lower denture eased over the ulcer')).toEqual(['TX: lower denture eased over the ulcer']);
  });

  it('keeps a film spoken of in the remark that names it', () => {
    expect(clauses('Notes: patient asked for a copy of the OPG report for her GP.')).toEqual(['NOTES: patient asked for a copy of the OPG report for her GP.']);
  });

  it('reads who came with the patient, said first, as a note', () => {
    expect(clauses("Patient's sister drove her today. Review in 2 days.")).toEqual(["NOTES: Patient's sister drove her today.", 'FU: Review in 2 days.']);
    expect(clauses('complains of pain lower left wife attended with him')).toEqual(['CC: pain lower left', 'NOTES: wife attended with him']);
  });

  it('keeps the count, sides or kind said before a film with the report', () => {
    expect(clauses('bpe two two two two two two right and left bitewings taken no caries')).toEqual(['PERIO: BPE 2 2 2 / 2 2 2', 'RADIO: right and left bitewings taken no caries']);
    expect(clauses('18 MO composite open margin four vertical bitewings taken no caries')).toEqual(['DENTAL: 18 MO composite open margin', 'RADIO: 4 vertical bitewings taken no caries']);
  });

  it('ends a chart entry at findings about the whole mouth or a ridge, but keeps them among periodontal findings', () => {
    expect(clauses('soft tissues healthy twenty one composite veneer chipped incisally generalised moderate plaque lingual of lower incisors')).toEqual([
      'INTRA: soft tissues healthy',
      'DENTAL: 21 composite veneer chipped incisally',
      'INTRA: generalised moderate plaque lingual of lower incisors',
    ]);
    expect(clauses('soft tissues healthy lower left three cervical caries lower ridge knife edge posteriorly')).toEqual(['INTRA: soft tissues healthy', 'DENTAL: 33 cervical caries', 'INTRA: lower ridge knife edge posteriorly']);
    expect(clauses('bpe two two two two two two generalised supragingival calculus')).toEqual(['PERIO: BPE 2 2 2 / 2 2 2 generalised supragingival calculus']);
  });

  it('reads a sentence that opens with a diagnosis after a radiograph report as the diagnosis', () => {
    expect(clauses('PA of 16: widened PDL at the mesial root apex. Symptomatic irreversible pulpitis 16.')).toEqual([
      'RADIO: PA of 16: widened PDL at the mesial root apex.',
      'DX: Symptomatic irreversible pulpitis 16.',
    ]);
    expect(clauses('Bitewings: caries into dentine 46.')).toEqual(['RADIO: Bitewings: caries into dentine 46.']);
  });

  it('reads a fee or an estimate as part of the discussion', () => {
    expect(clauses('Discussed implant or bridge. Fee for implant and crown $4,200, estimate given.')).toEqual([
      'CONSULT: Discussed implant or bridge.',
      'CONSULT: Fee for implant and crown $4,200, estimate given.',
    ]);
  });

  it('keeps what is discussed in the discussion: a treatment header, a next visit said as when', () => {
    expect(clauses('Discussed treatment: drainage today, antibiotics, then RCT or extraction of 19. Verbal consent.')).toEqual([
      'CONSULT: Discussed treatment: drainage today, antibiotics, then RCT or extraction of 19.',
      'CONSENT: Verbal consent.',
    ]);
    expect(clauses('discussed doing twenty five at the next visit patient agreed')).toEqual(['CONSULT: discussed doing 25 at the next visit', 'CONSULT: patient agreed']);
    expect(clauses('patient agreed at the next visit composite twenty five')).toEqual(['CC: patient agreed', 'NV: composite 25']);
  });

  it('reads procedures named bare right after consent as done, and how the patient cooperated as a note', () => {
    expect(clauses('mom signed consent prophy fluoride varnish')).toEqual(['CONSENT: mom signed consent', 'TX: prophy fluoride varnish']);
    expect(clauses('bitewings taken no caries good cooperation')).toEqual(['RADIO: bitewings taken no caries', 'NOTES: good cooperation']);
    // Why something was not done stays with it.
    expect(clauses('bitewings not taken poor cooperation')).toEqual(['RADIO: bitewings not taken poor cooperation']);
  });

  it("charts a restoration said with its state, and reads smoker's keratosis as a finding", () => {
    expect(clauses('psr two two two two two two number thirty sealant intact prophy completed').map((c) => c.split(':')[0])).toEqual(['PERIO', 'DENTAL', 'TX']);
    expect(clauses("Tongue and floor of mouth normal; smoker's keratosis on the palate.")).toEqual(["INTRA: Tongue and floor of mouth normal; smoker's keratosis on the palate."]);
  });

  it('reads an operation the patient has had as medical history, and nodes and TMJs as extra-oral', () => {
    expect(clauses("routine recall no problems since last visit she's had a hip replacement in june nodes not palpable tmjs normal")).toEqual([
      'CC: routine recall no problems since last visit',
      "MEDHX: she's had a hip replacement in june",
      'EXTRA: nodes not palpable',
      'EXTRA: tmjs normal',
    ]);
  });

  it('reads plaque said with where it is, and the gingivae with their state, as intra-oral findings', () => {
    expect(clauses('no changes to medical history still taking sertraline plaque mainly on lingual of lower incisors gingivae red and swollen')).toEqual([
      'MEDHX: no changes to medical history',
      'MEDHX: still taking sertraline',
      'INTRA: plaque mainly on lingual of lower incisors',
      'INTRA: gingivae red and swollen',
    ]);
  });

  it('keeps a referral the discussion is about in it, and reads a tooth treated after it as treatment', () => {
    expect(clauses('discussed findings and need for urgent referral to oral surgery patient agrees advised to stop smoking lower left six cusp smoothed')).toEqual([
      'CONSULT: discussed findings and need for urgent referral to oral surgery',
      'CONSULT: patient agrees',
      'CONSULT: advised to stop smoking',
      'TX: 36 cusp smoothed',
    ]);
  });

  it('reads a chart finding said before its tooth after intra-oral findings, and a film with its side', () => {
    expect(clauses('intra oral soft tissues normal mesial caries upper left six fissure sealant lost left bitewing taken shows no caries', 'palmer')).toEqual([
      'INTRA: soft tissues normal',
      'DENTAL: mesial caries UL6 fissure sealant lost',
      'RADIO: left bitewing taken shows no caries',
    ]);
  });

  it('reads recogniser text with one dictated comma as run-on speech', () => {
    expect(clauses('patient presents with pain lower right comma kept her up last night medical history asthma signed consent')).toEqual([
      'CC: pain lower right, kept her up last night',
      'MEDHX: asthma',
      'CONSENT: signed consent',
    ]);
  });

  it('reads language, interpreters, lateness and nerves as notes, and the kind of visit said after them as the complaint', () => {
    expect(clauses('eight year old here with mom and a vietnamese interpreter six month recall mom noticed a dark spot on a lower back tooth medical history none')).toEqual([
      'NOTES: 8 year old here with mom and a vietnamese interpreter',
      'CC: 6 month recall mom noticed a dark spot on a lower back tooth',
      'MEDHX: none',
    ]);
    expect(clauses('fourteen year old attended with her grandmother referred by orthodontist for extraction of upper first premolars')).toEqual([
      'NOTES: 14 year old attended with her grandmother',
      'CC: referred by orthodontist for extraction of upper first premolars',
    ]);
    expect(clauses('Patient arrived 15 minutes late for her appointment. Adult prophy and exam.')).toEqual([
      'NOTES: Patient arrived 15 minutes late for her appointment.',
      'CC: Adult prophy and exam.',
    ]);
    expect(clauses('Spanish-speaking patient, daughter interpreted for the visit. Broke a back tooth on the upper left.')).toEqual([
      'NOTES: Spanish-speaking patient, daughter interpreted for the visit.',
      'CC: Broke a back tooth on the upper left.',
    ]);
    // Consent given through an interpreter stays consent; a recall at the end stays the follow-up.
    expect(clauses('mom gave verbal consent through interpreter prophy completed recall six months')).toEqual([
      'CONSENT: mom gave verbal consent through interpreter',
      'TX: prophy completed',
      'FU: recall 6 months',
    ]);
  });

  it('reads praise for the patient\'s hygiene as part of the discussion', () => {
    expect(clauses('treatment today scale and polish praised the improvement advised interdental brushes every night')).toEqual([
      'TX: scale and polish',
      'CONSULT: praised the improvement',
      'CONSULT: advised interdental brushes every night',
    ]);
  });

  it('reads a finding said before its film, teeth said first with their mobility, and scores named as a reason', () => {
    expect(clauses('perio plaque score twenty percent recession on lower incisors lower right one grade one mobility no caries detected on the bitewings bone levels stable', 'palmer')).toEqual([
      'PERIO: plaque score 20% recession on lower incisors',
      'DENTAL: LR1 grade 1 mobility',
      'RADIO: no caries detected on the bitewings bone levels stable',
    ]);
    // A tooth after a periodontal measure is where it was measured.
    expect(clauses('perio probing depths 4 to 5 mm grade 1 mobility 24 and 25', 'universal')).toEqual(['PERIO: probing depths 4 to 5 mm grade 1 mobility 24 and 25']);
    expect(clauses('Radiographs: vertical bitewings, justified by BPE 4 scores, grade 1. Horizontal bone loss to 50%.')).toEqual([
      'RADIO: Radiographs: vertical bitewings, justified by BPE 4 scores, grade 1.',
      'RADIO: Horizontal bone loss to 50%.',
    ]);
  });

  it('keeps the relative who gave consent with it', () => {
    expect(clauses('opg reveals no pathology grandmother signed consent form for extraction of fourteen and twenty four')).toEqual([
      'RADIO: opg reveals no pathology',
      'CONSENT: grandmother signed consent form for extraction of 14 and 24',
    ]);
  });

  it('reads a procedure named a few words after consent as what was then done, not what consent was for', () => {
    expect(clauses('mom gave verbal consent through interpreter prophy with prophy paste flossed')).toEqual([
      'CONSENT: mom gave verbal consent through interpreter',
      'TX: prophy with prophy paste flossed',
    ]);
    expect(clauses('written consent given for extraction of three eight')).toEqual(['CONSENT: written consent given for extraction of 38']);
  });
});


describe('clauses: chart findings about a part of a tooth (more14 round)', () => {
  it('opens a chart entry at a fracture of a cusp said before its tooth among soft-tissue findings', () => {
    expect(clauses('intra oral tongue fissured there is a fractured mesio palatal cusp on upper left six with a large amalgam', 'palmer')).toEqual([
      'INTRA: tongue fissured',
      'DENTAL: there is a fractured MP cusp on UL6 with a large amalgam',
    ]);
  });
});

describe('clauses: a chart entry after a radiograph report (more14 round)', () => {
  it('opens the chart at a tooth said after a finding the film did not show, keeps an overhang in the report', () => {
    expect(clauses('bitewings taken grade one no bone loss three six mesial occlusal composite with marginal stain')).toEqual([
      'RADIO: bitewings taken grade 1 no bone loss',
      'DENTAL: 36 MO composite with marginal stain',
    ]);
    expect(clauses('bitewings taken grade one no new caries one six amalgam overhang distally')).toEqual([
      'RADIO: bitewings taken grade 1 no new caries 16 amalgam overhang distally',
    ]);
  });
});

describe('clauses: the patient agreeing to go ahead (more14 round)', () => {
  it('keeps "happy to go ahead" and "happy with this plan" with the discussion, not with the notes', () => {
    expect(clauses('explained extraction risks of pain swelling and infection patient happy to go ahead')).toEqual([
      'CONSULT: explained extraction risks of pain swelling and infection',
      'CONSULT: patient happy to go ahead',
    ]);
    expect(clauses('discussed antibiotics and referral patient happy with this plan').every((c) => c.startsWith('CONSULT:'))).toBe(true);
    expect(clauses('extraction done patient happy')).toEqual(['TX: extraction done', 'NOTES: patient happy']);
  });
});

describe('clauses: graded mobility and furcation after a radiograph report (more14 round)', () => {
  it('opens the chart at a tooth said again with its graded furcation or mobility, not at a tooth where a lesion was seen', () => {
    expect(clauses('fmx shows a vertical defect distal of number fourteen number fourteen class two furcation buccal number twenty four mobility one', 'universal')).toEqual([
      'RADIO: fmx shows a vertical defect distal of #14',
      'DENTAL: #14 class 2 furcation buccal #24 mobility 1',
    ]);
    expect(clauses('x rays taken periapical radiolucency thirty mobility grade one', 'universal')).toEqual(['RADIO: x rays taken periapical radiolucency #30 mobility grade 1']);
  });
});

describe('clauses: a soft-tissue finding before a tooth with its own finding (more14 round)', () => {
  it('keeps "no sinus" in the intra-oral findings when the tooth after it has its own finding', () => {
    expect(clauses('intra oral no sinus three six large mesial occlusal distal amalgam three seven occlusal composite sound')).toEqual([
      'INTRA: no sinus',
      'DENTAL: 36 large MOD amalgam 37 occlusal composite sound',
    ]);
    expect(generateNotes('intra oral no sinus three six large mesial occlusal distal amalgam three seven occlusal composite sound').OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual([
      '36 Large MOD amalgam', '37 O composite sound',
    ]);
  });
});

describe('clauses: diagnoses, films and follow-ups said without their headers (more14 round)', () => {
  it('opens the diagnosis at a pulpal diagnosis named in full after a radiograph report', () => {
    expect(clauses('periapical of three six shows widening of the periodontal ligament at the mesial root symptomatic irreversible pulpitis three six')).toEqual([
      'RADIO: periapical of 36 shows widening of the periodontal ligament at the mesial root',
      'DX: symptomatic irreversible pulpitis 36',
    ]);
  });

  it('keeps a film said after a follow-up word with the follow-up, and "final" with its film', () => {
    expect(clauses('final pa shows canals filled follow up pa in six months')).toEqual(['RADIO: final pa shows canals filled', 'FU: follow up pa in 6 months']);
  });

  it('keeps a step said before isolation whole, and reads "no further review needed" as the follow-up', () => {
    expect(clauses('treatment today shade a one selected before isolation')).toEqual(['TX: shade A1 selected before isolation']);
    expect(clauses('advised salt water rinses no further review needed')).toEqual(['CONSULT: advised salt water rinses', 'FU: no further review needed']);
  });
});

describe('clauses: discussion, referral, notes and chart said without their usual cues (more14 round)', () => {
  it('reads risks reviewed and "told to" as discussion, "refer 48 to" as the plan, a numb patient as notes', () => {
    expect(clauses('risks reviewed including dry socket and infection pt agreed')).toEqual(['CONSULT: risks reviewed including dry socket and infection', 'CONSULT: pt agreed']);
    expect(clauses('crown cemented told to avoid sticky foods for twenty four hours').at(-1)).toBe('CONSULT: told to avoid sticky foods for 24 hours');
    expect(clauses('advised salt water rinses refer four eight to omfs for removal').at(-1)).toBe('PLAN: refer 48 to omfs for removal');
    expect(clauses('filling placed patient numb but comfortable').at(-1)).toBe('NOTES: patient numb but comfortable');
  });

  it('keeps "diagnosed last visit" in the complaint, and charts teeth with the state of their sealants after a report', () => {
    expect(clauses('patient presents for crown prep cracked tooth diagnosed last visit pain on biting')).toEqual(['CC: crown prep cracked tooth diagnosed last visit pain on biting']);
    expect(clauses('Two BWX taken: no interproximal caries. #3 and #14 sealants intact.', 'universal')).toEqual([
      'RADIO: 2 BWX taken: no interproximal caries.',
      'DENTAL: #3 and #14 sealants intact.',
    ]);
  });
});

describe('clauses: gingivae, opercula, hyphenated recalls and the reason for a film said first (more14 round)', () => {
  it('ends a chart entry at the state of the gingiva, unless said around the tooth', () => {
    expect(clauses('intra oral one four temporary intact not tender gingiva normal no sinus tract')).toEqual([
      'DENTAL: 14 temporary intact not tender',
      'INTRA: gingiva normal no sinus tract',
    ]);
    expect(clauses('intra oral number nineteen temporary intact gingiva healthy around prep', 'universal')).toEqual(['DENTAL: #19 temporary intact gingiva healthy around prep']);
  });

  it('reads a tooth under an operculum as a place', () => {
    expect(clauses('intra oral operculum over thirty two slightly inflamed no pus', 'universal')).toEqual(['INTRA: operculum over 32 slightly inflamed no pus']);
  });

  it('reads a hyphenated recall said after a remark as the complaint, and a reason said before its film as the report', () => {
    expect(clauses('7 year old attended with grandmother. 3-month recall, no pain.')).toEqual([
      'NOTES: 7 year old attended with grandmother.',
      'CC: 3-month recall, no pain.',
    ]);
    expect(clauses('IO: laceration of upper lip. To rule out root fracture, PA and upper occlusal taken: no root fractures.')).toEqual([
      'INTRA: laceration of upper lip.',
      'RADIO: To rule out root fracture, PA and upper occlusal taken: no root fractures.',
    ]);
  });
});

describe('clauses: a finding about the tooth, advice to the patient and an urgent referral (more14 round)', () => {
  it('reads a finding about the tooth after the history as an examination finding', () => {
    expect(clauses('medical history no changes tooth not tender to percussion')).toEqual(['MEDHX: no changes', 'INTRA: tooth not tender to percussion']);
    expect(clauses('cracked tooth tender to percussion')).not.toContain('INTRA: tooth tender to percussion');
  });

  it('keeps the patient with the advice and the urgency with the referral', () => {
    expect(clauses('occlusion verified with articulating paper patient advised to avoid sticky foods')).toEqual([
      'TX: occlusion verified with articulating paper',
      'CONSULT: patient advised to avoid sticky foods',
    ]);
    expect(clauses('wife attended with him urgent two week wait referral to omfs')).toEqual([
      'NOTES: wife attended with him',
      'PLAN: urgent 2 week wait referral to omfs',
    ]);
  });
});

describe('clauses: a procedure said with its instrument after a discussion or a report (more14 round)', () => {
  it('reads a procedure with the instrument it was done with as today\'s treatment', () => {
    expect(clauses('recommended daily flossing patient will buy an electric brush prophy with cavitron and hand scaling')).toEqual([
      'CONSULT: recommended daily flossing patient will buy an electric brush',
      'TX: prophy with cavitron and hand scaling',
    ]);
    expect(clauses('bitewings taken no caries periodontal maintenance full mouth with cavitron')).toEqual([
      'RADIO: bitewings taken no caries',
      'TX: periodontal maintenance full mouth with cavitron',
    ]);
    expect(clauses('discussed extraction with forceps')).toEqual(['CONSULT: discussed extraction with forceps']);
  });
});

describe('clauses: teeth coming through and teeth cleaned (more14 round)', () => {
  it('ends a chart entry at teeth said as erupting, keeps them in a radiograph report, and reads teeth cleaned as treatment', () => {
    expect(clauses('intra oral six five sound first permanent molars erupting')).toEqual(['DENTAL: 65 sound', 'INTRA: first permanent molars erupting']);
    expect(clauses('opg reveals all permanent teeth present no pathology')).toEqual(['RADIO: opg reveals all permanent teeth present no pathology']);
    expect(clauses('intra oral no caries detected teeth cleaned with brush')).toEqual(['INTRA: no caries detected', 'TX: teeth cleaned with brush']);
    expect(clauses('new patient exam patient wants to get teeth cleaned').every((c) => c.startsWith('CC:'))).toBe(true);
  });
});

describe('clauses: compounds that only look like cues (more14 round)', () => {
  it('keeps "caries risk" with its diagnosis and "payment plan" with its remark', () => {
    expect(clauses('diagnosis high caries risk discussed sealants')).toEqual(['DX: high caries risk', 'CONSULT: discussed sealants']);
    expect(clauses('notes asked about a payment plan')).toEqual(['NOTES: asked about a payment plan']);
  });
});

describe('clauses: a finding with its tooth said before the film it was seen on (more14 round)', () => {
  it('opens the report at the finding, with its surface and tooth', () => {
    expect(clauses('intra oral two five buccal cusp fractured no caries mesial caries two six into dentine seen on the left bitewing')).toEqual([
      'DENTAL: 25 buccal cusp fractured no caries',
      'RADIO: mesial caries 26 into dentine seen on the left bitewing',
    ]);
  });
});

describe('clauses: staining and calculus (more14 round)', () => {
  it('reads smoker\'s staining as a finding and keeps calculus a film showed in its report', () => {
    expect(clauses("medical history smokes ten a day. IO: soft tissues healthy, smoker's staining.")).toEqual([
      'MEDHX: smokes 10 a day.',
      "INTRA: soft tissues healthy, smoker's staining.",
    ]);
    expect(clauses('bitewings show dentine caries distal two five calculus interproximally bone loss less than fifteen percent')).toEqual([
      'RADIO: bitewings show dentine caries distal 25 calculus interproximally bone loss less than 15%',
    ]);
  });
});

describe('clauses: a wax try-in after the reason for attending (more14 round)', () => {
  it('opens the treatment at a wax try-in said after "try in"', () => {
    expect(clauses('patient attended for upper complete denture try in wax try in of upper complete denture')).toEqual([
      'CC: upper complete denture try in',
      'TX: wax try in of upper complete denture',
    ]);
  });
});

describe('clauses: remarks, diagnoses of the tongue and joint, graded perio after a score (more15 round)', () => {
  it('reads what an escort asked and how a child behaved after treatment as notes, not in the complaint', () => {
    expect(clauses('fluoride varnish applied dad asked for an invoice for his insurer child very well behaved earned a sticker')).toEqual([
      'TX: fluoride varnish applied',
      'NOTES: dad asked for an invoice for his insurer',
      'NOTES: child very well behaved',
      'NOTES: earned a sticker',
    ]);
    expect(clauses('patient mentioned the filling fell out on monday')[0]).toMatch(/^CC: /);
  });

  it('keeps the tongue and the joint with a diagnosis of them', () => {
    expect(clauses('diagnosis speckled leukoplakia of the left lateral tongue')).toEqual(['DX: speckled leukoplakia of the left lateral tongue']);
    expect(clauses('diagnosis disc displacement with reduction of the right tmj')).toEqual(['DX: disc displacement with reduction of the right tmj']);
  });

  it('charts a tooth with its graded furcation after a plaque score', () => {
    expect(clauses('psr three four three three three three plaque index thirty percent number two class two furcation buccal', 'universal').at(-1)).toBe('DENTAL: #2 class 2 furcation buccal');
  });
});

describe('clauses: SOAP letters, films in the history, post-op films and more remarks (more16 round)', () => {
  it('lets the cue said after a SOAP letter name the field', () => {
    expect(clauses('P: Options reviewed: crown or onlay; pt chose crown.')[0]).toMatch(/^CONSULT: /);
    expect(clauses('P: extraction 36 next week.')).toEqual(['PLAN: extraction 36 next week.']);
  });

  it('keeps a film the patient had elsewhere in the complaint, and a post-op film with its word', () => {
    expect(clauses('pain in front of the left ear she had an x ray at urgent care that was normal')).toEqual([
      'CC: pain in front of the left ear she had an x ray at urgent care that was normal',
    ]);
    expect(clauses('treatment today canals obturated post op periapical taken root fillings well condensed').at(-1)).toBe('RADIO: post op periapical taken root fillings well condensed');
  });

  it('reads shyness, an escort who brought the patient, a temperature and "R/V" in their fields', () => {
    expect(clauses('three year old came in with mom very shy at first').at(-1)).toBe('NOTES: very shy at first');
    expect(clauses('eighty seven year old gentleman brought in by his carer')).toEqual(['NOTES: 87 year old gentleman brought in by his carer']);
    expect(clauses('complains of pain lower left temp thirty eight point one')).toEqual(['CC: pain lower left', 'EXTRA: temp 38.1']);
    expect(clauses('advised salt water rinses R/V 2 weeks')).toEqual(['CONSULT: advised salt water rinses', 'FU: R/V 2 weeks']);
    expect(clauses('plan crown 46 as discussed')).toEqual(['PLAN: crown 46 as discussed']);
  });
});

describe('clauses: shades seen at the examination, estimates, appointments and readings spoken of (more16 round)', () => {
  it('keeps a starting shade or a shade on the Vita guide among the findings', () => {
    expect(clauses('intra oral soft tissues wnl starting shade a three upper canines')).toEqual(['INTRA: soft tissues wnl starting shade A3 upper canines']);
    expect(clauses('intra oral mild extrinsic staining shade a three on the vita classical guide')).toEqual(['INTRA: mild extrinsic staining shade A3 on the vita classical guide']);
    expect(clauses('treatment today shade a two taken')).toEqual(['TX: shade A2 taken']);
  });

  it('keeps an estimate with its amount in the discussion, an appointment spoken of and a reading before "pre op" in their clauses', () => {
    expect(clauses('pt chose implant estimate $4,600 given')).toEqual(['CONSULT: pt chose implant estimate $4,600 given']);
    expect(clauses('notes patient asked to move her next appointment to the afternoon')).toEqual(['NOTES: patient asked to move her next appointment to the afternoon']);
    expect(clauses('medical history glucose 142 pre op htn on lisinopril')).toEqual(['MEDHX: glucose 142 pre op htn on lisinopril']);
    expect(clauses('notes pt asked about invisalign to be discussed at next recall')).toEqual(['NOTES: pt asked about invisalign to be discussed at next recall']);
  });
});

describe('clauses: risks said before "were discussed" (more16 round)', () => {
  it('opens the discussion at the risks said before its verb', () => {
    expect(clauses('verbal consent given for extraction risks of infection and dry socket were discussed and she was happy to go ahead')).toEqual([
      'CONSENT: verbal consent given for extraction',
      'CONSULT: risks of infection and dry socket were discussed and she was happy to go ahead',
    ]);
  });
});

describe('clauses: a relative reporting the complaint, a neck swelling and a 2ww referral (more16 round)', () => {
  it('reads what a relative reports after a remark as the complaint', () => {
    expect(clauses('notes eighty seven year old brought in by his carer carer says he has stopped eating on the left')).toEqual([
      'NOTES: 87 year old brought in by his carer',
      'CC: carer says he has stopped eating on the left',
    ]);
  });

  it('reads a submandibular swelling and mouth opening as extra-oral, and keeps a 2ww referral whole', () => {
    expect(clauses('O: Temp 38.1. Left submandibular swelling, firm and tender. Mouth opening 35 mm.')).toEqual([
      'EXTRA: Temp 38.1.',
      'EXTRA: Left submandibular swelling, firm and tender.',
      'EXTRA: Mouth opening 35 mm.',
    ]);
    expect(clauses('plan urgent 2ww referral to omfs')).toEqual(['PLAN: urgent 2ww referral to omfs']);
  });
});

describe('clauses: a review or furcation spoken of in a discussion (more16 round)', () => {
  it('keeps "we would review the furcation" in the discussion', () => {
    expect(clauses('explained that residual pockets need cleaning and that we would review the furcation on three seven with a radiograph next year')).toEqual([
      'CONSULT: explained that residual pockets need cleaning and that we would review the furcation on 37 with a radiograph next year',
    ]);
    expect(clauses('rsd done review three months')).toEqual(['TX: rsd done', 'FU: review 3 months']);
  });
});

describe('clauses: work done before today, reminders and a hospital review (more15 round)', () => {
  it('keeps impressions taken weeks ago in the complaint, reads "reminded" as discussion and a hospital review in its plan', () => {
    expect(clauses('Here for fit of home whitening trays. Impressions were taken 2 weeks ago, no sensitivity at present.')).toEqual([
      'CC: fit of home whitening trays.',
      'CC: Impressions were taken 2 weeks ago, no sensitivity at present.',
    ]);
    expect(clauses('soft tissues healthy reminded that the veneers will not change colour').at(-1)).toBe('CONSULT: reminded that the veneers will not change colour');
    expect(clauses('plan replace amalgam after hospital review review four weeks')).toEqual(['PLAN: replace amalgam after hospital review', 'FU: review 4 weeks']);
  });
});

describe('clauses: "D/w" (more16 round)', () => {
  it('reads "D/w pt" as the discussion', () => {
    expect(clauses('Dx: generalised periodontitis. D/w pt link between A1c and gum healing.')).toEqual([
      'DX: generalised periodontitis.',
      'CONSULT: D/w pt link between A1c and gum healing.',
    ]);
  });
});

describe('clauses: who the patient is, an escort waiting and a step said after consent with its place (more15 round)', () => {
  it('reads an occupation and an escort in the waiting room as notes, and a step after consent with its place', () => {
    expect(clauses('patient is a college student home for the holidays mom in the waiting room. pain behind the lower left back tooth.')).toEqual([
      'NOTES: patient is a college student home for the holidays',
      'NOTES: mom in the waiting room.',
      'CC: pain behind the lower left back tooth.',
    ]);
    expect(clauses('verbal consent area under the operculum irrigated with peridex')).toEqual([
      'CONSENT: verbal consent',
      'TX: area under the operculum irrigated with peridex',
    ]);
  });
});

describe('clauses: a tooth after caries into dentine on a film (more14 round)', () => {
  it('keeps a tooth said after the depth of the caries in the report', () => {
    expect(clauses('bitewings taken caries into dentine three six no other caries seen')).toEqual(['RADIO: bitewings taken caries into dentine 36 no other caries seen']);
  });
});

describe('clauses: the more17 round', () => {
  it('reads a recall said first as the reason for attending, remarks and told-no as their fields', () => {
    expect(clauses('Recall, no complaints. Recall 9 months.')).toEqual(['CC: Recall, no complaints.', 'FU: Recall 9 months.']);
    expect(clauses('amalgam placed pt told no chewing on the left for twenty four hours pt was a bit anxious but did fine')).toEqual([
      'TX: amalgam placed',
      'CONSULT: pt told no chewing on the left for 24 hours',
      'NOTES: pt was a bit anxious but did fine',
    ]);
    expect(clauses('post op instructions given see her again only if any problems').at(-1)).toBe('FU: see her again only if any problems');
    expect(clauses('canals prepared working length radiograph all files within one mm of the apex').at(-1)).toBe('RADIO: working length radiograph all files within 1 mm of the apex');
  });
});

describe('clauses: more of the more17 round', () => {
  it('charts a tooth with graded furcation said right after another, and keeps "not clinically needed" and a drug giving little relief in their fields', () => {
    expect(clauses('bleeding on probing thirty percent seven mm pocket distal of three seven two six grade one furcation buccal').at(-1)).toBe('DENTAL: 26 grade 1 furcation buccal');
    expect(clauses('no radiograph as she is pregnant and it is not clinically needed')).toEqual(['RADIO: no radiograph as she is pregnant and it is not clinically needed']);
    expect(clauses('complains of throbbing pain ibuprofen six hundred mg giving little relief')).toEqual(['CC: throbbing pain ibuprofen 600 mg giving little relief']);
    expect(clauses('bwx taken margins closed pt approved shade and esthetics').at(-1)).toBe('TX: pt approved shade and esthetics');
    expect(clauses('oral hygiene instructions reviewed recommended an electric toothbrush')).toEqual([
      'TX: oral hygiene instructions reviewed',
      'CONSULT: recommended an electric toothbrush',
    ]);
  });
});

describe('clauses: what a review is to check, and "impression" before a diagnosis', () => {
  it('keeps what a review is to check with it, and reads "impression" as the diagnosis header', () => {
    expect(clauses('advised salt water rinses review two weeks to check ulcer has healed').at(-1)).toBe('FU: review 2 weeks to check ulcer has healed');
    expect(clauses('panoramic x ray taken condyles normal impression myofascial pain and left disc displacement').at(-1)).toBe('DX: myofascial pain and left disc displacement');
    expect(clauses('treatment today impression taken for night guard')).toEqual(['TX: impression taken for night guard']);
  });
});

describe('clauses: a copy of the consent form', () => {
  it('keeps a copy of the consent form in the remark it is part of', () => {
    expect(clauses('notes patient paid the fee today and took a copy of the consent form')).toEqual(['NOTES: patient paid the fee today and took a copy of the consent form']);
  });
});

describe('clauses: a written sentence opening with a chart finding among the examination findings', () => {
  it('reads it as the chart, not as treatment', () => {
    expect(clauses('IO: tongue and floor of mouth WNL. Fractured mesiolingual cusp on #14, large MOD amalgam. Caries on the distal of #13.', 'universal')).toEqual([
      'INTRA: tongue and floor of mouth WNL.',
      'DENTAL: Fractured ML cusp on #14, large MOD amalgam.',
      'DENTAL: Caries on the distal of #13.',
    ]);
  });
});

describe('clauses: a tooth said to be root filled', () => {
  it('keeps a root filled tooth with its core in the chart', () => {
    const notes = generateNotes('intra oral upper right six root filled with composite core not tender upper right seven disto occlusal composite sound', { numbering: 'palmer' });
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['UR6 Root filled with composite core not tender', 'UR7 DO composite sound']);
    expect(notes.TX).toBeNull();
  });
});

describe('clauses: a referral to the front desk', () => {
  it('keeps a referral to the front desk in the remark', () => {
    expect(clauses('notes asked about a payment plan referred to front desk')).toEqual(['NOTES: asked about a payment plan referred to front desk']);
    expect(clauses('referred to periodontist')).toEqual(['PLAN: referred to periodontist']);
  });
});

describe('clauses: the more18 round', () => {
  it('reads the dentist\'s own headers and chatty discussion', () => {
    expect(clauses('History: throbbing pain upper left. Exam: 26 deep caries. Advice: avoid chewing on that side.')).toEqual([
      'CC: throbbing pain upper left.',
      'DENTAL: 26 deep caries.',
      'CONSULT: avoid chewing on that side.',
    ]);
    expect(clauses('medical history no changes still on lisinopril nkda went over crown versus onlay again and she still wants the crown').at(-1)).toBe(
      'CONSULT: went over crown versus onlay again and she still wants the crown',
    );
    expect(clauses('patient here for crown on three that we talked about at her last exam', 'universal')).toEqual(['CC: crown on #3 that we talked about at her last exam']);
  });

  it('keeps who signed the consent form with it, and a complaint relayed with "has been complaining about"', () => {
    expect(clauses('discussed crown versus onlay she signed the consent form').at(-1)).toBe('CONSENT: she signed the consent form');
    expect(clauses('mom says she has been complaining about her lower right back tooth')).toEqual(['CC: mom says she has been complaining about her lower right back tooth']);
  });
});

describe('clauses: a chart finding said after treatment with "has"', () => {
  it('charts "21 has a small crack line" after the treatment', () => {
    expect(clauses('treatment today occlusion checked in protrusion two one has a small crack line in the enamel').at(-1)).toBe('DENTAL: 21 has a small crack line in the enamel');
  });
});

describe('clauses: drugs that help a little, a plan spoken of and sedation after consent (more18 round)', () => {
  it('keeps them where they were said', () => {
    expect(clauses('complains of throbbing pain upper left paracetamol and ibuprofen helping a little')).toEqual(['CC: throbbing pain upper left paracetamol and ibuprofen helping a little']);
    expect(clauses('patient here for srp per tx plan from two weeks ago')).toEqual(['CC: srp per tx plan from 2 weeks ago']);
    expect(clauses('mom signed consent nitrous oxide thirty percent')).toEqual(['CONSENT: mom signed consent', 'TX: nitrous oxide 30%']);
  });
});

describe('clauses: more of the more18 round', () => {
  it('keeps a diagnosis the patient had in the history, and reads what the dentist told her, disclosing and a star patient', () => {
    expect(clauses('medical history high blood pressure she was also diagnosed with sleep apnea last month')).toEqual([
      'MEDHX: high blood pressure she was also diagnosed with sleep apnea last month',
    ]);
    expect(clauses('bite checked no interferences told her not to bite into hard foods').at(-1)).toBe('CONSULT: told her not to bite into hard foods');
    expect(clauses('complains of bleeding gums midwife told her to see a dentist')).toEqual(['CC: bleeding gums midwife told her to see a dentist']);
    expect(clauses('explained link between hormones and gum inflammation plaque disclosed and shown to patient').at(-1)).toBe('TX: plaque disclosed and shown to patient');
    expect(clauses('fluoride varnish applied she was brilliant and got a sticker').slice(1)).toEqual(['NOTES: she was brilliant and got a sticker']);
    expect(clauses('intra oral four six dressing intact gum looks fine no sinus').at(-1)).toBe('INTRA: gum looks fine no sinus');
  });
});

describe('clauses: the more18 follow-up round', () => {
  it('reads what the dentist told the patient as discussion when said with what it was', () => {
    expect(clauses('she was really pleased to have it finished told her it may be a bit tender for a few days')).toEqual([
      'NOTES: she was really pleased to have it finished',
      'CONSULT: told her it may be a bit tender for a few days',
    ]);
    expect(clauses('complains of bleeding gums midwife told her that it is common')).toEqual(['CC: bleeding gums midwife told her that it is common']);
  });

  it("reads a patient keen to improve as a remark, not a decision", () => {
    expect(clauses('advised alcohol free mouthwash patient keen to improve')).toEqual(['CONSULT: advised alcohol free mouthwash', 'NOTES: patient keen to improve']);
    expect(clauses('discussed crown versus onlay patient keen to go ahead with the crown').at(-1)).toBe('CONSULT: patient keen to go ahead with the crown');
  });

  it('reads "next time" said last about what is spoken of as part of it, and "next time" said first as the next visit', () => {
    expect(clauses('discussed diet mum agreed to fissure sealants today and a filling for seventy five next time verbal consent from mum').slice(1)).toEqual([
      'CONSULT: mum agreed to fissure sealants today and a filling for 75 next time',
      'CONSENT: verbal consent from mum',
    ]);
    expect(clauses('his wife is coming with him next time because she wants to see them').map((c) => c.split(':')[0])).not.toContain('NV');
    expect(clauses('occlusion checked next time crown prep seventy five').at(-1)).toBe('NV: crown prep 75');
  });

  it('charts a written sentence opening with a tooth and its graded furcation or mobility after a report', () => {
    expect(clauses('FMX from last visit: vertical defect #30 M. #3 class II furcation B. #30 mobility 1.', 'universal')).toEqual([
      'RADIO: FMX from last visit: vertical defect #30 M.',
      'DENTAL: #3 class II furcation B.',
      'DENTAL: #30 mobility 1.',
    ]);
  });

  it('opens a written discussion at the risks said before it', () => {
    expect(clauses('IO: ridge at 36 well healed. Risks (nerve injury, failure, infection) re-discussed today; happy to proceed.')).toEqual([
      'INTRA: ridge at 36 well healed.',
      'CONSULT: Risks (nerve injury, failure, infection) re-discussed today; happy to proceed.',
    ]);
  });

  it('keeps a film said with when it is due in the follow-up, not the report', () => {
    expect(clauses('Pt very pleased with the look. Recall 6 months; PA of implant at 1 year.').at(-1)).toBe('FU: Recall 6 months; PA of implant at 1 year.');
    expect(clauses('bitewings taken at the six month recall no caries').at(-1)).toBe('RADIO: bitewings taken at the 6 month recall no caries');
  });

  it('opens a clause at a cue said with its own subject after "and"', () => {
    expect(generateNotes('told her to take ibuprofen if needed and we talked about the crown again').CONSULT).toBe(
      'Told her to take ibuprofen if needed. We talked about the crown again',
    );
  });

  it('reads who is coming with the patient next time as a remark', () => {
    expect(clauses('told him to start with soft foods his wife is coming with him next time because she wants to see how they look')).toEqual([
      'CONSULT: told him to start with soft foods',
      'NOTES: his wife is coming with him next time because she wants to see how they look',
    ]);
  });

  it("reads a child's age said as who attended as a remark, and what they came for as the complaint", () => {
    expect(clauses('nine year old attended for fissure sealants medical history fit and well')).toEqual([
      'NOTES: 9 year old attended', 'CC: fissure sealants', 'MEDHX: fit and well',
    ]);
  });

  it('keeps a referral only spoken of as possible in the discussion', () => {
    expect(clauses('reviewed self care and a night guard possible referral to pt if no improvement')).toEqual([
      'CONSULT: reviewed self care and a night guard possible referral to pt if no improvement',
    ]);
    expect(clauses('reviewed self care referral to oral surgery').at(-1)).toBe('PLAN: referral to oral surgery');
  });

  it('reads "if advised by" as the condition of a planned item, not advice', () => {
    expect(clauses('Plan: extraction URE and ULE if advised by orthodontist. Recall 6 months.', 'palmer')).toEqual([
      'PLAN: extraction URE and ULE if advised by orthodontist.', 'FU: Recall 6 months.',
    ]);
  });

  it('keeps a decision said in brackets with what it is about', () => {
    expect(clauses('NV: extraction #30 or referral for retreatment (pt to decide).', 'universal')).toEqual(['NV: extraction #30 or referral for retreatment (pt to decide).']);
  });

  it('reads a perio re-evaluation said first as the reason for attending, as a periodontal one', () => {
    expect(clauses('Perio re-evaluation. Med hx: no changes.')).toEqual(['CC: Perio re-evaluation.', 'MEDHX: no changes.']);
  });

  it('opens a clause at "also" said right before its cue', () => {
    expect(generateNotes('medical history atrial fibrillation on warfarin inr this morning two point four also takes bisoprolol')['MED HX']).toBe(
      'Atrial fibrillation on warfarin INR this morning 2.4. Takes bisoprolol',
    );
  });

  it('keeps how the patient found an earlier visit with the complaint, not the remarks', () => {
    expect(clauses('attended for fit of new upper partial denture she was happy with the try in last time')).toEqual([
      'CC: fit of new upper partial denture she was happy with the try in last time',
    ]);
    expect(clauses('fluoride varnish applied she was happy with the result').at(-1)).toBe('NOTES: she was happy with the result');
  });

  it('opens the treatment at a restoration tried in said verb-first', () => {
    expect(clauses('intraoral ridges look good no sore spots tried the dentures in')).toEqual(['INTRA: ridges look good no sore spots', 'TX: tried the dentures in']);
  });

  it('reads options reviewed by name with their risks as the discussion', () => {
    expect(clauses('Access prepared. Reviewed RCT, extraction and no tx with risks/benefits; pt elected RCT.').at(-1)).toBe(
      'CONSULT: Reviewed RCT, extraction and no tx with risks/benefits; pt elected RCT.',
    );
    expect(clauses('bitewings taken no caries reviewed crown and onlay with risks and costs pt chose onlay')).toEqual([
      'RADIO: bitewings taken no caries',
      'CONSULT: reviewed crown and onlay with risks and costs',
      'CONSULT: pt chose onlay',
    ]);
  });
});

describe('clauses: the more19–more20 round', () => {
  it('keeps whoever consented with the consent', () => {
    expect(clauses('explained the options she consented verbally to drainage')).toEqual([
      'CONSULT: explained the options',
      'CONSENT: she consented verbally to drainage',
    ]);
    expect(clauses('medical history nkda 36 DL cusp fractured patient verbally consented to a temporary today').at(-1)).toBe('CONSENT: patient verbally consented to a temporary today');
    expect(clauses('advised soft diet dad consented on her behalf').at(-1)).toBe('CONSENT: dad consented on her behalf');
    expect(clauses('advised soft diet dad consented on her behalf 11 glass ionomer bandage over the exposed dentine').slice(-2)).toEqual([
      'CONSENT: dad consented on her behalf',
      'TX: 11 glass ionomer bandage over the exposed dentine',
    ]);
  });

  it('reads sedation written as its formula as a step, and what was reviewed with a parent as the discussion', () => {
    expect(clauses('Mom signed consent for nitrous and fillings. N2O/O2 at 30%.', 'universal')).toEqual([
      'CONSENT: Mom signed consent for nitrous and fillings.',
      'TX: N2O/O2 at 30%.',
    ]);
    expect(clauses('diagnosis abscessed 75 reviewed extraction and a space maintainer with mom mom consented verbally')).toEqual([
      'DX: abscessed 75',
      'CONSULT: reviewed extraction and a space maintainer with mom',
      'CONSENT: mom consented verbally',
    ]);
  });

  it('puts how the patient sat through the visit in the notes', () => {
    expect(clauses('fluoride varnish applied to all teeth she sat really well plan hall crown 65')).toEqual([
      'TX: fluoride varnish applied to all teeth',
      'NOTES: she sat really well',
      'PLAN: hall crown 65',
    ]);
    expect(clauses('glass ionomer placed as interim restorations he did okay with lots of breaks').at(-1)).toBe('NOTES: he did okay with lots of breaks');
    expect(clauses('Polished. Pt handled the appointment much better than expected.').at(-1)).toBe('NOTES: Pt handled the appointment much better than expected.');
  });

  it('keeps an ulcer to monitor in the plan', () => {
    expect(clauses('plan refer to oral surgeon to discuss 27 monitor ulcer follow up in 2 weeks')).toEqual([
      'PLAN: refer to oral surgeon to discuss 27 monitor ulcer',
      'FU: follow up in 2 weeks',
    ]);
  });

  it("keeps a joint's diagnosis in the diagnoses, and a drug among what was advised in the advice", () => {
    expect(clauses('Dx: myofascial pain left side; left TMJ disc displacement with reduction; nocturnal bruxism.')).toEqual([
      'DX: myofascial pain left side; left TMJ disc displacement with reduction; nocturnal bruxism.',
    ]);
    expect(clauses('Discussed the diagnosis; advised soft diet, no gum, jaw rest, ibuprofen 400 mg for flare-ups. Options: splint')).toEqual([
      'CONSULT: Discussed the diagnosis; advised soft diet, no gum, jaw rest, ibuprofen 400 mg for flare-ups.',
      'CONSULT: Options: splint',
    ]);
    expect(clauses('Extraction done. Advised salt water rinses, metronidazole 400 mg 3 times a day for 5 days prescribed.').at(-1)).toBe(
      'TX: metronidazole 400 mg 3 times a day for 5 days prescribed.',
    );
  });

  it('keeps what someone with the patient came in for in the notes', () => {
    expect(clauses('she would like an implant notes her husband came in for the discussion plan implant 46').slice(-2)).toEqual([
      'NOTES: her husband came in for the discussion',
      'PLAN: implant 46',
    ]);
    expect(clauses('she came in for a check up medical history nil')).toEqual(['CC: check up', 'MEDHX: nil']);
  });

  it('reads a periapical said with its grade or count and a cone beam as films', () => {
    expect(clauses('obturated with gutta percha post op periapical grade 1 obturation well condensed').at(-1)).toBe(
      'RADIO: post op periapical grade 1 obturation well condensed',
    );
    expect(clauses('intra oral small laceration inside the upper lip 11 fractured incisal edge 12 and 22 sound 2 periapicals and an upper standard occlusal taken grade 1').at(-1)).toBe(
      'RADIO: 2 periapicals and an upper standard occlusal taken grade 1',
    );
    expect(clauses('perio psr 2 2 2 2 2 2 with an isolated 10 mm pocket buccal of 12 cone beam taken of the upper left', 'universal')).toEqual([
      'PERIO: PSR 2 2 2 / 2 2 2 with an isolated 10 mm pocket buccal of 12',
      'RADIO: cone beam taken of the upper left',
    ]);
  });

  it('reads "at each review" as part of a planned item, not the follow-up', () => {
    expect(clauses('plan sensibility tests at each review next visit composite build up 11 review in 2 weeks')).toEqual([
      'PLAN: sensibility tests at each review',
      'NV: composite build up 11',
      'FU: review in 2 weeks',
    ]);
  });

  it('keeps what was understood or agreed to before consent with the consent', () => {
    expect(clauses('explained a hall crown for 75 mum agreed to the treatment and gave verbal consent fluoride varnish applied')).toEqual([
      'CONSULT: explained a hall crown for 75',
      'CONSENT: mum agreed to the treatment and gave verbal consent',
      'TX: fluoride varnish applied',
    ]);
    expect(clauses('reviewed risks bleeding and dry socket she understands the risks and signed the consent form').at(-1)).toBe(
      'CONSENT: she understands the risks and signed the consent form',
    );
  });

  it('keeps what was discussed after "including" in the discussion, and a caries risk with the diagnosis', () => {
    expect(clauses('discussed options for managing her anxiety including inhalation sedation oral sedation and iv sedation explained she would need an escort')).toEqual([
      'CONSULT: discussed options for managing her anxiety including inhalation sedation oral sedation and iv sedation',
      'CONSULT: explained she would need an escort',
    ]);
    expect(clauses('diagnosis caries 54 64 and 65 high caries risk discussed with dad cutting down juice')).toEqual([
      'DX: caries 54 64 and 65 high caries risk',
      'CONSULT: discussed with dad cutting down juice',
    ]);
  });

  it('hears probing depths said around a tooth as periodontal, but not among one tooth\'s tests', () => {
    expect(clauses('medical history nil thirteen fractured buccal cusp twelve and fourteen fine probing three millimetres around thirteen').at(-1)).toBe('PERIO: probing 3 mm around 13');
    expect(clauses('Med hx: nil. 36 deep MOD composite, cold +++, probing 3 mm circumferentially, no mobility.').at(-1)).toBe('DENTAL: 36 deep MOD composite, cold +++, probing 3 mm circumferentially, no mobility.');
  });

  it('hears findings explained, "to plan" and periodontal charting in a plan as what they are, not headers', () => {
    expect(clauses('diagnosis caries explained findings that we need x-rays to plan properly')).toEqual([
      'DX: caries',
      'CONSULT: explained findings that we need x-rays to plan properly',
    ]);
    expect(clauses('plan full mouth x-rays periodontal charting fillings').at(-1)).toBe('PLAN: full mouth x-rays periodontal charting fillings');
  });

  it('hears a question about how long recovery takes as the discussion', () => {
    expect(clauses('treatment today closed with four oh vicryl he asked how long before he can eat steak again').at(-1)).toBe('CONSULT: he asked how long before he can eat steak again');
  });

  it('hears a rinse timed before surgery as a step', () => {
    expect(clauses('consent signed reviewed the risks of nerve injury again chlorhexidine rinse one minute').at(-1)).toBe('TX: chlorhexidine rinse 1 minute');
  });

  it('hears a diagnosis said as likely as the diagnosis, not its cause or what was discussed', () => {
    expect(clauses('IO: 6 mm soft bluish nodule lower lip mucosa, likely mucocele.')).toEqual(['INTRA: 6 mm soft bluish nodule lower lip mucosa,', 'DX: likely mucocele.']);
    expect(clauses('diagnosis probably irreversible pulpitis lower right seven')).toEqual(['DX: probably irreversible pulpitis 47']);
    expect(clauses('diagnosis xerostomia likely medication related')).toEqual(['DX: xerostomia likely medication related']);
    expect(clauses('discussed white patch likely frictional keratosis from cheek biting')).toEqual(['CONSULT: discussed white patch likely frictional keratosis from cheek biting']);
  });

  it('reads headers said in full sentences or with whom they are for', () => {
    expect(clauses('The diagnoses are generalized periodontitis stage III grade B and recurrent caries on 16. She is booked for scaling and root planing. The treatment plan is an MO composite on 16.')).toEqual([
      'DX: generalized periodontitis stage III grade B and recurrent caries on 16.',
      'NV: scaling and root planing.',
      'PLAN: an MO composite on 16.',
    ]);
    expect(clauses('talked about a deep cleaning first and she agreed book her in for scaling and root planing upper right').at(-1)).toBe('NV: scaling and root planing upper right');
    expect(clauses('A full-mouth series showed generalized horizontal bone loss.')).toEqual(['RADIO: A full-mouth series showed generalized horizontal bone loss.']);
  });

  it('hears the neck and jaw joints, and no extra-oral swelling said in a sentence, as extra-oral findings', () => {
    expect(clauses('medical history doesn t smoke no swelling or lumps in the neck jaw joints fine')).toEqual([
      'MEDHX: doesn t smoke',
      'EXTRA: no swelling or lumps in the neck',
      'EXTRA: jaw joints fine',
    ]);
    expect(clauses('medical history healthy no facial swelling no swelling in the mouth')).toEqual([
      'MEDHX: healthy',
      'EXTRA: no facial swelling',
      'INTRA: no swelling in the mouth',
    ]);
    expect(clauses('She is allergic to codeine. There was no extraoral swelling and the TMJs were within normal limits.').at(-1)).toBe(
      'EXTRA: There was no extraoral swelling and the TMJs were within normal limits.',
    );
  });

  it('hears "he\'s healthy" said without a header as the history', () => {
    expect(clauses('walk in he broke a back tooth on the lower right it s been aching since he s healthy allergic to penicillin').slice(0, 2)).toEqual([
      'CC: walk in he broke a back tooth on the lower right it s been aching since',
      'MEDHX: he s healthy',
    ]);
  });

  it('hears a child\'s age before "here for" as a note and the rest as the complaint', () => {
    expect(clauses('eight year old here for her checkup and sealants mom is with her').slice(0, 2)).toEqual(['NOTES: 8 year old', 'CC: her checkup and sealants']);
  });

  it('keeps a recall said right after the complaint\'s header as the complaint, and an age said with who came as a note', () => {
    expect(clauses('She is here for her six-month recall. She is nine years old and came with her mother.')).toEqual([
      'CC: her 6 month recall.',
      'NOTES: She is 9 years old and came with her mother.',
    ]);
  });

  it('keeps a child\'s age with who came with them, after a plan said first', () => {
    expect(clauses('next visit fissure sealants plan to monitor upper right e nine year old attended with dad').slice(-2)).toEqual([
      'PLAN: monitor 55',
      'NOTES: 9 year old attended with dad',
    ]);
  });

  it('hears "I will review her in 24 hours" as the follow-up and the ridges as intra-oral', () => {
    expect(clauses('Med hx: warfarin. The ridges are healthy with no sore spots. I explained that sore spots are normal. I will review her in 24 hours and again in 1 week.')).toEqual([
      'MEDHX: warfarin.',
      'INTRA: The ridges are healthy with no sore spots.',
      'CONSULT: I explained that sore spots are normal.',
      'FU: I will review her in 24 hours and again in 1 week.',
    ]);
  });

  it('charts white spot lesions and stain said after the periodontal findings, and hears hygiene done around the brackets with its instrument as today\'s treatment', () => {
    expect(clauses('bpe not recorded because of the braces upper right two white spot lesions next to the brackets scale and polish around the brackets with ultrasonic', 'palmer')).toEqual([
      'PERIO: bpe not recorded because of the braces',
      'DENTAL: UR2 white spot lesions next to the brackets',
      'TX: scale and polish around the brackets with ultrasonic',
    ]);
  });

  it('hears a blood sugar reading and tetanus cover as history, "numbed up" as the anaesthetic, and smoking and alcohol advice as advice', () => {
    expect(clauses('Med hx: diabetic on metformin. Blood sugar today 142. Tetanus up to date.')).toEqual([
      'MEDHX: diabetic on metformin.',
      'MEDHX: Blood sugar today 142.',
      'MEDHX: Tetanus up to date.',
    ]);
    expect(clauses('medical history smoker 1 ppd nkda numbed up srp lower right').at(-1)).toBe('TX: numbed up srp lower right');
    expect(clauses('Alcohol approx 35 units/week. Smoking and alcohol advice given.').at(-1)).toBe('CONSULT: Smoking and alcohol advice given.');
  });

  it('hears a warning as advice', () => {
    expect(clauses('root surface debridement lower right warned about sensitivity for a few days').at(-1)).toBe('CONSULT: warned about sensitivity for a few days');
  });

  it('hears a treatment turned down, said verb-last, as the decision', () => {
    expect(clauses('Adult prophy with coarse paste and floss. OHI reviewed. Fluoride varnish declined. RTC 6 months.')).toEqual([
      'TX: Adult prophy with coarse paste and floss.',
      'TX: OHI reviewed.',
      'CONSULT: Fluoride varnish declined.',
      'FU: RTC 6 months.',
    ]);
  });

  it('does not hear "from here to" as the reason for attending', () => {
    expect(clauses('post op instructions given she said she was going straight from here to her daughter s recital').some((c) => c.startsWith('CC'))).toBe(false);
  });

  it('keeps what the patient was told elsewhere in the complaint', () => {
    expect(clauses('second opinion she was told at another practice she needs four fillings medical history nil').at(0)).toBe('CC: second opinion she was told at another practice she needs 4 fillings');
  });

  it('reads "he\'s gone for the bonded crown" as the decision', () => {
    expect(clauses('medical history no changes fifteen distal composite sound he s gone for the porcelain bonded crown').slice(-2)).toEqual([
      'DENTAL: 15 distal composite sound',
      'CONSULT: he s gone for the porcelain-bonded crown',
    ]);
  });

  it('reads "she is happy to go ahead" as the decision, not a remark', () => {
    expect(clauses('explained that the best option is new dentures she is happy to go ahead with new dentures advised to soak them')).toEqual([
      'CONSULT: explained that the best option is new dentures',
      'CONSULT: she is happy to go ahead with new dentures',
      'CONSULT: advised to soak them',
    ]);
    expect(clauses('fluoride varnish applied she was happy with the result').at(-1)).toBe('NOTES: she was happy with the result');
  });

  it('opens the plan at "plan" said right after who came with the patient', () => {
    expect(clauses('notes very anxious her partner came with her plan complete root canal treatment 26 then crown')).toEqual([
      'NOTES: very anxious',
      'NOTES: her partner came with her',
      'PLAN: complete root canal treatment 26 then crown',
    ]);
  });

  it('keeps a finding about the gum above a tooth with the intra-oral findings', () => {
    expect(clauses('IO: sinus tract on the facial gingiva above #8, traced with gutta percha cone. #8 gray discoloration.', 'universal')).toEqual([
      'INTRA: sinus tract on the facial gingiva above #8, traced with gutta percha cone.',
      'DENTAL: #8 gray discoloration.',
    ]);
  });

  it('opens the complaint at an emergency visit wherever it is said, not at emergency care spoken of', () => {
    expect(clauses('plan is root canal on number 3 then a crown emergency visit pt came in with throbbing pain upper right', 'universal')).toEqual([
      'PLAN: root canal on #3 then a crown',
      'CC: emergency visit',
      'CC: throbbing pain upper right',
    ]);
    expect(clauses('14 year old attended with dad emergency he fell off his scooter yesterday')).toEqual([
      'NOTES: 14 year old attended with dad',
      'CC: emergency he fell off his scooter yesterday',
    ]);
    expect(clauses('notes 30 minutes late so emergency only next visit crown prep')).toEqual(['NOTES: 30 minutes late so emergency only', 'NV: crown prep']);
  });

  it('keeps consent said to be discussed with the consent, and taking time to decide with the discussion', () => {
    expect(clauses('costs reviewed she prefers extraction and graft then implant informed consent discussed but not signed today she wants to talk to her husband first plan extraction 12')).toEqual([
      'CONSULT: costs reviewed',
      'CONSULT: she prefers extraction and graft then implant',
      'CONSENT: informed consent discussed but not signed today',
      'CONSULT: she wants to talk to her husband first',
      'PLAN: extraction 12',
    ]);
  });

  it('opens the periodontal findings at "perio" before a measure, and charts a graded furcation after a site word', () => {
    expect(clauses('upper quads were done last week perio 4 to 6 millimeter pockets lower posterior heavy subgingival calculus lower anterior lingual number 19 class 2 furcation buccal diagnosis generalized periodontitis', 'universal')).toEqual([
      'CC: upper quads were done last week',
      'PERIO: 4 to 6 mm pockets lower posterior heavy subgingival calculus lower anterior lingual',
      'DENTAL: #19 class 2 furcation buccal',
      'DX: generalized periodontitis',
    ]);
  });

  it('reads a full chart with its number of sites and PPD as periodontal findings', () => {
    expect(clauses('EO: NAD. Full 6-point chart recorded: generalised PPD 4-6 mm, 7-9 mm at 16, 26; BOP 54%; plaque score 72%. 11 and 21 flared with a new diastema.')).toEqual([
      'EXTRA: NAD.',
      'PERIO: Full 6-point chart recorded: generalised PPD 4-6 mm, 7-9 mm at 16, 26; BOP 54%; plaque score 72%.',
      'DENTAL: 11 and 21 flared with a new diastema.',
    ]);
  });

  it('reads "today:" after a film as when it was taken, and a tooth after a defect seen as where it was seen', () => {
    expect(clauses('Radiographs: OPG from GDP (grade 1) and PAs 31/41 today: horizontal bone loss 50-60% at worst site (16), vertical defects 47 mesial and 26 distal. Dx: generalised periodontitis.')).toEqual([
      'RADIO: OPG from GDP (grade 1) and PAs 31/41 today: horizontal bone loss 50-60% at worst site (16), vertical defects 47 mesial and 26 distal.',
      'DX: generalised periodontitis.',
    ]);
    expect(clauses('MH: nil. Today: scale and polish.')).toEqual(['MEDHX: nil.', 'TX: scale and polish.']);
  });

  it('keeps a film a decision rests on in the discussion', () => {
    expect(clauses('risks explained including dry socket and numbness given the x ray findings patient opts for surgical extraction')).toEqual([
      'CONSULT: risks explained including dry socket and numbness given the x ray findings',
      'CONSULT: patient opts for surgical extraction',
    ]);
  });

  it('keeps painkillers taken for the complaint with it, not with the medical history', () => {
    expect(clauses('emergency swelling upper left since saturday throbbing kept her awake comma taking ibuprofen and paracetamol full stop medical history asthma')).toEqual([
      'CC: emergency swelling upper left since saturday throbbing kept her awake, taking ibuprofen and paracetamol.',
      'MEDHX: asthma',
    ]);
    expect(clauses('c/o pain lower left taking ibuprofen for back pain')).toEqual(['CC: pain lower left', 'MEDHX: taking ibuprofen for back pain']);
  });

  it('reads facial swelling said without a header after the medical history as an extra-oral finding, not after the complaint', () => {
    expect(clauses('medical history allergic to penicillin full stop left facial swelling over the cheek not extending to the eye temperature 37.8')).toEqual([
      'MEDHX: allergic to penicillin.',
      'EXTRA: left facial swelling over the cheek not extending to the eye',
      'EXTRA: temperature 37.8',
    ]);
    expect(clauses('c/o toothache. Facial swelling since Saturday. MH: nil.')).toEqual(['CC: toothache.', 'CC: Facial swelling since Saturday.', 'MEDHX: nil.']);
  });

  it('opens no plan at a referral declined or named among options in brackets', () => {
    expect(clauses('Consent for SRP after alternatives (no treatment, referral to periodontist) were reviewed. Smoking cessation advised; pt declined referral to quit line. Plan: referral to periodontist.')).toEqual([
      'CONSENT: Consent for SRP after alternatives (no treatment, referral to periodontist) were reviewed.',
      'CONSULT: Smoking cessation advised; pt declined referral to quit line.',
      'PLAN: referral to periodontist.',
    ]);
  });

  it("drops only the last tooth's finding of a run of chart findings at 'scratch that'", () => {
    expect(clauses('intraoral exam wnl number fourteen mesial caries number three crown with open distal margin number thirty amalgam fractured scratch that number thirty large amalgam with craze lines', 'universal')).toEqual([
      'INTRA: wnl',
      'DENTAL: #14 mesial caries #3 crown with open distal margin',
      'DENTAL: #30 large amalgam with craze lines',
    ]);
  });

  it('opens the plan at "treatment plan" said right after a consent closed by "signed"', () => {
    expect(clauses('informed consent for the treatment plan signed treatment plan mesial occlusal composite 14 next visit composite 14')).toEqual([
      'CONSENT: informed consent for the treatment plan signed',
      'PLAN: MO composite 14',
      'NV: composite 14',
    ]);
    expect(clauses('discussed options patient signed treatment plan and estimate')).toEqual(['CONSULT: discussed options patient signed treatment plan and estimate']);
  });

  it('keeps "new patient" as the kind of visit and the nerves said after it as a remark', () => {
    expect(clauses('new patient very nervous has not been to a dentist for 6 years full stop main concern broken tooth upper left')).toEqual([
      'CC: new patient',
      'NOTES: very nervous has not been to a dentist for 6 years.',
      'CC: main concern broken tooth upper left',
    ]);
  });

  it('keeps the options weighed before a discussion said verb-last with it', () => {
    expect(clauses('Recall 6 months. Composite vs amalgam and costs discussed before starting. Verbal consent obtained.')).toEqual([
      'FU: Recall 6 months.',
      'CONSULT: Composite vs amalgam and costs discussed before starting.',
      'CONSENT: Verbal consent obtained.',
    ]);
    expect(clauses('recall six months composite versus amalgam and costs discussed before starting verbal consent obtained')).toEqual([
      'FU: recall 6 months',
      'CONSULT: composite versus amalgam and costs discussed before starting',
      'CONSENT: verbal consent obtained',
    ]);
  });

  it('charts a recurrent lesion said before its tooth among chart entries, not as treatment', () => {
    expect(clauses('IO: dry mucosa. #1, #16, #17 and #32 missing. Recurrent decay on #14 under MOD amalgam. #5 distal caries.', 'universal')).toEqual([
      'INTRA: dry mucosa.',
      'DENTAL: #1, #16, #17 and #32 missing.',
      'DENTAL: Recurrent decay on #14 under MOD amalgam.',
      'DENTAL: #5 distal caries.',
    ]);
  });

  it("reads a procedure named bare at the head of steps said done after a comma as today's treatment", () => {
    expect(clauses('discussed the risks pt and wife prefer to keep it for now denture adjustment on the lower partial comma flange relieved with acrylic bur')).toEqual([
      'CONSULT: discussed the risks pt and wife prefer to keep it for now',
      'TX: denture adjustment on the lower partial,',
      'TX: flange relieved with acrylic bur',
    ]);
    expect(clauses('discussed crown 36 and onlay, patient to decide').some((c) => c.startsWith('TX'))).toBe(false);
  });
});


describe('clauses: the more21 round', () => {
  it('hears section names said in other words, not a history, finding or procedure spoken of', () => {
    expect(clauses('presenting complaint sensitivity upper left history fit and well no meds findings extra oral nothing of note assessment dentine hypersensitivity procedure duraphat varnish applied going forward hygienist appointment')).toEqual([
      'CC: sensitivity upper left',
      'MEDHX: fit and well',
      'MEDHX: no meds',
      'EXTRA: nothing of note',
      'DX: dentine hypersensitivity',
      'TX: duraphat varnish applied',
      'PLAN: hygienist appointment',
    ]);
    expect(clauses('pain lower left no history of trauma').map((c) => c.split(':')[0])).not.toContain('MEDHX');
    expect(clauses('pt tolerated procedure well')).toEqual(['NOTES: pt tolerated procedure well']);
  });

  it('keeps who came, how a child sat, missed appointments and payment as remarks', () => {
    expect(clauses('broken tooth lower left very nervous today accompanied by her husband medical history asthma')).toEqual([
      'CC: broken tooth lower left',
      'NOTES: very nervous today',
      'NOTES: accompanied by her husband',
      'MEDHX: asthma',
    ]);
    expect(clauses('recall six months mom paid the copay at the front desk')).toEqual(['FU: recall 6 months', 'NOTES: mom paid the copay at the front desk']);
    expect(clauses('IO: soft tissues NAD. Very good for the exam, sat nicely.')).toEqual(['INTRA: soft tissues NAD.', 'NOTES: Very good for the exam, sat nicely.']);
    expect(clauses('Pt feels gums are better. Missed her last 2 hygiene appts.').at(-1)).toBe('NOTES: Missed her last 2 hygiene appts.');
  });
});

describe('clauses: the more22 round', () => {
  it('keeps a tooth-first diagnosis whole, and reads a tooth after "adj" or "labial to" as a place', () => {
    expect(clauses('diagnosis upper right six irreversible pulpitis with apical periodontitis', 'palmer')).toEqual(['DX: UR6 irreversible pulpitis with apical periodontitis']);
    expect(clauses('IO: fluctuant buccal swelling adj #30. Sinus tract labial to #9.', 'universal').map((c) => c.split(':')[0])).toEqual(['INTRA', 'INTRA']);
  });

  it('hears a healing socket as a finding, a failed appointment and an escort as remarks, and "rev" as a review', () => {
    expect(clauses('post op check extraction 17 last tuesday pain mostly gone socket healing well no dry socket')).toEqual([
      'CC: post op check extraction 17 last tuesday pain mostly gone',
      'INTRA: socket healing well no dry socket',
    ]);
    expect(clauses('FTA 10:30 appt, called pt, no answer.')[0]).toMatch(/^NOTES: FTA/);
    expect(clauses('first exam dad with him cooperative for knee to knee exam')[1]).toMatch(/^NOTES: dad with him/);
    expect(clauses('Pt comfortable on leaving. Rev 2 weeks if still sore.').at(-1)).toBe('FU: Rev 2 weeks if still sore.');
    expect(clauses('refer back to general dentist for crown within 1 month')[0]).toMatch(/^PLAN/);
  });
});

describe('clauses: the more22 round, typed notes', () => {
  it('keeps a report sent on as a remark and reads "Try-in OK" and a bare "RD." as steps', () => {
    expect(clauses('Plan: retx #9, then crown. Report sent to Dr Nguyen.', 'universal').at(-1)).toBe('NOTES: Report sent to Dr Nguyen.');
    expect(clauses('Temp removed. Try-in OK, pt happy with shade. RD. Excess removed.', 'palmer').map((c) => c.split(':')[0])).toEqual(['TX', 'TX', 'NOTES', 'TX', 'TX']);
  });
});

describe('clauses: the more24 round', () => {
  const sections = (said: string, numbering: Numbering = 'fdi') => clauses(said, numbering).map((c) => c.split(':')[0]);

  it('hears "note" before a remark, follow-ups said in other words, and a recall said last', () => {
    expect(clauses('diagnosis caries 75 note he was a bit nervous but coped well').at(-1)).toBe('NOTES: he was a bit nervous but coped well');
    expect(clauses('next visit 1 hour for MO composite 30 see in 6 months', 'universal').at(-1)).toBe('FU: see in 6 months');
    expect(clauses('advised to go to the ER if swelling spreads phone check tomorrow').at(-1)).toBe('FU: phone check tomorrow');
    expect(clauses('advised to use interdental brushes six monthly recall with hygienist').at(-1)).toBe('FU: 6 monthly recall with hygienist');
    // Said first, a recall is still the visit.
    expect(sections('six month recall no complaints')).toEqual(['CC']);
  });

  it('reads medical history, diagnoses and remarks said without a header', () => {
    expect(clauses('toothache asthmatic uses a salbutamol inhaler no allergies')).toEqual(['CC: toothache', 'MEDHX: asthmatic', 'MEDHX: uses a salbutamol inhaler', 'MEDHX: no allergies']);
    expect(sections('bitewings slight horizontal bone loss localized stage 2 grade b periodontitis')).toEqual(['RADIO', 'DX']);
    expect(clauses('smoking advice given patient not ready to quit')).toEqual(['CONSULT: smoking advice given patient not ready to quit']);
    expect(clauses('Plan: extraction 38 under GA. Letter to GDP.').at(-1)).toBe('NOTES: Letter to GDP.');
    expect(clauses('new patient quite nervous just wants a check up').at(-1)).toBe('CC: just wants a check up');
    expect(clauses('Pain lower right for 3 days. Taking Nurofen, helps a bit. MH: nil.')[1]).toBe('CC: Taking Nurofen, helps a bit.');
  });
});

describe('clauses: the more23 round', () => {
  it('hears "NV" written bare, "I explained" as the discussion, and "as prescribed by" and "under … isolation" as no steps', () => {
    expect(clauses('Dx: caries 25, 36. NV fillings 25 36 37.').at(-1)).toBe('NV: fillings 25 36 37.');
    expect(clauses('diagnosis caries 36 i explained the options').at(-1)).toBe('CONSULT: i explained the options');
    expect(clauses('here for fissure sealants as prescribed by doctor hughes')).toEqual(['CC: fissure sealants as prescribed by doctor hughes']);
    expect(clauses('rubber dam placed fissure sealants 36 46 with delton under cotton wool isolation')).toEqual(['TX: rubber dam placed', 'TX: fissure sealants 36 46 with delton under cotton wool isolation']);
  });
});

describe('clauses: template notes', () => {
  it('hears "Treatment rendered", films "we took" and full-mouth charting, and a denture taken out as no medicine', () => {
    expect(clauses('Consent form signed. Treatment rendered: adult prophy.').at(-1)).toBe('TX: adult prophy.');
    expect(clauses('psr 2 2 2 2 3 2 we took 4 bitewings no bone loss').at(-1)).toBe('RADIO: we took 4 bitewings no bone loss');
    expect(clauses('Full mouth periodontal charting completed, BOP 60%.')).toEqual(['PERIO: Full mouth periodontal charting completed, BOP 60%.']);
    expect(clauses('NV: SRP UL. Perio re-eval 6 weeks.').at(-1)).toBe('FU: Perio re-eval 6 weeks.');
    expect(clauses('lower denture loose he keeps taking it out medical history dementia').map((c) => c.split(':')[0])).toEqual(['CC', 'MEDHX']);
  });
});

describe('clauses: the more26 round', () => {
  it('reads a referral to us as the visit, a perio assessment asked for as the reason, and "today" before the treatment', () => {
    expect(clauses('new patient referred by her gdp for periodontal assessment medical history type 2 diabetes')).toEqual([
      'CC: new patient referred by her gdp for periodontal assessment',
      'MEDHX: type 2 diabetes',
    ]);
    expect(clauses('new patient referred for periodontal evaluation gums bleed when brushing')[0]).toMatch(/^CC/);
    expect(clauses('lower ridge resorbed today jaw registration with wax rims').at(-1)).toBe('TX: jaw registration with wax rims');
  });

  it('keeps "current smoker" in a periodontal diagnosis, a pulse apart from the films, and who the escort is', () => {
    expect(clauses('diagnosis generalised periodontitis stage 3 grade c unstable current smoker')).toEqual(['DX: generalised periodontitis stage 3 grade c unstable current smoker']);
    expect(clauses('bp 118/76 pulse 72 pano reviewed', 'universal').at(-1)).toBe('RADIO: pano reviewed');
    expect(clauses('post op instructions given to patient and escort escort is mom').at(-1)).toBe('NOTES: escort is mom');
  });
});

describe('clauses: conditions and times said with a cue word', () => {
  it('keeps "if patient agrees" in its plan and a dose taken before surgery in the history', () => {
    expect(clauses('discussed night guard next visit impressions for night guard if patient agrees').at(-1)).toBe('NV: impressions for night guard if patient agrees');
    expect(clauses('medical history penicillin allergy took clindamycin 600 mg 1 hour preop').map((c) => c.split(':')[0])).toEqual(['MEDHX']);
  });
});

describe('clauses: chart findings after a remark', () => {
  it('charts a finding said before its tooth after a remark about the patient', () => {
    expect(clauses('dad with him cooperative for knee to knee exam occlusal caries on k and t', 'universal').at(-1)).toBe('DENTAL: occlusal caries on #K and #T');
  });
});

describe('clauses: the more23 round, chairside', () => {
  it('keeps painkillers with the complaint after an opener, a parent "okay with" a plan as the decision, and "she did awesome" as a remark', () => {
    expect(clauses('okay so emergency visit swelling since yesterday he has been taking advil medical history diabetes').map((c) => c.split(':')[0])).toEqual(['CC', 'MEDHX']);
    expect(clauses('discussed options mom is okay with a pulpotomy').at(-1)).toBe('CONSULT: mom is okay with a pulpotomy');
    expect(clauses('occlusion adjusted she did awesome').at(-1)).toBe('NOTES: she did awesome');
  });
});

describe('clauses: the more28 round', () => {
  it('keeps a fee paid with the discussion, "no changes to medical hx" as history, pockets with their depth as perio, "child very good" as a remark', () => {
    expect(clauses('discussed shade and material patient chose emax fee of 450 paid').every((c) => c.startsWith('CONSULT'))).toBe(true);
    expect(clauses('Crown seat #3. No changes to medical hx.', 'universal').at(-1)).toBe('MEDHX: No changes to medical hx.');
    expect(clauses('type 2 diabetes on metformin pockets 4 to 6 mm in upper right and lower right').at(-1)).toBe('PERIO: pockets 4 to 6 mm in upper right and lower right');
    expect(clauses('Fluoride varnish applied. Dad present, child very good.').at(-1)).toBe('NOTES: Dad present, child very good.');
  });
});

describe('clauses: the more27 round', () => {
  it('keeps what the patient asks during the discussion in it, and risks said as a list', () => {
    expect(clauses('discussed crown to protect 3 pt asked about onlay explained crown gives better cusp coverage').every((c) => c.startsWith('CONSULT'))).toBe(true);
    expect(clauses('discussed options crown or onlay risks of crown include need for rct later').every((c) => c.startsWith('CONSULT'))).toBe(true);
  });
});

describe('clauses: the more27 round, plans and films spoken of', () => {
  it('reads a film a plan needs as the discussion\'s, and "she wants to keep the tooth" as the decision', () => {
    expect(clauses('discussed options implant success lower in smokers needs cbct bridge or partial denture').every((c) => c.startsWith('CONSULT'))).toBe(true);
    expect(clauses('discussed root canal versus extraction she wants to keep the tooth').every((c) => c.startsWith('CONSULT'))).toBe(true);
  });
  it('reads a chart finding said before its teeth after the periodontal scores as the chart, not a periodontal measure', () => {
    expect(clauses('BPE 3 2 3 / 3 2 3. Missing 18, 28, 38, 48. Caries on 14 and 15.')).toEqual(['PERIO: BPE 3 2 3 / 3 2 3.', 'DENTAL: Missing 18, 28, 38, 48.', 'DENTAL: Caries on 14 and 15.']);
    expect(clauses('psr two in all sextants existing composites on number four and number five', 'universal')).toEqual(['PERIO: psr 2 in all sextants', 'DENTAL: existing composites on #4 and #5']);
    expect(clauses('psr codes three three two three two two implant nineteen probing three and four no bleeding', 'universal')).toEqual(['PERIO: psr codes 3 3 2 3 2 2 implant #19 probing 3 and #4 no bleeding']);
  });
  it('hears "on exam" said in run-on speech as the examination', () => {
    expect(clauses('medical history no changes allergic to sulfa on exam number thirty lingering pain to cold', 'universal')).toEqual(['MEDHX: no changes', 'MEDHX: allergic to sulfa', 'DENTAL: #30 lingering pain to cold']);
  });
  it('hears who came said with their role or as a guardian as a remark', () => {
    expect(clauses('Sore mouth under upper denture for 3 weeks. Daughter (carer) present. MH: mild dementia.')).toEqual(['CC: Sore mouth under upper denture for 3 weeks.', 'NOTES: Daughter (carer) present.', 'MEDHX: mild dementia.']);
    expect(clauses('patient presents with swelling on the gum for two days grandmother is legal guardian medical history asthma').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX']);
  });
  it('keeps a tongue named with its kind whole, and in the discussion when it is what was explained', () => {
    expect(clauses('intra oral geographic tongue noted soft tissues otherwise healthy discussed geographic tongue is harmless')).toEqual([
      'INTRA: geographic tongue noted',
      'INTRA: soft tissues otherwise healthy',
      'CONSULT: discussed geographic tongue is harmless',
    ]);
  });
  it('keeps a tooth a radiograph report places what it shows under in the report', () => {
    expect(clauses('bitewings taken grade one recurrent caries under lower right seven amalgam diagnosis recurrent caries', 'palmer')).toEqual([
      'RADIO: bitewings taken grade 1 recurrent caries under LR7 amalgam',
      'DX: recurrent caries',
    ]);
  });
  it('hears "no change to medical history" as history', () => {
    expect(clauses('Attended for crown preparation UR1 and UL1. No change to medical history.', 'palmer').map((c) => c.split(':')[0])).toEqual(['CC', 'MEDHX']);
  });
  it('reads a sentence saying something was cleaned or recemented after the chart as treatment', () => {
    expect(clauses('Crown #8 came off last night. #8 prep intact with no recurrent decay. Crown and prep cleaned. Crown #8 recemented with RelyX Unicem, excess removed.', 'universal').map((c) => c.split(':')[0])).toEqual(['CC', 'DENTAL', 'TX', 'TX']);
  });
  it('hears how the patient says it feels after treatment as a remark', () => {
    expect(clauses('occlusion adjusted polished patient says it feels better advised salt water rinses').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES', 'CONSULT']);
    expect(clauses('Bite high on UL6. Today: high spot adjusted. Pt reports bite feels even now.', 'palmer').map((c) => c.split(':')[0])).toEqual(['CC', 'TX', 'NOTES']);
  });
  it('opens a clause with who said or did it', () => {
    expect(clauses('composite placed she was happy with it i told her it might be sensitive')).toEqual(['TX: composite placed', 'NOTES: she was happy with it', 'CONSULT: i told her it might be sensitive']);
  });
  it('reads a question about treatment as the discussion it opens, a request as a remark', () => {
    expect(clauses('Prophy done. Pt asked about electric toothbrushes, recommended Sonicare.', 'universal').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(clauses('Prophy done. Dad asked for an invoice.', 'universal').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES']);
  });
  it('reads a remark said in the middle of treatment as one sentence, the treatment going on after it', () => {
    expect(clauses('Tried the crown in, the shade was spot on and he was really happy with it. Contacts and margins all good.', 'palmer').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES', 'TX']);
    expect(clauses('Crown cemented. Pt tolerated procedure well. Pre-auth for bridge sent to insurance.', 'palmer').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES', 'NOTES']);
  });
  it('keeps oral hygiene instruction listed in a plan in the plan', () => {
    expect(clauses('Tx plan: DO composite 36, S&P w/ hygienist, OHI. Recall 6/12.').map((c) => c.split(':')[0])).toEqual(['PLAN', 'FU']);
    expect(clauses('Plan: DO composite 36. OHI given.').map((c) => c.split(':')[0])).toEqual(['PLAN', 'TX']);
  });
  it('hears "today" before both arches as today\'s treatment', () => {
    expect(clauses('discussed night guard fee 550 patient wants to proceed today upper and lower alginate impressions bite registration', 'universal').map((c) => c.split(':')[0])).toEqual(['CONSULT', 'CONSULT', 'TX']);
  });
  it('reads chatty remarks and who numbed the patient', () => {
    expect(clauses('medical history no changes I numbed her up with one cartridge of articaine four percent buccal infiltration we put the rubber dam on')).toEqual([
      'MEDHX: no changes',
      'TX: LA: 1 cartridge articaine 4%, buccal infiltration',
      'TX: we put the rubber dam on',
    ]);
    expect(clauses('today flange relieved by the ulcer she said it already feels better').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES']);
    expect(clauses('treatment today three rounds of whitening she was thrilled').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES']);
    expect(clauses('treatment today bonded the chip on number nine he loved it', 'universal').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES']);
  });
  it('hears bitewings said right after a blood pressure as radiographs, not as a count', () => {
    expect(clauses('medical history no changes blood pressure one twenty eight over seventy nine bitewings taken four films no decay')).toEqual([
      'MEDHX: no changes',
      'MEDHX: blood pressure 128/79',
      'RADIO: bitewings taken 4 films no decay',
    ]);
  });
  it('hears scaling said with how it was done as treatment after the periodontal findings', () => {
    expect(clauses('bpe three two three three two three bleeding on probing generalised supra and subgingival scaling with cavitron polished')).toEqual([
      'PERIO: BPE 3 2 3 / 3 2 3',
      'PERIO: bleeding on probing generalised',
      'TX: supra and subgingival scaling with cavitron polished',
    ]);
  });
  it('reads conversational dictation: a look in the mouth, agreeing to what was said, what the dentist said, a child\'s age with who came', () => {
    expect(clauses('medical history no changes i had a look and soft tissues are fine')).toEqual(['MEDHX: no changes', 'INTRA: i had a look and soft tissues are fine']);
    expect(clauses("on examination 46 ditched amalgam but it's sound I said we'd just keep an eye on 46 she's happy with that").map((c) => c.split(':')[0])).toEqual(['DENTAL', 'CONSULT', 'CONSULT']);
    expect(clauses("seven year old with mum she's in for a check up medical history fit and well").map((c) => c.split(':')[0])).toEqual(['NOTES', 'CC', 'MEDHX']);
  });
  it('reads a discussion with whom, one of last time, "no changes to his medical history" and what it looks like', () => {
    expect(clauses('crown prep on 46 we talked about last time no changes to his medical history').map((c) => c.split(':')[0])).toEqual(['CC', 'MEDHX']);
    expect(clauses('diagnosis pulpitis s we talked to dad about a pulpotomy and a crown', 'universal').map((c) => c.split(':')[0])).toEqual(['DX', 'CONSULT']);
    expect(clauses('psr 2 2 3 2 2 2 some calculus behind the lower front teeth looks like localized gingivitis', 'universal').map((c) => c.split(':')[0])).toEqual(['PERIO', 'DX']);
  });
  it('drops template headers typed with their colon: HPI, Rads, SH', () => {
    expect(clauses('CC: sensitivity to cold. HPI: 2 months, sharp. MH: nil. SH: smokes 5 a day. Rads: BWs grade 1, no caries.')).toEqual([
      'CC: sensitivity to cold.',
      'CC: 2 months, sharp.',
      'MEDHX: nil.',
      'MEDHX: smokes 5 a day.',
      'RADIO: BWs grade 1, no caries.',
    ]);
  });
  it('reads a quoted fee as the discussion, what insurance pays as part of it, and consent said as signed after an explanation', () => {
    expect(clauses('she asked about whitening quoted 450 for take home trays').map((c) => c.split(':')[0])).toEqual(['CONSULT']);
    expect(clauses('discussed pfm versus zirconia patient chose zirconia fee 1250 dollars insurance pays 50 percent after deductible').map((c) => c.split(':')[0])).toEqual(['CONSULT', 'CONSULT', 'CONSULT']);
    expect(clauses('discussed extraction risks of dry socket explained written consent signed').map((c) => c.split(':')[0])).toEqual(['CONSULT', 'CONSULT', 'CONSENT']);
    // A fee with its amount, or a payment, after the last step is the discussion's too; a laboratory's fee is not.
    expect(clauses('Cavit placed. Fee £450, £200 paid today.').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(clauses('night guard delivered fee 550 collected').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
  });
  it('reads a review timed from treatment, or over a range of weeks, as the follow-up, and as the reason for attending when said first', () => {
    expect(clauses('next visit srp ul and ur perio re eval four to six weeks after srp')).toEqual(['NV: srp ul and ur', 'FU: perio re eval 4 to 6 weeks after srp']);
    expect(clauses('next visit rsd ul and ll in 2 weeks perio review 3 months after rsd').map((c) => c.split(':')[0])).toEqual(['NV', 'FU']);
    expect(clauses('Periodontal review 3 months after RSD. Patient reports less bleeding.').map((c) => c.split(':')[0])).toEqual(['CC', 'CC']);
    expect(clauses('pain started 2 weeks after extraction').map((c) => c.split(':')[0])).toEqual(['CC']);
    expect(clauses('next visit hygienist in one month recall six months')).toEqual(['NV: hygienist in 1 month', 'FU: recall 6 months']);
    expect(clauses('6 month recall. No dental complaints but gums have been sore since starting chemo.').map((c) => c.split(':')[0])).toEqual(['CC', 'CC']);
    // A recall that was, not one to come.
    expect(clauses('here for filling 19 the one we found at her recall', 'universal').map((c) => c.split(':')[0])).toEqual(['CC']);
  });
  it('reads "I" before a verb as who did the step, not the incisal surface of the tooth before it', () => {
    expect(clauses('diagnosis dry socket LL8 I irrigated the socket with warm saline', 'palmer')).toEqual(['DX: dry socket LL8', 'TX: I irrigated the socket with warm saline']);
    expect(clauses('11 I composite placed')).toEqual(['TX: 11 I composite placed']);
  });
  it('ends the consent where treatment told as a story begins', () => {
    expect(clauses('he gave verbal consent so an inferior dental block was given using one cartridge of lidocaine two percent').map((c) => c.split(':')[0])).toEqual(['CONSENT', 'TX']);
    expect(clauses('verbal consent for drainage so I gave him one carpule lidocaine two percent')[0]).toBe('CONSENT: verbal consent for drainage');
    expect(clauses('verbal consent given gross debridement with cavitron')).toEqual(['CONSENT: verbal consent given', 'TX: gross debridement with cavitron']);
    expect(clauses('verbal consent from dad separator removed hall crown cemented').slice(0, 2)).toEqual(['CONSENT: verbal consent from dad', 'TX: separator removed']);
    expect(clauses('dad signed consent we used nitrous then one carpule lidocaine').slice(0, 2)).toEqual(['CONSENT: dad signed consent', 'TX: we used nitrous then']);
    expect(clauses('rubber dam placed we used nitrous then one carpule lidocaine').slice(0, 2)).toEqual(['TX: rubber dam placed', 'TX: we used nitrous then']);
    expect(clauses('extraction done we put two vicryl rapide sutures in')).toEqual(['TX: extraction done', 'TX: we put 2 vicryl rapide sutures in']);
    expect(clauses('i told her to cut them down to mealtimes we went ahead and put a hall crown on 75 no numbing needed').map((c) => c.split(':')[0])).toEqual(['CONSULT', 'TX', 'TX']);
    expect(clauses('explained it needs a crown eventually no numbing needed smoothed the sharp edges').map((c) => c.split(':')[0])).toEqual(['CONSULT', 'TX']);
  });
  it('keeps what was explained before consent was given in the consent', () => {
    expect(clauses('verbal consent given after risks of sensitivity and recession explained').map((c) => c.split(':')[0])).toEqual(['CONSENT']);
    expect(clauses('verbal consent given risks of dry socket explained').map((c) => c.split(':')[0])).toEqual(['CONSENT', 'CONSULT']);
  });
  it('never opens a clause after "the", "an" or "but", nor ends one on an article', () => {
    expect(clauses('patient has decided on an implant and understands the cost of 3900 dollars and 4 to 6 months treatment time')).toHaveLength(1);
    expect(clauses('medical history no changes still on the pill no allergies')[0]).toBe('MEDHX: no changes still on the pill no allergies');
    expect(clauses('oral hygiene instructions reviewed recommended an electric toothbrush')).toEqual(['TX: oral hygiene instructions reviewed', 'CONSULT: recommended an electric toothbrush']);
  });
  it('reads a remark about the patient after advice said verb-last as a note, and "patient and mom happy" too', () => {
    expect(clauses('electric toothbrush recommended patient a bit anxious about the injection but fine once numb')).toEqual([
      'CONSULT: electric toothbrush recommended',
      'NOTES: patient a bit anxious about the injection but fine once numb',
    ]);
    expect(clauses('advised avoid hard and sticky foods patient and mom happy')).toEqual(['CONSULT: advised avoid hard and sticky foods', 'NOTES: patient and mom happy']);
  });
  it('reads how the patient managed the chair as a note', () => {
    expect(clauses("composite placed he's got a tricky gag reflex so had to take breaks")).toEqual(['TX: composite placed', "NOTES: he's got a tricky gag reflex so had to take breaks"]);
    expect(clauses('sealants placed patient had difficulty sitting still but managed with short breaks').map((c) => c.split(':')[0])).toEqual(['TX', 'NOTES']);
  });
  it('reads what the patient is to do or avoid after treatment as the discussion, unless said as the post-op instructions', () => {
    expect(clauses('crown cemented avoid sticky foods for 24 hours')).toEqual(['TX: crown cemented', 'CONSULT: avoid sticky foods for 24 hours']);
    expect(clauses('composite placed bite checked take ibuprofen if sore').slice(-1)).toEqual(['CONSULT: take ibuprofen if sore']);
    expect(clauses('night guard fitted wear it every night and clean with a soft brush').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(clauses('sutures placed no smoking for 48 hours').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(clauses('post op instructions given soft diet')).toEqual(['TX: post op instructions given soft diet']);
    expect(clauses('alvogyl placed post op advice warm salt water rinses')).toEqual(['TX: alvogyl placed', 'TX: post op advice warm salt water rinses']);
    // Social history is not advice.
    expect(clauses('medical history hypertension on amlodipine no smoking no alcohol').map((c) => c.split(':')[0])).toEqual(['MEDHX']);
  });
  it('opens treatment at what was sealed or cleaned after a radiograph report', () => {
    expect(clauses('periapical taken no gaps access sealed with ptfe tape and composite')).toEqual(['RADIO: periapical taken no gaps', 'TX: access sealed with ptfe tape and composite']);
    expect(clauses('pa shows no periapical pathology crown and tooth cleaned recemented with fuji').map((c) => c.split(':')[0])).toEqual(['RADIO', 'TX']);
  });
  it('reads "impression" before a suspected lesion as the diagnosis header', () => {
    expect(clauses('bpe 3 3 3 3 3 3 impression suspected squamous cell carcinoma left lateral tongue plan urgent referral').slice(1)).toEqual(['DX: suspected squamous cell carcinoma left lateral tongue', 'PLAN: urgent referral']);
    expect(clauses('upper and lower impressions taken').map((c) => c.split(':')[0])).toEqual(['TX']);
  });
  it('keeps where a diagnosis is, and what it comes with, in the diagnosis', () => {
    expect(clauses('diagnosis white patch left buccal mucosa plan biopsy')).toEqual(['DX: white patch left buccal mucosa', 'PLAN: biopsy']);
    expect(clauses('Dx: suspicious ulcer L lateral tongue. Plan: urgent referral').map((c) => c.split(':')[0])).toEqual(['DX', 'PLAN']);
    expect(clauses('diagnosis xerostomia likely medication related')).toEqual(['DX: xerostomia likely medication related']);
    // A header still opens its section.
    expect(clauses('diagnosis caries 36 medical history nil').map((c) => c.split(':')[0])).toEqual(['DX', 'MEDHX']);
  });
  it('keeps a discussion the patient came for in the reason for attending', () => {
    expect(clauses('patient here for treatment plan discussion medical history nil')).toEqual(['CC: treatment plan discussion', 'MEDHX: nil']);
    expect(clauses('crown prep done discussion with patient about implant').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
  });
  it('reads what the patient was told, and teaching how to care for an appliance, as the discussion', () => {
    expect(clauses('composite placed patient was told the tooth may need a crown eventually').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(clauses('told him we could bond it today').map((c) => c.split(':')[0])).toEqual(['CONSULT']);
    expect(clauses('night guard fitted went through how to wear it and clean it').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
  });
  it('keeps teeth a radiograph report says how deep a lesion goes in the report', () => {
    expect(clauses('bitewings taken 46 caries under restoration 37 mesial caries into dentine 18 retained root no apical pathology diagnosis caries').map((c) => c.split(':')[0])).toEqual(['RADIO', 'DX']);
    expect(clauses('IO: NAD. BWs grade 1. 26 O caries into dentine, 47 D caries into inner dentine. Dx: caries 26, 47.').map((c) => c.split(':')[0])).toEqual(['INTRA', 'RADIO', 'RADIO', 'DX']);
  });
  it("reads a remark about the patient said with \"she's\" or \"he's\" as a note", () => {
    expect(clauses("crown recemented he's happy it's back on")).toEqual(['TX: crown recemented', "NOTES: he's happy it's back on"]);
    expect(clauses("she's a bit anxious about needles")).toEqual(["NOTES: she's a bit anxious about needles"]);
    // Being happy to be referred is a decision, not a remark.
    expect(clauses("explained removal is best she's happy to be referred").map((c) => c.split(':')[0])).toEqual(['CONSULT']);
  });
  it('keeps a medicine or habit said after "no changes" in the medical history before findings said without a header', () => {
    expect(clauses("medical history no changes still on levothyroxine soft tissues all fine")).toEqual(['MEDHX: no changes still on levothyroxine', 'INTRA: soft tissues all fine']);
    expect(clauses('medical history no changes quit vaping last year pocket depths mostly two to four mm').map((c) => c.split(':')[0])).toEqual(['MEDHX', 'PERIO']);
  });
  it('keeps a topic of advice said before its verb with the discussion', () => {
    expect(clauses('prophy done smoking cessation discussed patient not ready to quit')).toEqual(['TX: prophy done', 'CONSULT: smoking cessation discussed patient not ready to quit']);
    expect(clauses('la given nhs band 3 explained').slice(-1)).toEqual(['CONSULT: nhs band 3 explained']);
  });
  it('opens a clause at what the patient wants or prefers said after "and", not at what they want to know', () => {
    expect(clauses('discussed crown versus onlay and she wants the crown')).toEqual(['CONSULT: discussed crown versus onlay and', 'CONSULT: she wants the crown']);
    expect(clauses('we talked about it and he just wants it back on for now')).toHaveLength(2);
    expect(clauses("talked to mom about the cavity on k and she's happy to fix it next time", 'universal')).toHaveLength(2);
    expect(clauses('broke on popcorn and she wants to know if it can be saved')).toHaveLength(1);
  });
  it('opens a clause at a decision said in the present tense after "and", not one said in the past', () => {
    expect(clauses("we talked to dad about a pulpotomy and a crown and he's fine with that").map((c) => c.split(':')[1]!.trim())).toEqual(['we talked to dad about a pulpotomy and a crown and', "he's fine with that"]);
    expect(clauses('risks of infection and dry socket were discussed and she was happy to go ahead')).toHaveLength(1);
  });
  it('drops an opener said alone before a header, reads "cc" said after one as its header, and keeps a side with the TMJ', () => {
    expect(clauses('right um attended for check up no complaints')).toEqual(['CC: check up', 'CC: no complaints']);
    expect(clauses('patient presents c c swelling and pain lower right irrigated with 5 cc saline')).toEqual(['CC: swelling and pain lower right', 'TX: irrigated with 5 cc saline']);
    expect(clauses('eo right tmj click on opening')).toEqual(['EXTRA: right tmj click on opening']);
  });
  it('opens a step told as a story at its verb with whom it was for or what was put', () => {
    expect(clauses('socket irrigated placed one gut suture gave him post op instructions').slice(-1)).toEqual(['TX: gave him post op instructions']);
    expect(clauses('canals cleaned and shaped to working length put a cavit seal on top').slice(-1)).toEqual(['TX: put a cavit seal on top']);
  });
});

describe('sections: the more40–more43 round', () => {
  it('moves "so we did" or "so we gave" said before today\'s treatment into it', () => {
    const notes = generateNotes('medical history fit and well so we did one cartridge of articaine four percent buccal infiltration then rubber dam on');
    expect(notes['MED HX']).toBe('Fit and well');
    expect(clauses('medical history no changes non smoker so we did a full mouth scale and polish')).toEqual([
      'MEDHX: no changes',
      'MEDHX: non smoker',
      'TX: so we did a full mouth scale and polish',
    ]);
  });
});

describe('sections: who came with the patient', () => {
  it('notes who came with the patient, said "in with", "brought by" or "… are with her", and keeps the complaint around it', () => {
    expect(clauses('hygiene visit fifteen year old in with mum medical history fit and well')).toEqual(['CC: hygiene visit', 'NOTES: 15 year old in with mum', 'MEDHX: fit and well']);
    expect(clauses('lower right baby molar eighty four nine year old brought by his gran gran says it\'s been sore on and off')).toEqual(['CC: lower right baby molar 84', 'NOTES: 9 year old brought by his gran', "CC: gran says it's been sore on and off"]);
    expect(clauses('periodic exam and cleaning mom and little sister are with her no complaints medical history healthy')).toEqual(['CC: periodic exam and cleaning', 'NOTES: mom and little sister are with her', 'CC: no complaints', 'MEDHX: healthy']);
    expect(clauses('emergency eleven year old with mom he knocked out his upper front tooth at soccer medical history healthy')).toEqual(['CC: emergency', 'NOTES: 11 year old with mom', 'CC: he knocked out his upper front tooth at soccer', 'MEDHX: healthy']);
    expect(clauses('she fell off the couch and hit her mouth mom and dad both here crying but consolable')).toContain('NOTES: mom and dad both here crying but consolable');
  });
});

describe('sections: what the patient was told after instructions given to a parent', () => {
  it('reads "told her" after "given to mom" as advice, and what mom told her as no advice', () => {
    expect(clauses('extracted with forceps post op instructions given to mom told her no hot drinks until the numbness wears off recall six months')).toEqual(['TX: extracted with forceps', 'TX: post op instructions given to mom', 'CONSULT: told her no hot drinks until the numbness wears off', 'FU: recall 6 months']);
    expect(clauses('he fell off his bike mom told him to rinse with salt water')).not.toContain('CONSULT: told him to rinse with salt water');
  });
});

describe('sections: words of other fields said inside a discussion', () => {
  it('keeps "while he smokes", "using her radiographs" and "check in with his physician" in the discussion, and notes breaks and a lovely patient', () => {
    expect(clauses('explained the pockets may not heal as well while he smokes he is willing to try patches')).toEqual(['CONSULT: explained the pockets may not heal as well while he smokes he is willing to try patches']);
    const notes = generateNotes('i explained the findings using her radiographs and discussed scaling and root planing');
    expect(notes.CONSULT).toContain('I explained the findings using her radiographs');
    expect(notes.OE.RADIO).toBe('Not specified');
    expect(clauses('explained that good blood sugar control helps the gums heal and to check in with his physician')).toEqual(['CONSULT: explained that good blood sugar control helps the gums heal and to check in with his physician']);
    expect(clauses('scale and polish done she needed a couple of breaks she was lovely')).toEqual(['TX: scale and polish done', 'NOTES: she needed a couple of breaks', 'NOTES: she was lovely']);
    expect(clauses('fluoride varnish applied he was fine next visit fissure sealants')).toEqual(['TX: fluoride varnish applied', 'NOTES: he was fine', 'NV: fissure sealants']);
  });
});

describe('sections: a film taken during treatment', () => {
  it('reads what was done after the film report as treatment again, and a report that follows as the report', () => {
    const notes = generateNotes('Treatment today: access 46 under rubber dam, MB canal file separated at 18 mm. PA: fragment in apical third of MB canal, approx 3 mm long. Attempted bypass w/ 08 K file under magnification but unsuccessful. Perforation was sealed with MTA. Cavit placed.');
    expect(notes.OE.RADIO).toBe('PA: fragment in apical third of MB canal, approx 3 mm long');
    expect(notes.TX).toEqual(['Access 46 under rubber dam', 'MB canal file separated at 18 mm', 'Attempted bypass w/ 08 K file under magnification but unsuccessful', 'Perforation was sealed with MTA', 'Cavit placed']);
    // Before any treatment a sentence after the report is the report's ("PA: … Periapical radiolucency noted.").
    expect(generateNotes('PA 36: deep distal caries. Periapical radiolucency noted. Dx irreversible pulpitis.').OE.RADIO).toBe('PA 36: deep distal caries. Periapical radiolucency noted');
  });
});

describe('sections: decisions declined, put off or taken together', () => {
  it('files "FV declined", "decided with pt to …" and "pt will consider …" with the discussion', () => {
    expect(clauses('Med hx: NKDA. Prophy and polish with cavitron. FV declined. Decided with pt to postpone the filling. Pt will consider SRP after talking to his wife. Recall 6 months.')).toEqual([
      'MEDHX: NKDA.', 'TX: Prophy and polish with cavitron.', 'CONSULT: FV declined.', 'CONSULT: Decided with pt to postpone the filling.', 'CONSULT: Pt will consider SRP after talking to his wife.', 'FU: Recall 6 months.',
    ]);
  });
});

describe('sections: a child\'s behaviour rated or named', () => {
  it('notes a Frankl rating, "great behavior" and a tooth kept for the tooth fairy', () => {
    expect(clauses('Ext #K w/ forceps, roots intact. Frankl 3, cried briefly during LA. NV: fit band and loop.')).toContain('NOTES: Frankl 3, cried briefly during LA.');
    expect(clauses('hall crown seated excess removed told dad it will settle great behavior recall three months')).toContain('NOTES: great behavior');
    expect(clauses('post op instructions given to mom she kept the teeth for the tooth fairy recall six months')).toContain('NOTES: she kept the teeth for the tooth fairy');
  });
});

describe('sections: a tooth said as the object of the verb before it', () => {
  it('keeps "extracted number 14 with forceps, roots intact" as treatment, and a chart finding after a verb said last as the chart', () => {
    const notes = generateNotes('she chose extraction today signed consent extracted number fourteen with forceps roots intact gauze pressure', { numbering: 'universal' });
    expect(notes.OE.DENTAL).toEqual([]);
    expect(notes['TX TODAY']).toEqual(['Extraction #14']);
    expect(generateNotes('adult prophy with cavitron polished with medium paste flossed number eighteen mesial occlusal amalgam with a crack on the lingual cusp', { numbering: 'universal' }).OE.DENTAL.map((d) => d.toothNumber)).toEqual(['18']);
  });
});

describe('sections: after the consent, an intra-oral scan and an informed refusal', () => {
  it('reads a step said after the consent as treatment, an intra-oral scan or camera as no header, and an informed refusal as the consent', () => {
    expect(clauses('Written consent signed by dad. #19 band size 34 selected, intraoral scan for band and loop.', 'universal')).toEqual(['CONSENT: Written consent signed by dad.', 'TX: #19 band size 34 selected, intraoral scan for band and loop.']);
    expect(clauses('Verbal consent given. Risks of sensitivity explained.')).toEqual(['CONSENT: Verbal consent given.', 'CONSULT: Risks of sensitivity explained.']);
    expect(clauses('Consent form signed incl. risk of root fracture, oro-antral communication. LA 2 x 2.2 ml articaine.')[0]).toBe('CONSENT: Consent form signed incl. risk of root fracture, oro-antral communication.');
    expect(clauses('Prophy, fluoride varnish. NV: ext S once consent received.', 'universal').at(-1)).toBe('NV: ext S once consent received.');
    expect(clauses('Recommended SRP with LA. Pt declined SRP today. Pt signed informed refusal for SRP. Gross debridement with cavitron.')).toEqual(['CONSULT: Recommended SRP with LA.', 'CONSULT: Pt declined SRP today.', 'CONSENT: Pt signed informed refusal for SRP.', 'TX: Gross debridement with cavitron.']);
  });
});

describe('sections: how the patient coped', () => {
  it('notes how a patient coped, said in everyday words, and reads the treatment after it as treatment', () => {
    const notes = generateNotes('came in for fissure sealants he was a bit wobbly at first but settled sixteen and twenty six cleaned and dried fissure sealants placed she was really brave');
    expect(notes.NOTES).toBe('He was a bit wobbly at first but settled. She was really brave');
    expect(notes.OE.DENTAL).toEqual([]);
    expect(notes.TX).toEqual(['16, 26 cleaned and dried', 'Fissure sealants placed']);
  });

  it('notes how the patient took the treatment while it was done, and the step named after it is treatment again', () => {
    expect(generateNotes('composite placed and cured. she teared up when she saw them. checked occlusion').NOTES).toBe('She teared up when she saw them');
    expect(generateNotes('rubber dam placed pulpotomy k with mta he watched cartoons and didn\'t move ssc k cemented', { numbering: 'universal' }).NOTES).toBe("He watched cartoons and didn't move");
    const notes = generateNotes('Caries removed 75, O GIC 75, he squeezed dad\'s hand the whole time but didn\'t flinch, fluoride varnish 22,600 ppm all teeth, pt much more relaxed today, coped well with lots of encouragement');
    expect(notes.NOTES).toBe("He squeezed dad's hand the whole time but didn't flinch. Pt much more relaxed today, coped well with lots of encouragement");
    expect(notes.TX).toEqual(['Caries removed 75', 'O GIC 75', 'Fluoride varnish 22,600 ppm all teeth']);
  });
});

describe('sections: consent said with what was understood', () => {
  it('keeps what the patient understands with the consent, and "then" with a verb of doing moves on to treatment', () => {
    const notes = generateNotes('discussed implant versus bridge patient would like the implant she understands the risks including failure and nerve injury and signed the surgical consent then smoothed the sharp edge with a disc');
    expect(notes.CONSULT).toBe('Discussed implant versus bridge. Patient would like the implant');
    expect(notes.CONSENT).toBe('She understands the risks including failure and nerve injury and signed the surgical consent');
    expect(notes.TX).toEqual(['Smoothed the sharp edge with a disc']);
  });

  it('reads a blood pressure said late, after "and", as medical history', () => {
    expect(clauses('cleaned up the excess bite rechecked fine and bp was one thirty over eighty five').at(-1)).toBe('MEDHX: bp was 130/85');
  });
});

describe('sections: histories said at length', () => {
  it('keeps drugs the patient is allergic to, has tried or finds helps in the history and the complaint', () => {
    const notes = generateNotes('jaw pain for six months ibuprofen and a warm compress help a little medical history hypothyroid allergies amoxicillin rash strawberries allergic to penicillin and morphine');
    expect(notes.TX).toBeNull();
    expect(notes.CC).toContain('ibuprofen and a warm compress help a little');
    expect(notes['MED HX']).toContain('Allergic to penicillin and morphine');
  });

  it('reads "pan shows" as a radiograph report', () => {
    expect(clauses('psr four in all upper sextants heavy calculus pan shows severe bone loss upper arch').at(-1)).toBe('RADIO: pan shows severe bone loss upper arch');
  });

  it('drops only the words said again after "scratch that"', () => {
    expect(generateNotes('medical history asthma no tobacco two or three glasses of wine a week scratch that two or three glasses of wine a night')['MED HX']).toBe(
      'Asthma no tobacco. 2 or 3 glasses of wine a night',
    );
  });
});

describe('sections: what the patient said or chose during treatment', () => {
  it('notes how the patient felt and reads a choice said with "she" or "he" as the discussion', () => {
    const notes = generateNotes('dentures fitted checked the bite she loves the look of them. explained the crown versus a filling he decided to wait till after the holidays');
    expect(notes.NOTES).toBe('She loves the look of them');
    expect(notes.CONSULT).toBe('Explained the crown versus a filling. He decided to wait till after the holidays');
    expect(notes.TX).toEqual(['Dentures fitted', 'Checked the bite']);
  });
});

describe('sections: UK course administration and adverbs in steps', () => {
  it('notes an NHS course completed, its claim and an exemption', () => {
    expect(generateNotes('mo amalgam placed band two course completed f p seventeen submitted patient exempt on universal credit').NOTES).toBe(
      'Band 2 course completed. FP17 submitted. Patient exempt on universal credit',
    );
  });

  it('keeps how a step was done between its subject and its verb', () => {
    expect(generateNotes('treatment today socket gently irrigated with warm saline alvogyl placed').TX).toEqual(['Socket gently irrigated with warm saline', 'Alvogyl placed']);
  });
});

describe('sections: implant, denture framework and children', () => {
  it('reads an abutment taken off or put on as treatment, and diet counseling as advice', () => {
    const notes = generateNotes('consent signed. healing abutment removed framework tried in diet counseling limit juice frankl three', { numbering: 'universal' });
    expect(notes.CONSENT).toBe('Consent signed');
    expect(notes.TX).toEqual(['Healing abutment removed', 'Framework tried in']);
    expect(notes.CONSULT).toBe('Diet counseling limit juice');
    expect(notes.NOTES).toBe('Frankl 3');
    expect(notes.OE.DENTAL).toEqual([]);
  });
});

describe('sections: who is with the patient, said short', () => {
  it("notes \"mom's with him\", reads 'no changes medical wise' as history and nitrous with its percentage as treatment", () => {
    const notes = generateNotes("fillings on the lower right baby molars mom's with him medical history healthy no allergies we did nitrous fifty percent", { numbering: 'universal' });
    expect(notes.CC).toBe('Fillings on the lower right baby molars');
    expect(notes.NOTES).toBe("Mom's with him");
    expect(notes.TX).toEqual(['We did nitrous 50%']);
    expect(generateNotes('here for two fillings upper left no changes medical wise')['MED HX']).toBe('No changes medical wise');
  });
});

describe('sections: history said among the complaint', () => {
  it('opens the history at a medicine the patient is on, and at "he had …" after a preposition', () => {
    expect(clauses('broken tooth upper left fifteen broke off on monday she is on warfarin for a heart valve no swelling')).toEqual([
      'CC: broken tooth upper left 15 broke off on monday',
      'MEDHX: she is on warfarin for a heart valve no swelling',
    ]);
    expect(clauses('swelling right lower face never came in he had a kidney transplant three years ago').at(-1)).toBe('MEDHX: he had a kidney transplant 3 years ago');
  });
});

describe('sections: advice said after what it is', () => {
  it('takes what was advised into the advice when it is said first, whatever follows', () => {
    expect(clauses('irrigated under the operculum with chlorhexidine warm salt water rinses advised antibiotics not indicated')).toEqual([
      'TX: irrigated under the operculum with chlorhexidine',
      'CONSULT: warm salt water rinses advised antibiotics not indicated',
    ]);
    expect(clauses('oral hygiene instruction with interdental brushes advised to stop smoking').at(-1)).toBe('CONSULT: advised to stop smoking');
  });
});

describe('sections: a choice said as "happy to …"', () => {
  it('reads "happy to" with any verb as the patient\'s choice, not a remark', () => {
    expect(generateNotes('discussed options patch today and crown later if it keeps breaking patient happy to patch').CONSULT).toBe(
      'Discussed options patch today and crown later if it keeps breaking. Patient happy to patch',
    );
  });
});

describe('clauses: injuries, recession, bracketed medicines and the joint in a diagnosis (more57 round)', () => {
  it('hears how an injury happened as the complaint, also after who came', () => {
    expect(clauses('eight year old boy attended with mum fell in the playground about an hour ago and hit his front teeth on a bench medical history fit and well')).toEqual([
      'NOTES: 8 year old boy attended with mum',
      'CC: fell in the playground about an hour ago and hit his front teeth on a bench',
      'MEDHX: fit and well',
    ]);
  });

  it('hears recession said with its measure as periodontal, not as the chart entry before it', () => {
    expect(clauses('upper left four buccal abrasion cavity no caries two millimetres recession buccal of upper left three', 'palmer').map((c) => c.split(':')[0])).toEqual(['DENTAL', 'PERIO']);
  });

  it('keeps a medicine in brackets after a condition in the medical history', () => {
    expect(clauses("Med hx: Parkinson's (carbidopa/levodopa), osteoarthritis (acetaminophen PRN), dry mouth.", 'universal')).toEqual([
      "MEDHX: Parkinson's (carbidopa/levodopa), osteoarthritis (acetaminophen PRN), dry mouth.",
    ]);
  });

  it('keeps the joint a diagnosis names in the diagnosis', () => {
    expect(clauses('diagnosis myofascial pain with disc displacement with reduction right tmj and bruxism')).toEqual([
      'DX: myofascial pain with disc displacement with reduction right tmj and bruxism',
    ]);
  });

  it('hears a one-breath history and examination: a condition the patient has, what he takes, the neck and the cheeks', () => {
    expect(clauses("his gums bleed he has type two diabetes on metformin he takes lisinopril she's pretty nervous today neck and jaw joints normal cheeks tongue and floor of mouth normal", 'universal')).toEqual([
      'CC: his gums bleed',
      'MEDHX: he has type 2 diabetes on metformin',
      'MEDHX: he takes lisinopril',
      "NOTES: she's pretty nervous today",
      'EXTRA: neck and jaw joints normal',
      'INTRA: cheeks tongue and floor of mouth normal',
    ]);
  });

  it('hears staged periodontitis as the diagnosis after a report, and a graded mobility after a site as the chart', () => {
    expect(clauses('full mouth series generalized horizontal bone loss generalized periodontitis stage three grade c', 'universal')).toEqual([
      'RADIO: full mouth series generalized horizontal bone loss',
      'DX: generalized periodontitis stage 3 grade c',
    ]);
    expect(clauses('psr four three four four three four bleeding on probing with suppuration on thirty number thirty class two mobility', 'universal').at(-1)).toBe('DENTAL: #30 class 2 mobility');
  });

  it('hears what the patient says back before the advice as the discussion, and what a parent says after coming as the complaint', () => {
    expect(clauses('oral hygiene instructions with an orthodontic toothbrush she says brushing around the brackets hurts told her it will stop hurting once the gums heal').slice(1)).toEqual([
      'CONSULT: she says brushing around the brackets hurts',
      'CONSULT: told her it will stop hurting once the gums heal',
    ]);
    expect(clauses('ten year old here for her cleaning mom is with her mom says her gums bleed').slice(-2)).toEqual(['NOTES: mom is with her', 'CC: mom says her gums bleed']);
  });

  it('hears nodes said absent as extra-oral, a white patch with its place as intra-oral, and "told her the …" as the discussion', () => {
    expect(clauses('medical history allergic to sulfa no tobacco no lymph nodes felt white patch about one centimeter on the left lateral border of the tongue', 'universal')).toEqual([
      'MEDHX: allergic to sulfa no tobacco',
      'EXTRA: no lymph nodes felt',
      'INTRA: white patch about 1 cm on the left lateral border of the tongue',
    ]);
    expect(clauses('soft tissues healthy apart from a small white patch on the right buccal mucosa')[0]).toBe('INTRA: soft tissues healthy apart from a small white patch on the right');
    expect(clauses('prescription toothpaste five thousand ppm told her the patch needs checking', 'universal').at(-1)).toBe('CONSULT: told her the patch needs checking');
  });

  it('keeps "next time" in the patient\'s question', () => {
    expect(clauses('he asked if he needs to stop the warfarin next time told him no', 'universal').map((c) => c.split(':')[0])).not.toContain('NV');
  });

  it('keeps the dry time of an avulsed tooth in the diagnosis, and a child brought in with his age in the notes', () => {
    expect(clauses('diagnosis avulsion number eight extraoral dry time under five minutes', 'universal')).toEqual(['DX: avulsion #8 extraoral dry time under 5 minutes']);
    expect(clauses('walk in emergency eight year old brought in by his dad knocked out his front tooth', 'universal')).toEqual([
      'CC: walk in emergency',
      'NOTES: 8 year old brought in by his dad',
      'CC: knocked out his front tooth',
    ]);
  });

  it('keeps work done before this visit with the complaint', () => {
    expect(clauses('Patient presents for cementation of four porcelain veneers #7 to #10. She completed tray whitening last month as planned.', 'universal').map((c) => c.split(':')[0])).toEqual(['CC', 'CC']);
  });

  it("hears the patient's trip to a family event as a remark", () => {
    expect(clauses("occlusion checked she's off to her daughter's graduation next week").at(-1)).toBe("NOTES: she's off to her daughter's graduation next week");
    expect(clauses("treatment today polished the composites he said he's playing the trumpet at a wedding this weekend").at(-1)).toBe("NOTES: he said he's playing the trumpet at a wedding this weekend");
  });

  it('reads an implant site said healed as intra-oral, a hobby as a remark, and an ISQ reading as no tooth', () => {
    expect(clauses('blood pressure one twenty eight over seventy nine site thirteen healed ridge slightly narrow buccally', 'universal').at(-1)).toBe('INTRA: site 13 healed ridge slightly narrow buccally');
    expect(clauses("treatment today cover screw placed she's been knitting a blanket for her granddaughter and brought it in to show us", 'universal').at(-1)).toBe(
      "NOTES: she's been knitting a blanket for her granddaughter and brought it in to show us",
    );
    expect(clauses('insertion torque forty newton centimeters isq seventy two small buccal dehiscence', 'universal').join(' ')).not.toContain('#');
  });

  it('keeps "left it for next time" in the treatment', () => {
    expect(clauses('could only get a size eight file to fifteen millimetres so left it for next time working lengths with the apex locator').map((c) => c.split(':')[0])).not.toContain('NV');
  });

  it('ends a run-on history where an examination finding begins without its header', () => {
    expect(clauses('medical history type two diabetes on metformin non smoker gums less red since the first visit').at(-1)).toBe('PERIO: gums less red since the first visit');
    expect(clauses('medical history no changes takes synthroid allergic to sulfa sinus tract buccal to fourteen healed', 'universal').at(-1)).toBe('INTRA: sinus tract buccal to 14 healed');
    expect(clauses('medical history no changes copd on inhalers no allergies ridges healthy no sore spots').at(-1)).toBe('INTRA: ridges healthy no sore spots');
    expect(clauses('Attends for periodontal review. Pt feels gums are better, less bleeding.').map((c) => c.split(':')[0])).not.toContain('PERIO');
    expect(clauses('#30 missing, ridge healed.', 'universal')).toEqual(['DENTAL: #30 missing, ridge healed.']);
  });

  it('reads a reading that changed as no tooth', () => {
    expect(clauses('medical history t1dm insulin pump hba1c improved from 69 to 54', 'palmer').join(' ')).toContain('from 69 to 54');
  });

  it('reads an age typed "y/o" with who came as a remark, and who referred the patient as the complaint', () => {
    expect(clauses('11 y/o w/ mom. 6 month recall, mom concerned about overbite.', 'universal')[0]).toBe('NOTES: 11 y/o w/ mom.');
    expect(clauses('plan biopsy okay referred by her general dentist for peeling sore gums for six months', 'universal').at(-1)).toBe('CC: referred by her general dentist for peeling sore gums for 6 months');
  });

  it("reads the patient's age said as \"she's 28\" as a remark, not a tooth", () => {
    expect(clauses("new patient referred by her dentist for gum disease she's twenty eight and her mum lost all her teeth young", 'palmer').at(-1)).toBe(
      "NOTES: she's 28 and her mum lost all her teeth young",
    );
  });

  it('reads who the patient is and what is going on at home as a remark after advice', () => {
    expect(clauses('tobacco cessation discussed pt interested in nicotine gum pt is a line cook and works late shifts').at(-1)).toBe('NOTES: pt is a line cook and works late shifts');
    expect(clauses("told him to avoid chewing on it for a week he's a keen golfer").at(-1)).toBe("NOTES: he's a keen golfer");
    expect(clauses('discussed saliva substitutes her husband recently moved into a care home').at(-1)).toBe('NOTES: her husband recently moved into a care home');
  });

  it('reads an event coming up in the patient\'s life as a remark', () => {
    expect(clauses("calcium hydroxide dressing and cavit she said she's got her driving test on friday").at(-1)).toBe("NOTES: she said she's got her driving test on friday");
    expect(clauses("scaling done pt's daughter is getting married next month").at(-1)).toBe("NOTES: pt's daughter is getting married next month");
  });

  it('keeps how the patient says it has felt, said right after the reason for attending, in the complaint', () => {
    expect(clauses('patient here for completion of the root canal on fourteen she says it feels much better', 'universal')).toEqual([
      'CC: completion of the root canal on #14',
      'CC: she says it feels much better',
    ]);
  });

  it('ends the examination where dentures are said seated, and keeps which denture with its retention', () => {
    expect(clauses('ridges healthy no sore spots lower ridge flat both dentures seated upper retention good lower a bit loose', 'universal').slice(-2)).toEqual([
      'TX: both dentures seated',
      'TX: upper retention good lower a bit loose',
    ]);
    expect(clauses('ridges healthy both dentures seated upper retention good', 'universal').at(-1)).toBe('TX: upper retention good');
  });

  it('keeps the tooth said after "access" with it, and every word that describes a pocket in the periodontal finding', () => {
    expect(clauses('la two cartridges lidocaine rubber dam access three six pulp extirpated canals irrigated').slice(1, 3)).toEqual(['TX: rubber dam access 36', 'TX: pulp extirpated']);
    expect(clauses('small swelling on the gum buccal to three six with pus on pressure deep narrow pocket nine millimetres mid buccal of three six').at(-1)).toBe(
      'PERIO: deep narrow pocket 9 mm mid buccal of 36',
    );
  });

  it('reads a terse typed recall: a bare NAD as the examination and RV as the review', () => {
    expect(clauses('Recall. NAD. BPE 111/111. S&P. RV 6/12.').map((c) => c.split(':')[0])).toEqual(['CC', 'INTRA', 'PERIO', 'TX', 'FU']);
  });

  it('reads a toddler\'s first visit: the visit, who came, bare "healthy", and silver diamine fluoride on named teeth', () => {
    expect(clauses('first visit three year old with grandma healthy no meds no allergies diagnosis early childhood caries silver diamine fluoride on e and f fluoride varnish', 'universal')).toEqual([
      'CC: first visit',
      'NOTES: 3 year old with grandma',
      'MEDHX: healthy',
      'MEDHX: no meds',
      'MEDHX: no allergies',
      'DX: early childhood caries',
      'TX: silver diamine fluoride on #E and #F fluoride varnish',
    ]);
    expect(clauses('Discussed with mom: fillings vs SSCs vs SDF to arrest. Mom prefers fillings, SDF on #B.', 'universal').map((c) => c.split(':')[0])).not.toContain('TX');
  });

  it('opens the treatment at a verb said first with the appliance it was done to, and reads praise for a child as a remark', () => {
    expect(clauses('upper denture fine lower left three and lower right three sound eased the lower denture lingual flange with an acrylic bur', 'palmer').at(-1)).toBe(
      'TX: eased the lower denture lingual flange with an acrylic bur',
    );
    expect(clauses('told him better not he was a little star').at(-1)).toBe('NOTES: he was a little star');
  });

  it('reads "nothing new medically" as the history and how nervous a child was as a remark', () => {
    expect(clauses("he's in for the filling on nineteen nothing new medically no allergies", 'universal')).toEqual(['CC: filling on #19', 'MEDHX: nothing new medically', 'MEDHX: no allergies']);
    expect(clauses('prophy fluoride varnish she was a bit shy but did great', 'universal').at(-1)).toBe('NOTES: she was a bit shy but did great');
    expect(clauses('told her the patch needs checking she was a bit scared so reassured her', 'universal').map((c) => c.split(':')[0])).not.toContain('NOTES');
  });

  it('opens the treatment at a procedure named with its teeth and how it was done, straight after the chart', () => {
    expect(clauses('lower left e occlusal amalgam sound upper right d sound fissure sealants lower left six and lower right six with dry guards fluoride varnish applied', 'palmer').slice(-2)).toEqual([
      'TX: fissure sealants LL6 and LR6 with dry guards',
      'TX: fluoride varnish applied',
    ]);
    expect(clauses('Bitewing not taken. Reinforced brushing around the crown with mom.', 'universal').at(-1)).toBe('TX: Reinforced brushing around the crown with mom.');
  });

  it('charts a typed sentence that opens with a tooth and its graded furcation after the periodontal findings', () => {
    expect(clauses('Perio: BOP 62%, plaque 48%. 16 furcation grade II buccal, mobility I. 11 and 21 flared.').slice(1)).toEqual([
      'DENTAL: 16 furcation grade II buccal, mobility I.',
      'DENTAL: 11 and 21 flared.',
    ]);
  });

  it('keeps a tooth said before the socket at it with the intra-oral finding', () => {
    expect(clauses('EO: NAD. IO: LL8 socket healing well, no exposed bone.', 'palmer').at(-1)).toBe('INTRA: LL8 socket healing well, no exposed bone.');
  });

  it('reads a typed therapist\'s shorthand: a review said first with what it is for, FV with its strength, and a diet heading', () => {
    expect(clauses('Review 4/52 re sensitivity after RSD. Cold sensitivity much better.')[0]).toBe('CC: Review 4 weeks re sensitivity after RSD.');
    expect(clauses('MH: asthma. FS 36, 46 under cotton wool rolls. FV 22,600 ppm applied. Diet: squash with meals only.').map((c) => c.split(':')[0])).toEqual(['MEDHX', 'TX', 'TX', 'CONSULT']);
    expect(generateNotes('FS 36, 46 under cotton wool rolls. FV 22,600 ppm applied.')['TX TODAY']).toEqual(['Fissure sealant 36, 46', 'Fluoride varnish']);
  });

  it('opens a passive sentence with its subject, keeps what the patient was told to wear as advice, and what they report as the complaint', () => {
    expect(clauses('MH unchanged. The mounted models and wax-up were shown to the patient.')).toEqual([
      'MEDHX: unchanged.',
      'CONSULT: The mounted models and wax-up were shown to the patient.',
    ]);
    expect(clauses('Upper alginate impression for night guard. Advised to wear night guard every night once fitted.').at(-1)).toBe('CONSULT: Advised to wear night guard every night once fitted.');
    expect(clauses('Review 6/52 after Dahl composites 13-23. Pt reports no TMJ pain, chewing OK now. MH no change.')).toEqual([
      'CC: Review 6 weeks after Dahl composites 13-23.',
      'CC: Pt reports no TMJ pain, chewing OK now.',
      'MEDHX: no change.',
    ]);
  });

  it('reads a review said before anything else as why the patient came, and one said later as the follow-up', () => {
    expect(clauses("two week review after the immediate implant one one she's been fine medical history no changes")[0]).toBe("CC: 2 week review after the immediate implant 11 she's been fine");
    expect(clauses('review after two weeks')).toEqual(['FU: review after 2 weeks']);
    expect(clauses('Biopsy taken. Review after OMFS appointment.').at(-1)).toBe('FU: Review after OMFS appointment.');
  });

  it('reads a caries risk rating as a diagnosis, but not as the reason for a short recall', () => {
    expect(clauses('Soft tissues normal. 75 O GIC intact, caries risk medium.').at(-1)).toBe('DX: caries risk medium.');
    expect(clauses('Soft tissues healthy, high caries risk. Diet: energy drinks.')[1]).toBe('DX: high caries risk.');
    expect(clauses('FV applied. Recall 3 months, high caries risk.').at(-1)).toBe('FU: Recall 3 months, high caries risk.');
  });

  it('keeps what the next visit is to check with it', () => {
    expect(clauses('Pt informed prognosis guarded. NV: check MTA set + place core (1/52).').at(-1)).toBe('NV: check MTA set + place core (1 week).');
  });

  it('reads what a tooth has and its state in a chart row as a finding, and an isolated defect as a periodontal one', () => {
    expect(clauses('MH: NKDA. 21: Cavit/GIC intact, TTP -, mobility normal. 11: access cavity restoration intact, not TTP.')).toEqual([
      'MEDHX: NKDA.',
      'DENTAL: 21: Cavit/GIC intact, TTP -, mobility normal.',
      'DENTAL: 11: access cavity restoration intact, not TTP.',
    ]);
    expect(clauses('MH: NKDA. #3: PFM crown, margins intact, probing 3 mm, no isolated defect.', 'universal').at(-1)).toBe('DENTAL: #3: PFM crown, margins intact, probing 3 mm, no isolated defect.');
  });

  it('keeps a typed radiograph report after its colon to the end of the sentence, whatever it names', () => {
    expect(clauses('RD. Obturated 46 w/ warm vertical. Post-op PA: MTA at perforation site, canals obturated to WL, no extrusion. NV: core.').slice(2, 3)).toEqual([
      'RADIO: Post-op PA: MTA at perforation site, canals obturated to WL, no extrusion.',
    ]);
    expect(clauses('EO: WNL. CBCT (limited FOV, 4x4 cm) taken today: #3 untreated MB2 canal, P root WNL.', 'universal')).toEqual([
      'EXTRA: WNL.',
      'RADIO: CBCT (limited FOV, 4x4 cm) taken today: #3 untreated MB2 canal, P root WNL.',
    ]);
  });

  it('reads a trauma stamp as the chart, one row per tooth, with a bracketed aside kept in its row', () => {
    expect(clauses('MH: NKDA. Trauma stamp 11: colour normal, mobility grade I, EC not tested (splinted). 12: colour normal, not mobile, EC +, EPT 28. PA 11: no resorption.')).toEqual([
      'MEDHX: NKDA.',
      'DENTAL: 11: colour normal, mobility grade I, EC not tested (splinted).',
      'DENTAL: 12: colour normal, not mobile, EC +, EPT 28.',
      'RADIO: PA 11: no resorption.',
    ]);
  });

  it('does not take how long something takes for a medicine taken', () => {
    expect(clauses('explained it should come back down by itself which usually takes a few months')).toEqual([
      'CONSULT: explained it should come back down by itself which usually takes a few months',
    ]);
    expect(clauses('medical history asthma takes salbutamol').at(-1)).toBe('MEDHX: takes salbutamol');
  });

  it('reads a number before a single relative as the end of what came before, not as two of them', () => {
    expect(clauses('explained it will need a root canal in a week or two dad gave verbal consent')).toEqual([
      'CONSULT: explained it will need a root canal in a week or 2',
      'CONSENT: dad gave verbal consent',
    ]);
  });

  it('keeps advice typed under a heading that names its topic, and instructions left for carers, as the discussion', () => {
    expect(clauses('Duraphat applied. Erosion advice: acidic drinks with meals only, use a straw, sugar-free gum.').map((c) => c.split(':')[0])).toEqual(['TX', 'CONSULT']);
    expect(generateNotes('SDF applied. Caregiver instructions: brush 2x daily, remove partial at night.').CONSULT).toBe('Caregiver instructions: brush 2x daily, remove partial at night');
    expect(generateNotes('FV applied. Anticipatory guidance: wipe teeth after night feeds, no juice at bedtime.').TX).toEqual(['FV applied']);
    // Post-op advice given is a step, and analgesia advice keeps the drugs it names.
    expect(generateNotes('MH: NKDA. XLA 46. Post-op advice: soft diet.').TX).toEqual(['XLA 46', 'Post-op advice: soft diet']);
    expect(generateNotes('MH: NKDA. Socket irrigated. Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS.').CONSULT).toBe('Analgesia advice: ibuprofen 400 mg + paracetamol 1 g QDS');
  });

  it('files the state of the gums as periodontal, the face as extra-oral and a medicine the patient is still on as history, without headers', () => {
    expect(clauses('check up no problems really she\'s still on sertraline no allergies she works nights as a nurse face and neck fine soft tissues fine gums puffy and bleeding around the lower front teeth bpe two one two two two two').map((c) => c.split(':')[0])).toEqual([
      'CC', 'MEDHX', 'MEDHX', 'NOTES', 'EXTRA', 'INTRA', 'PERIO', 'PERIO',
    ]);
    // Bleeding said as what the patient notices is the complaint.
    expect(clauses('hygiene appointment gums bleeding when brushing bpe three two three three two three')[0]).toBe('CC: hygiene appointment gums bleeding when brushing');
    // A tooth's position said after the gums is charted.
    expect(clauses('gums healthy bit of plaque along the lower molars upper right one proclined', 'palmer').at(-1)).toBe('DENTAL: UR1 proclined');
  });

  it('files who the patient is, a medicine started, the jaw muscles and when they will be seen again, without headers', () => {
    expect(clauses('patient here for night guard delivery he\'s a software engineer and works from home he started sertraline a few months ago for anxiety no allergies jaw muscles a bit tender on the right').map((c) => c.split(':')[0])).toEqual([
      'CC', 'NOTES', 'MEDHX', 'MEDHX', 'EXTRA',
    ]);
    expect(clauses('Pt is a CPA, says this is the calm before tax season.')[0]).toMatch(/^NOTES: /);
    expect(clauses('she asked if she can have coffee after told her yes we\'ll see her for her cleaning in three months').at(-1)).toBe('FU: we\'ll see her for her cleaning in 3 months');
    expect(clauses('she said she\'ll try nicotine patches see her back in three months with the hygienist').at(-1)).toBe('FU: see her back in 3 months with the hygienist');
  });

  it('files what a child loves, plays or has just started as a note, and a condition or early birth as history', () => {
    expect(clauses('six month checkup she just started kindergarten and loves dinosaurs healthy no meds', 'universal').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX', 'MEDHX']);
    expect(clauses('cleaning the brackets have been cutting his lips he plays the trumpet in the school band he has adhd takes adderall', 'universal').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX', 'MEDHX']);
    expect(clauses('first dental visit he was born a bit early but he\'s healthy now no medications', 'universal')[1]).toMatch(/^MEDHX: he was born a bit early/);
    // Said as the reason for advice, it is the discussion's.
    expect(clauses('told him the tooth may darken he plays hockey so I pushed the mouthguard again').map((c) => c.split(':')[0])).not.toContain('NOTES');
  });

  it('files what broke after a remark as the complaint, a diabetic as history, typed work as a note and what the patient was told as the discussion', () => {
    expect(clauses('emergency he\'s an electrician off to bali next week cracked a tooth on a mint last night no meds no allergies').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'CC', 'MEDHX', 'MEDHX']);
    expect(clauses('perio maintenance he\'s a type two diabetic on metformin no allergies')[1]).toMatch(/^MEDHX: he's a type 2 diabetic/);
    expect(clauses('Check and clean. Works FIFO on the mines, so hard to get in. NKDA.')[1]).toMatch(/^NOTES: /);
    expect(clauses('Fell off the monkey bars. Mom very upset, blames herself.', 'universal').at(-1)).toMatch(/^NOTES: /);
    expect(clauses('periodontal maintenance with ultrasonic and hand instruments polished told him his gums are the best they\'ve been').at(-1)).toMatch(/^CONSULT: told him his gums/);
    // Not what someone else lost.
    expect(clauses('he said his wife made him book after his brother lost his teeth')).toHaveLength(1);
  });

  it('keeps a hygiene visit said first as the complaint, with the symptom the patient says after a remark', () => {
    expect(clauses('hygiene appointment she\'s a chef and just got back from two weeks in greece says her gums have been bleeding when she flosses no changes health wise still on the pill no allergies bpe three two three two two three scale and polish supra and subgingival with the ultrasonic', 'palmer').map((c) => c.split(':')[0])).toEqual([
      'CC', 'NOTES', 'CC', 'MEDHX', 'PERIO', 'TX',
    ]);
    expect(clauses('perio maintenance he\'s a type two diabetic on metformin no allergies')[0]).toBe('CC: perio maintenance');
  });

  it('files what the patient says during or after treatment as a remark', () => {
    expect(clauses('Crown cemented with RelyX, excess removed, occlusion checked. Pt said it feels like her own tooth.', 'universal').at(-1)).toBe('NOTES: Pt said it feels like her own tooth.');
    expect(clauses('extracted with forceps socket compressed she said that was much easier than she expected').at(-1)).toMatch(/^NOTES: she said that was much easier/);
    // Said before any treatment, it is still the complaint's.
    expect(clauses('check up she said her gums bleed when she brushes')).toHaveLength(1);
  });

  it("files what a physician's letter says as the medical history, not a letter to be sent", () => {
    expect(clauses('Med hx: multiple myeloma, IV zoledronic acid, NKDA. Oncologist letter: high MRONJ risk, avoid extractions if possible. EO: WNL.', 'universal').map((c) => c.split(':')[0])).toEqual(['MEDHX', 'MEDHX', 'EXTRA']);
    expect(clauses('Plan: lower stabilisation splint, GP letter re: headaches.').map((c) => c.split(':')[0])).toEqual(['PLAN']);
  });

  it('files a recall exam said after the opening remarks about a child as the reason for attending', () => {
    expect(clauses('five year old with dad recall exam no complaints healthy', 'universal').slice(0, 2)).toEqual(['NOTES: 5 year old with dad', 'CC: recall exam']);
  });

  it("files a visit's title with its stage, and a dressing placed weeks ago, as the reason for attending", () => {
    expect(clauses('RCT LR6 2nd visit. Ledermix placed 2/52 ago, pain settled. MH: NC, NKDA.', 'palmer').map((c) => c.split(':')[0])).toEqual(['CC', 'CC', 'MEDHX']);
    expect(clauses('Implant crown UL4 fit (screw-retained, Straumann BL). MH: NC.', 'palmer').map((c) => c.split(':')[0])).toEqual(['CC', 'MEDHX']);
  });

  it('keeps a film said with the apex locator in the working-length step', () => {
    expect(clauses('RD. WL (EAL + PA): MB 20.5 to MB cusp, D 21.0 to DB cusp. Cavit.', 'palmer').map((c) => c.split(':')[0])).toEqual(['TX', 'TX', 'TX']);
  });

  it('files a request answered with advice as the discussion, and one left unanswered as a remark', () => {
    expect(clauses('Informed refusal form signed. Pt asked for antibiotics, explained not indicated without swelling.', 'universal').at(-1)).toMatch(/^CONSULT: Pt asked for antibiotics/);
    expect(clauses('Composite placed. Dad asked for an invoice.').at(-1)).toMatch(/^NOTES: Dad asked for an invoice/);
  });

  it('reads "presents w/" as the complaint\'s opening', () => {
    expect(generateNotes('Pt presents w/ broken lower left molar, no pain. Med hx: NKDA.').CC).toBe('Broken lower left molar, no pain');
  });

  it('files the space a missing tooth left as an intra-oral finding', () => {
    expect(clauses('Recall. 24 MO comp, vital. 25 space: ridge adequate, slight buccal collapse. 26 MOD amalgam.').slice(1).map((c) => c.split(':')[0])).toEqual(['DENTAL', 'INTRA', 'DENTAL']);
  });

  it('files a material a tooth has as a chart finding', () => {
    expect(clauses('Medical history: no changes. #30 has Cavit in the access and an MOD composite, not tender to percussion. #29 has an O composite in good condition.', 'universal').slice(1).map((c) => c.split(':')[0])).toEqual(['DENTAL', 'DENTAL']);
  });

  it("files whether the patient can consent as the consent, and a denture's handling demonstrated as the discussion", () => {
    expect(clauses('MH: Alzheimer\'s, donepezil, NKDA. Pt lacks capacity for tx decisions, daughter agreed tx in pt\'s best interests.').at(-1)).toMatch(/^CONSENT: Pt lacks capacity/);
    expect(clauses('Dentures tried in, occlusion adjusted. Insertion + removal demonstrated to daughter.').at(-1)).toMatch(/^CONSULT: Insertion \+ removal demonstrated/);
  });

  it('files showing the patient how to do something, and what they were told may happen, as the discussion', () => {
    expect(clauses('night guard fitted even contacts showed her how to insert clean and store it').at(-1)).toMatch(/^CONSULT: showed her how to insert/);
    expect(clauses('Denture fitted. She was shown how to insert and remove the denture and how to clean it.').at(-1)).toMatch(/^CONSULT: She was shown how to insert/);
    expect(clauses('SDF applied. I showed the daughter how to use an electric toothbrush.').at(-1)).toMatch(/^CONSULT: I showed the daughter how to use/);
    expect(clauses('Temp bridge Protemp from index, TempBond NE. Occlusion adjusted. Shown how to use Superfloss under the temp.').at(-1)).toMatch(/^CONSULT: Shown how to use Superfloss/);
    expect(clauses('internal bleach sealed with cavit told pt tooth may look slightly darker at first').at(-1)).toMatch(/^CONSULT: told pt tooth may look/);
  });

  it('files the risks gone over again on the day as the discussion, and a relieved patient as a remark', () => {
    expect(clauses('opg from the consultation roots close to the canal reconfirmed the risks numbness of lip and tongue dry socket').map((c) => c.split(':')[0])).toEqual(['RADIO', 'CONSULT']);
    expect(clauses('options rct or extraction pt wants to keep tooth pt v relieved').at(-1)).toBe('NOTES: pt v relieved');
  });

  it('reads typed remarks without a subject: who the patient is, their plans, a question and what a child took home', () => {
    expect(clauses('C/O sharp pain biting UL6. Concert pianist, on tour in the new year. MH: NKDA.', 'palmer').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX']);
    expect(clauses('Emergency, broke a back tooth. Flying to Spain on Sat w/ her grandchildren. MH: hypothyroid.').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX']);
    expect(clauses('Fee £350. Asked whether his health fund covers fillings.').at(-1)).toMatch(/^CONSULT: Asked whether/);
    expect(clauses('POI to dad. She picked a yo-yo from the prize box. Tooth fairy bag given.', 'universal').slice(1).map((c) => c.split(':')[0])).toEqual(['NOTES', 'NOTES']);
  });

  it('reads bitewings said as two words as a report, and keeps who retired with the remark', () => {
    expect(clauses('lower right seven root filled with an amalgam core bite wings taken grade one caries', 'palmer').at(-1)).toMatch(/^RADIO: bite wings taken/);
    expect(clauses('new patient he\'s recently retired and moved here')[1]).toBe('NOTES: he\'s recently retired and moved here');
  });

  it('reads an empty socket, a retainer and the palate under a denture as intra-oral after the history', () => {
    expect(clauses('dry socket lower left eight on alendronate socket empty no clot food debris present', 'palmer').at(-1)).toBe('INTRA: socket empty no clot food debris present');
    expect(clauses('bracket rebond medical history fine lower fixed retainer intact no calculus').at(-1)).toBe('INTRA: lower fixed retainer intact no calculus');
    // A socket a film shows is the report's.
    expect(clauses('PA: #F socket empty, no fracture.', 'universal')).toEqual(['RADIO: PA: #F socket empty, no fracture.']);
  });

  it('reads an escort named without a verb, a school year, a new role and "nothing medical"', () => {
    expect(clauses('IV sedation. Escort sister, staying with her overnight.').at(-1)).toMatch(/^NOTES: Escort sister/);
    expect(clauses('check up no problems she\'s in year ten and plays netball nothing medical no allergies').map((c) => c.split(':')[0])).toEqual(['CC', 'NOTES', 'MEDHX', 'MEDHX']);
    expect(clauses('Night guard fit. Started as deputy head this term and finding it stressful.')[1]).toMatch(/^NOTES: Started as deputy head/);
  });

  it('reads the dentist\'s prescription for a therapist as the reason for attending, and a child\'s lessons and a concert as remarks', () => {
    expect(clauses("B comp 33, 34 as per dentist's prescription. Sensitive when brushing and with cold.").map((c) => c.split(':')[0])).toEqual(['CC', 'CC']);
    expect(clauses('seven year old attended with her dad for fissure sealants as prescribed by the dentist she\'s just started swimming lessons and is very chatty').at(-1)).toMatch(/^NOTES: she's just started swimming lessons/);
    expect(clauses('Advised soft brush. Pt singing in a choir concert tonight.').at(-1)).toMatch(/^NOTES: Pt singing in a choir/);
  });

  it('opens the report at the films reviewed, with who reviewed them', () => {
    expect(clauses('soft tissues normal number three sound i reviewed her bitewings from the other office thirty into dentin', 'universal').at(-1)).toMatch(/^RADIO: i reviewed her bitewings/);
  });

  it('charts erosion said before its teeth after the periodontal findings, and reads gums healthy elsewhere as periodontal', () => {
    expect(clauses('Gums OK, BPE 2 2 2 / 2 2 2, OH fair. Erosion on the palatal of 11, 12, 21, 22.').at(-1)).toMatch(/^DENTAL: Erosion on the palatal of 11/);
    expect(clauses('intra oral operculum over lower left eight red and swollen lower left seven sound gums elsewhere healthy', 'palmer').at(-1)).toBe('PERIO: gums elsewhere healthy');
  });

  it('reads a typed report sentence opening "The panoramic radiograph shows …" as the report, and a course named with its stage as the visit', () => {
    expect(clauses('#32 and #17 are partially erupted. The panoramic radiograph shows #17 and #32 mesioangular impactions.', 'universal').at(-1)).toMatch(/^RADIO: The panoramic radiograph shows #17/);
    expect(clauses('RCT UR6 stage 2 (obturation). Asymptomatic since last visit. O/E: UR6 temporary intact.', 'palmer').slice(0, 2)).toEqual(['CC: RCT UR6 stage 2 (obturation).', 'CC: Asymptomatic since last visit.']);
  });

  it('reads "I am referring him to …" as the plan', () => {
    expect(clauses('He wants all four out. I am referring him to the oral surgeon for extraction of #1 and #16.', 'universal').at(-1)).toMatch(/^PLAN: I am referring him to the oral surgeon/);
  });

  it('reads what the nurse said, a patient who fell asleep, a question asked halfway through, and life told after the history', () => {
    expect(clauses('la given rubber dam caries removed the nurse said he\'d gone a bit pale').at(-1)).toMatch(/^NOTES: the nurse said/);
    expect(clauses('canals irrigated with sodium hypochlorite he actually fell asleep during the shaping').at(-1)).toMatch(/^NOTES: he actually fell asleep/);
    expect(clauses('Tx: LA given. Core built up with composite. Pt asked halfway through whether gold would last longer: explained both last well.').at(-2)).toMatch(/^CONSULT: Pt asked halfway through/);
    expect(clauses('root canal on 21 medical history fit and well no allergies he told me his team won the cup final at the weekend').at(-1)).toMatch(/^NOTES: he told me his team won/);
    expect(clauses('filling on 36 medical history no changes she said she stopped the warfarin last month').at(-1)).toMatch(/^MEDHX: /);
    // A carer's report at the opening is the complaint.
    expect(clauses('domiciliary visit the nurse says she has been pulling at her mouth medical history dementia')[0]).toMatch(/^CC: domiciliary visit the nurse says/);
  });

  it('keeps a pocket\'s tooth with it, a symptom told after a remark as the complaint, and reasons and conditions as words', () => {
    expect(clauses('bpe 2 2 2 3 2 2 4 mm pocket 36 distal 16 crown margins sound')).toEqual(['PERIO: BPE 2 2 2 / 3 2 2 4 mm pocket 36 distal', 'DENTAL: 16 crown margins sound']);
    expect(clauses("he's just retired from teaching um he's had sensitivity upper left for about a month medical history no changes").slice(0, 2)).toEqual(["NOTES: he's just retired from teaching", "CC: he's had sensitivity upper left for about a month"]);
    expect(clauses('diagnosis frictional keratosis explained it is most likely from rubbing but because she smokes we need to see it go away').at(-1)).toMatch(/^CONSULT: explained .* because she smokes we need/);
    expect(clauses('IO: tongue healed. Reassured pt. Advised to come back if any ulcer lasts more than 3 weeks.').at(-1)).toMatch(/^CONSULT: Advised to come back if any ulcer/);
  });

  it('reads a condition with its medicine, swollen nodes, a pocket with its depth and the tooth after "on probing" without headers', () => {
    expect(clauses('here because her lower partial denture has been rubbing for about a week atrial fibrillation on apixaban no allergies').slice(0, 2)).toEqual([
      'CC: her lower partial denture has been rubbing for about a week', 'MEDHX: atrial fibrillation on apixaban',
    ]);
    expect(clauses('medical history no changes penicillin allergy swollen tender node under the left side of the jaw eight millimetre pocket distal of three seven with pus on probing three seven grade one mobile').slice(-3)).toEqual([
      'EXTRA: swollen tender node under the left side of the jaw', 'PERIO: 8 mm pocket distal of 37 with pus on probing', 'DENTAL: 37 grade 1 mobile',
    ]);
    // Not where a medicine was put.
    expect(clauses('rsd upper right arestin placed in the 6 mm pockets').map((c) => c.split(':')[0])).not.toContain('PERIO');
  });

  it('reads the site of an implant or extraction as an intra-oral finding, not a tooth', () => {
    expect(clauses('Med hx: no changes. Site #30 healed, good keratinized tissue. #29 DO composite intact.', 'universal').slice(1)).toEqual([
      'INTRA: Site #30 healed, good keratinized tissue.', 'DENTAL: #29 DO composite intact.',
    ]);
    expect(clauses('medical history no changes intra oral lower left six site well healed lower left five and lower left seven sound', 'palmer').slice(1)).toEqual([
      'INTRA: LL6 site well healed', 'DENTAL: LL5 and LL7 sound',
    ]);
  });

  it('reads "referred for" opening the note as why the patient came', () => {
    expect(clauses('Referred for RCT #12. Cold sensitivity since crown prep. Med hx: NKDA.', 'universal')[0]).toBe('CC: Referred for RCT #12.');
    expect(clauses('Plan: referred for implant assessment.').at(-1)).toMatch(/^PLAN: referred for implant/);
  });

  it('reads "The BPE was …" and "The soft tissues were …" in typed sentences', () => {
    expect(clauses('The patient attended for her periodontal review. She has no allergies. The soft tissues were healthy. The BPE was 2 2 2 / 3 2 2.').slice(-2)).toEqual([
      'INTRA: The soft tissues were healthy.', 'PERIO: The BPE was 2 2 2 / 3 2 2.',
    ]);
  });

  it('reads a dressing found intact as the chart, not today\'s treatment', () => {
    expect(clauses('medical history no changes no allergies three six cavit intact not tender to percussion one cartridge of articaine buccal infiltration').slice(-2)).toEqual([
      'DENTAL: 36 cavit intact not tender to percussion', 'TX: LA: 1 cartridge articaine, buccal infiltration',
    ]);
  });

  it('reads how a child got on as a remark', () => {
    expect(clauses('fissure sealants 36 46 placed fluoride varnish applied he earned his sticker recall 6 months').map((c) => c.split(':')[0])).toContain('NOTES');
    expect(clauses('oral hygiene instruction interdental brushes she has been great with the brushing review 3 months').find((c) => c.startsWith('NOTES'))).toMatch(/great with the brushing/);
  });

  it('keeps a film taken to check a step with today\'s treatment', () => {
    expect(clauses('la given the palatal root snapped so I took a pa to see where it was then teased it out with a fine luxator').map((c) => c.split(':')[0])).not.toContain('RADIO');
    expect(clauses('la given rubber dam master cones tried with a pa after that dried with paper points obturated').map((c) => c.split(':')[0])).not.toContain('RADIO');
  });

  it('reads "RV PRN" as the follow-up', () => {
    expect(clauses('Dx: perio abscess 16. NV: XLA 16 (40 min). RV PRN.').at(-1)).toBe('FU: RV PRN.');
  });

  it('reads what the patient told us all about as a remark', () => {
    expect(clauses('Here for sealants. Med hx: NKDA. #3, #14 sealed last year, intact. Pt told us all about his new puppy. Isolation w/ cotton rolls.', 'universal')[3]).toMatch(/^NOTES: Pt told us all about/);
  });

  it('reads tori, an operculum over a tooth and the papillae without headers', () => {
    expect(clauses('MH: COPD, NKDA. No LNs, TMJ NAD. Mandibular tori bilat, large.').at(-1)).toBe('INTRA: Mandibular tori bilat, large.');
    expect(clauses('extra oral tender swollen left submandibular node operculum over lower left eight red swollen and tender', 'palmer').at(-1)).toBe('INTRA: operculum over LL8 red swollen and tender');
    expect(clauses('extraoral small tender nodes under the jaw punched out papillae on the lower anteriors with gray slough').at(-1)).toBe('PERIO: punched out papillae on the lower anteriors with gray slough');
    // Not where something was done, nor in a question.
    expect(clauses('la given irrigated under the operculum over 38 with chlorhexidine').map((c) => c.split(':')[0])).not.toContain('INTRA');
  });

  it('reads "took 4 bitewings", "no changes to her meds", and who came after "subjective"', () => {
    expect(clauses('checkup no concerns number thirty two missing took four bitewings caries on nineteen distal', 'universal').at(-1)).toMatch(/^RADIO: took 4 bitewings/);
    expect(clauses('her lower denture has been rubbing since we relined it no changes to her meds still on warfarin')[1]).toMatch(/^MEDHX: no changes to her meds/);
    expect(clauses('subjective eight year old with mom here for her recall exam no complaints', 'universal').slice(0, 2)).toEqual(['NOTES: 8 year old with mom', 'CC: her recall exam']);
  });
  it('hears a remark said of the patient as "he" or "she" in the middle of run-on treatment, not how they took part', () => {
    expect(clauses('scaling and root planing lower left with the cavitron oral hygiene instructions again she is doing much better with it recall three months')).toEqual([
      'TX: scaling and root planing lower left with the cavitron',
      'TX: oral hygiene instructions again',
      'NOTES: she is doing much better with it',
      'FU: recall 3 months',
    ]);
    expect(clauses('biodentine placed over the pulp stumps he was worried about the noise so headphones on then a d o composite lower left six', 'palmer')).toEqual([
      'TX: biodentine placed over the pulp stumps',
      'NOTES: he was worried about the noise so headphones on',
      'TX: then a DO composite LL6',
    ]);
    expect(clauses('rubber dam placed caries removed she was gagging a bit so sat her up').filter((c) => !c.startsWith('TX'))).toEqual([]);
    expect(clauses('Today: checked the bite. She is doing much better with it.')).toEqual(['TX: checked the bite.', 'NOTES: She is doing much better with it.']);
  });
  it('charts a tooth with what tests and the eye found of it after the consent and among treatment', () => {
    expect(clauses('mum signed the consent form five four grossly carious mobile grade one topical applied')[1]).toBe('DENTAL: 54 grossly carious mobile grade 1');
    expect(clauses('consent signed and reviewed numbers one and sixteen erupted number seventeen partial bony impaction', 'universal')).toEqual([
      'CONSENT: consent signed and reviewed',
      'DENTAL: #1 and #16 erupted #17 partial bony impaction',
    ]);
    expect(clauses('Splint removed with a fine diamond. 21 physiological mobility, not TTP, EPT +ve. 11, 12 EPT +ve, cold +ve.')).toEqual([
      'TX: Splint removed with a fine diamond.',
      'DENTAL: 21 physiological mobility, not TTP, EPT +ve.',
      'DENTAL: 11, 12 EPT +ve, cold +ve.',
    ]);
    expect(clauses('splint removed with a finishing bur number eight grayish discoloration tender to percussion', 'universal')[1]).toBe('DENTAL: #8 grayish discoloration tender to percussion');
    // Not a tooth obturated by cold lateral condensation.
    expect(clauses('canals dried obturated upper right six cold lateral condensation', 'palmer').every((c) => c.startsWith('TX'))).toBe(true);
    expect(clauses('intra oral plaque on the upper front teeth letters d e f and g white spot lesions', 'universal').at(-1)).toBe('DENTAL: #D #E #F and #G white spot lesions');
  });
  it('hears an age said on its own at a sentence start as a remark, and what follows at length as the complaint', () => {
    expect(clauses('16 y/o. Mum wants wisdom teeth checked. MH: NKDA.')[0]).toBe('NOTES: 16 y/o.');
    expect(clauses('10 y/o, fell in the playground yesterday, chipped UR1. MH: NKDA.').slice(0, 2)).toEqual(['NOTES: 10 y/o', 'CC: fell in the playground yesterday, chipped 11.']);
    expect(clauses('seventeen year old lad pain round the lower left back tooth for four days medical history fit and well').slice(0, 2)).toEqual(['NOTES: 17 year old lad', 'CC: pain round the lower left back tooth for 4 days']);
    expect(clauses('Sports guard delivery. 16 y/o hockey player. Med hx: no changes.').slice(0, 2)).toEqual(['CC: Sports guard delivery.', 'NOTES: 16 y/o hockey player.']);
    expect(clauses('sixteen year old here because her lower bonded retainer has come unstuck').slice(0, 2)).toEqual(['NOTES: 16 year old', 'CC: her lower bonded retainer has come unstuck']);
    // An age said of a thing is no remark.
    expect(clauses('Loose lower denture, 6 years old, food getting under it.')[0]).toBe('CC: Loose lower denture, 6 years old, food getting under it.');
  });
  it('hears coming back for something as the next visit, and as the complaint when it opens the note', () => {
    expect(clauses("told her the cusp could break off she's coming back for the crown prep on one six in three weeks").at(-1)).toBe('NV: crown prep on 16 in 3 weeks');
    expect(clauses('S&P and OHI. Back for DO composite 47 in 2/52. Recall 9/12.')).toEqual(['TX: S&P and OHI.', 'NV: DO composite 47 in 2 weeks.', 'FU: Recall 9 months.']);
    expect(clauses('Back for perm resto 46 following sedative dressing. Sx settled.')[0]).toBe('CC: Back for perm resto 46 following sedative dressing.');
    expect(clauses('discussed coming back for shorter appointments she would prefer that')[0]).toMatch(/^CONSULT: discussed coming back for shorter appointments/);
  });
  it('hears the diagnosis said after the examination without its header', () => {
    expect(clauses("took a pa of one six no caries under the filling so it's a cracked tooth one six told her the cusp could break off").slice(0, 2)).toEqual([
      'RADIO: took a pa of 16 no caries under the filling',
      'DX: cracked tooth 16',
    ]);
    expect(clauses('two bitewings four seven distal caries into dentine nothing else caries four seven').at(-1)).toBe('DX: caries 47');
    // Not a finding denied, nor a tooth with its own chart finding.
    expect(clauses('bitewings distal caries four six into dentine no other caries four six occlusal amalgam sound').some((c) => c.startsWith('DX'))).toBe(false);
    // Nor what the patient came with.
    expect(clauses("here for extraction of number twenty it's cracked down the middle", 'universal').some((c) => c.startsWith('DX'))).toBe(false);
  });
  it('hears the history and the head and neck said with no header', () => {
    expect(clauses('healthy boy no medicines no allergies')).toEqual(['MEDHX: healthy boy no medicines', 'MEDHX: no allergies']);
    expect(clauses("she's got asthma uses a blue inhaler when she needs it no allergies")[0]).toMatch(/^MEDHX: she's got asthma/);
    expect(clauses('nothing new health wise no allergies')[0]).toBe('MEDHX: nothing new health wise');
    expect(clauses('still on atorvastatin no allergies head and neck fine soft tissues healthy').slice(-2)).toEqual(['EXTRA: head and neck fine', 'INTRA: soft tissues healthy']);
    // "Healthy" said of the tissues stays an examination finding.
    expect(clauses('intra oral soft tissues healthy no caries')).toEqual(['INTRA: soft tissues healthy no caries']);
  });
  it('keeps the soft tissue around an implant intra-oral and pocket depths periodontal', () => {
    expect(clauses('soreness around the implant lower left six for a month intra oral around the implant lower left six red swollen', 'palmer').at(-1)).toBe('INTRA: around the implant LL6 red swollen');
    expect(clauses('implant upper left one gum red around the crown bleeds on probing', 'palmer')[0]).toMatch(/^INTRA: implant UL1 gum red/);
    expect(clauses('EO: WNL. Around implant #19: PD 7-8 mm B + D.', 'universal')).toEqual(['EXTRA: WNL.', 'INTRA: Around implant #19: PD 7-8 mm B + D.']);
    expect(clauses('pocket depths number three buccal five four seven lingual six five seven', 'universal')).toEqual(['PERIO: pocket depths #3 buccal 5 4 7 lingual 6 5 7']);
  });
  it('hears the story after an opening remark about who came as the complaint', () => {
    expect(clauses("twelve year old with dad check up dad's worried about her crooked teeth medical history fit and well").slice(0, 2)).toEqual([
      'NOTES: 12 year old with dad',
      "CC: check up dad's worried about her crooked teeth",
    ]);
    // Not who else came, nor a visit named at once.
    expect(clauses('five year old came in with mum and her little brother toothache lower right')[0]).toMatch(/^NOTES: 5 year old came in with mum and her little brother/);
    expect(clauses('five year old with dad recall exam no complaints').slice(0, 2)).toEqual(['NOTES: 5 year old with dad', 'CC: recall exam']);
  });
  it('hears safety-netting said on its own as the follow-up, and as the discussion when said as advice', () => {
    expect(clauses('post op instructions given if the swelling spreads or he has trouble swallowing go to a and e review in one week')).toEqual([
      'TX: post op instructions given',
      'FU: if the swelling spreads or he has trouble swallowing go to A&E',
      'FU: review in 1 week',
    ]);
    expect(clauses('Dressing placed. Return sooner if pain at night.').at(-1)).toBe('FU: Return sooner if pain at night.');
    expect(clauses('told her to go to the ER if the swelling spreads')).toEqual(['CONSULT: told her to go to the ER if the swelling spreads']);
    expect(clauses('talked about gingivectomy but it may come back if the drugs stay the same')).toHaveLength(1);
  });
  it('hears what the patient was told about how it will feel as the discussion', () => {
    expect(clauses('occlusion checked all fine told him some sensitivity is normal for a week')).toEqual([
      'TX: occlusion checked all fine',
      'CONSULT: told him some sensitivity is normal for a week',
    ]);
  });
  it('hears a pan from an earlier visit as a radiograph', () => {
    expect(clauses('number one supraerupted no opposing tooth pan from last visit thirty two roots clear of the canal', 'universal').at(-1)).toBe('RADIO: pan from last visit 32 roots clear of the canal');
  });
  it('keeps the complaint whole where its words look like other sections', () => {
    for (const said of [
      'metal framework try in for her upper cobalt chrome partial denture medical history no changes',
      'pain in the left jaw joint and clicking for about 3 months worse in the mornings medical history fit and well',
      'extraction of 4 third molars per pano referred by his general dentist medical history healthy',
      'post op check one week after the implant no pain only needed ibuprofen for 2 days medical history no changes',
    ]) expect(clauses(said)[0]).toBe(`CC: ${said.replace(/ medical history.*$/, '').replace('one week', '1 week')}`);
    expect(clauses('jaw relation records she says the old lower one still rubs on the right')[0]).toMatch(/old lower one still rubs/);
  });
  it('keeps "in for" with a duration in the advice', () => {
    expect(clauses('advised keep denture in for 24 h salt water rinses from tomorrow')[0]).toBe('CONSULT: advised keep denture in for 24 h');
    expect(clauses("he's in for the second visit of his root canal on 30", 'universal')[0]).toBe('CC: second visit of his root canal on #30');
  });
  it('keeps the tongue said with the lip in the risks', () => {
    expect(clauses('Risks discussed: numbness of lip + tongue, dry socket. Pt asked about time off work.')[0]).toBe('CONSULT: Risks discussed: numbness of lip + tongue, dry socket.');
    expect(clauses('Risks discussed: numbness of lip/tongue. IO: tongue coated.').at(-1)).toBe('INTRA: tongue coated.');
  });
  it('hears what was discussed after "plan" and the obturation a post-op film shows as the report', () => {
    expect(clauses('assessment symptomatic irreversible pulpitis four six plan discussed root canal or extraction she wants to keep it')).toContain('CONSULT: discussed root canal or extraction');
    expect(clauses('Today: obturated with GP and AH Plus. PA post op: obturation to length, well condensed, no voids. Cavit placed.')).toEqual([
      'TX: obturated with GP and AH Plus.',
      'RADIO: PA post op: obturation to length, well condensed, no voids.',
      'TX: Cavit placed.',
    ]);
  });
  it('keeps painkillers already taken and a referral told after the visit in the complaint', () => {
    expect(clauses('Emergency. Pain LR 5 days, throbbing. Has had paracetamol + ibuprofen with little relief. MH: nil').slice(0, 3)).toEqual([
      'CC: Emergency.',
      'CC: Pain LR 5 days, throbbing.',
      'CC: Has had paracetamol + ibuprofen with little relief.',
    ]);
    expect(clauses('2nd RSD visit UL LL. Referred for molar incisor pattern periodontitis. MH: NKDA')[1]).toBe('CC: Referred for molar incisor pattern periodontitis.');
  });
  it('hears treatment named bare in run-on speech after findings or what was said as done then', () => {
    expect(clauses('psr one one one one one one number thirty occlusal stain prophy recall six months', 'universal')).toEqual([
      'PERIO: PSR 1 1 1 / 1 1 1',
      'DENTAL: #30 occlusal stain',
      'TX: prophy',
      'FU: recall 6 months',
    ]);
    // Not one found in place, planned, talked of or chosen.
    expect(clauses('lower left six fissure sealant partly lost lower right six sound', 'palmer').some((c) => c.startsWith('TX'))).toBe(false);
    expect(clauses('discussed sdf versus fillings with mom sdf stains black mom chose sdf next visit', 'universal').some((c) => c.startsWith('TX'))).toBe(false);
    expect(clauses('bpe two two two two two two next visit scale and polish').some((c) => c.startsWith('TX'))).toBe(false);
    expect(clauses('diagnosis pericoronitis lower left eight irrigation under the operculum with chlorhexidine', 'palmer')).toEqual(['DX: pericoronitis LL8', 'TX: irrigation under the operculum with chlorhexidine']);
  });
  it('keeps a review said among the items of a written plan in the plan, and what another office told as the complaint', () => {
    expect(clauses('Tx plan: SRP all 4 quadrants, then perio re-eval at 6 weeks, MO composite #14, crown #19.', 'universal')).toEqual([
      'PLAN: SRP all 4 quadrants, then perio re-eval at 6 weeks, MO composite #14, crown #19.',
    ]);
    expect(clauses('Plan: crown #30. Recall 6 months.', 'universal')).toEqual(['PLAN: crown #30.', 'FU: Recall 6 months.']);
    expect(clauses('second opinion another office told him he needs a deep cleaning no pain medical history healthy', 'universal')[0]).toMatch(/^CC/);
  });
  it('hears a review said first with its interval as the reason for attending, and antibiotics finished as part of it', () => {
    expect(clauses('Review 1/52 pericoronitis LR8. Metronidazole finished, swelling gone. MH: no change.', 'palmer').slice(0, 2)).toEqual([
      'CC: Review 1 week pericoronitis LR8.',
      'CC: Metronidazole finished, swelling gone.',
    ]);
    expect(clauses('Trauma review 3/12. No pain.', 'palmer')[0]).toBe('CC: Trauma review 3 months.');
    // Said alone it is the follow-up (an appended "recall six months").
    expect(clauses('recall six months')).toEqual(['FU: recall 6 months']);
  });
  it('keeps the saturation said with the pulse in the history, and vitals stable during sedation in the treatment', () => {
    expect(clauses('medical history healthy blood pressure one eighteen over seventy two pulse sixty eight sats ninety nine percent on room air', 'universal')).toEqual([
      'MEDHX: healthy',
      'MEDHX: blood pressure 118/72 pulse 68 sats 99% on room air',
    ]);
    expect(clauses('midazolam four milligrams titrated socket irrigated with saline vitals stable throughout recovered in the chair', 'universal').some((c) => c.startsWith('MEDHX'))).toBe(false);
  });
  it('hears being told when to come again as the follow-up, and an IOPA as a radiograph', () => {
    expect(clauses('Advised to take ibuprofen 400 mg if pain. Advised to come after one week. Kindly revert if sensitivity persists.')).toEqual([
      'CONSULT: Advised to take ibuprofen 400 mg if pain.',
      'FU: Advised to come after 1 week.',
      'FU: Kindly revert if sensitivity persists.',
    ]);
    expect(clauses('IOPA 36: radiolucency approaching pulp.')).toEqual(['RADIO: IOPA 36: radiolucency approaching pulp.']);
  });
  it('keeps what is joined with "+" or "&" with what came before', () => {
    expect(clauses('Attended for S&P + OHI as prescribed. 12 y/o w/ mum.')).toEqual(['CC: S&P + OHI as prescribed.', 'NOTES: 12 y/o w/ mum.']);
  });
  it('keeps a medical emergency in the chair with the treatment, and the practice\'s incident record as a remark', () => {
    const said = clauses('la one cartridge lidocaine id block right he went pale and clammy said he felt dizzy then lost consciousness briefly chair laid flat legs raised came round within thirty seconds pulse sixty two regular bp one ten over seventy rubber dam incident form completed');
    expect(said.filter((c) => !c.startsWith('TX'))).toEqual(['NOTES: incident form completed']);
    // A patient a bit pale afterwards is a remark.
    expect(clauses('post op instructions given he was a bit pale afterwards so sat him in the waiting room')[1]).toMatch(/^NOTES/);
    expect(clauses('Explained prolonged numbness after IDB is rare and usually settles.')).toEqual(['CONSULT: Explained prolonged numbness after IDB is rare and usually settles.']);
  });
  it('hears the recording stages of dentures as treatment, but not a plan that names them', () => {
    expect(clauses('ridges healthy upper rim trimmed labially for lip support occlusal plane set parallel to the ala tragus line facebow recorded shade a3').slice(1)).toEqual([
      'TX: upper rim trimmed labially for lip support',
      'TX: occlusal plane set parallel to the ala tragus line',
      'TX: facebow recorded',
      'TX: shade A3',
    ]);
    expect(clauses('Plan: special tray, secondary impressions, bite registration, try-in, fit denture.')).toEqual(['PLAN: special tray, secondary impressions, bite registration, try-in, fit denture.']);
    // A question and its answer said in one sentence stay one.
    expect(clauses('Post-operative instructions were given. She asked whether the crowns will stain and I told her they will not.').slice(1)).toEqual(['CONSULT: She asked whether the crowns will stain and I told her they will not.']);
  });
  it('hears records taken today, photographs and scans, as treatment', () => {
    expect(clauses('eleven twenty one mesial composites stained full set of clinical photos taken intraoral scan upper and lower').slice(1)).toEqual([
      'TX: full set of clinical photos taken',
      'TX: intraoral scan upper and lower',
    ]);
    expect(clauses('Consented to photos being sent.').some((c) => c.startsWith('TX'))).toBe(false);
  });
  it('hears a review said first after its interval, or with what it is for, as the reason for attending', () => {
    expect(clauses('Six-month trauma review. No problems.')[0]).toBe('CC: 6 month trauma review.');
    expect(clauses('6 weeks gingivitis review following OHI. Pt says gums bleed much less.')[0]).toBe('CC: 6 weeks gingivitis review following OHI.');
    expect(clauses('Follow-up for biopsy-confirmed lichen planus, 4 weeks after starting clobetasol.')[0]).toMatch(/^CC/);
    // Not one said with its interval after "for" ("recall for 6 months").
    expect(clauses('recall for six months')[0]).toMatch(/^FU/);
  });
  it('hears support workers and personal assistants as who came with the patient', () => {
    expect(clauses('recall exam accompanied by two support workers from his supported living medical history epilepsy')[1]).toBe('NOTES: accompanied by 2 support workers from his supported living');
    expect(clauses('here for the filling on four six she came with her personal assistant medical history cerebral palsy')[1]).toMatch(/^NOTES: she came with her personal assistant/);
  });
  it('hears reasonable adjustments as remarks and a capacity assessment as consent', () => {
    expect(clauses('Recall. MH: autism. Lights dimmed, visual timetable used. Capacity assessed: lacks capacity for this decision.')).toEqual([
      'CC: Recall.',
      'MEDHX: autism.',
      'NOTES: Lights dimmed, visual timetable used.',
      'CONSENT: Capacity assessed: lacks capacity for this decision.',
    ]);
  });
  it('hears how the patient gets about and was moved, coming alone and dental fear as remarks', () => {
    expect(clauses('XLA UR5 assessed last visit. Uses a manual wheelchair, treated in own chair. MH: MS.', 'palmer')[1]).toBe('NOTES: Uses a manual wheelchair, treated in own chair.');
    expect(clauses('IHS for XLA LL6. Needle phobic, support worker present. MH: NKDA.', 'palmer')[1]).toBe('NOTES: Needle phobic, support worker present.');
    expect(clauses('extraction of 18 impressions transferred to the lab').some((c) => c.startsWith('NOTES'))).toBe(false);
  });
  it('keeps "I also" and more of the discussion joined on by "and" with the discussion', () => {
    expect(clauses('Caries removed. I also explained the alternatives.')[1]).toBe('CONSULT: I also explained the alternatives.');
    expect(clauses('Caries removed. I told her to take ibuprofen for pain and explained the aspirin might make it ooze.')[1]).toBe('CONSULT: I told her to take ibuprofen for pain and explained the aspirin might make it ooze.');
  });
  it('hears coming back after an interval to be checked as the follow-up, and a prescription with its drug', () => {
    expect(clauses('extraction done post op instructions given come back in one week for check')).toContain('FU: come back in 1 week for check');
    expect(clauses('composite placed 36 coming back in two weeks for the crown prep')).toContain('NV: crown prep');
    expect(generateNotes('gauze pressure post op instructions was given to patient prescription clindamycin three hundred milligrams four times per day').TX).toContain('Prescription clindamycin 300 mg 4 times per day');
  });
  it('hears orthodontic steps as treatment, with a wire size said from its decimal point', () => {
    expect(clauses('medical history no changes four two bracket debonded removed lower wire band on thirty recemented with glass ionomer lower point oh one eight niti reinserted wire cut flush').slice(2)).toEqual([
      'TX: removed lower wire',
      'TX: band on 30 recemented with glass ionomer',
      'TX: lower 0.018 niti reinserted',
      'TX: wire cut flush',
    ]);
    // Not a bracket said to have come off.
    expect(clauses('medical history no changes four two bracket debonded')[1]).toBe('DENTAL: 42 bracket debonded');
  });
  it('keeps painkillers said with how much they helped in the complaint', () => {
    expect(clauses('Triage T/C. Pain UR quadrant 2/7. Paracetamol - partial relief. MH: asthma.', 'palmer')[2]).toBe('CC: Paracetamol - partial relief.');
  });
  it('keeps drugs advised in a written list as advice, strengths with their decimal point too, and safety-netting as the follow-up', () => {
    expect(clauses('Rx metronidazole 400 mg TDS 3/7. Advised CHX 0.2% mouthwash, warm salt water rinses, ibuprofen 400 mg QDS, soft brush to the area. Safety-netted: if swelling spreads to neck, A&E immediately.')).toEqual([
      'TX: Rx metronidazole 400 mg TDS 3 days.',
      'CONSULT: Advised CHX 0.2% mouthwash, warm salt water rinses, ibuprofen 400 mg QDS, soft brush to the area.',
      'FU: Safety-netted: if swelling spreads to neck, A&E immediately.',
    ]);
  });
  it('examines an orthodontic retainer as a whole, and keeps a question to the end of its sentence', () => {
    expect(clauses('Retention check. OH good. Lower bonded retainer LR3-LL3 intact, wire not distorted. LL2 pad debonded.', 'palmer').slice(2)).toEqual([
      'INTRA: Lower bonded retainer LR3-LL3 intact, wire not distorted.',
      'DENTAL: LL2 pad debonded.',
    ]);
    expect(clauses('Retention check. MH: no changes. #25 was etched. The pad was rebonded with flowable composite. She asked if dental X-rays are safe during pregnancy; I told her we did not need any today.', 'universal')[4]).toBe('CONSULT: She asked if dental X-rays are safe during pregnancy; I told her we did not need any today.');
  });
  it('names the visit said first, before who came, and reads a correction of a count said in the singular', () => {
    expect(clauses('debond appointment sixteen year old with mom she is super excited').slice(0, 2)).toEqual(['CC: debond appointment', 'NOTES: 16 year old with mom she is super excited']);
    expect(clauses('twin block review eleven year old with mum')[0]).toBe('CC: twin block review');
    expect(clauses('care home visit carer present')[0]).toBe('NOTES: care home visit carer present');
    expect(clauses('activated the expansion screw two turns sorry one turn')).toEqual(['TX: activated the expansion screw 1 turn']);
  });
  it('hears "no anesthesia needed" as a step and a removable appliance taken out as no medicine', () => {
    expect(clauses('diagnosis reversible pulpitis no anesthesia needed marked with articulating paper')[1]).toMatch(/^TX: no anesthesia needed/);
    expect(clauses('mum says he sometimes takes it out to eat medical history no changes')[0]).toBe('CC: mum says he sometimes takes it out to eat');
  });
  it('hears the escort and the ASA grade said before sedation, and nasal cannula oxygen as one step', () => {
    expect(clauses('no allergies asa two her husband is here as escort consent reconfirmed')).toEqual([
      'MEDHX: no allergies',
      'MEDHX: asa 2',
      'NOTES: her husband is here as escort',
      'CONSENT: consent reconfirmed',
    ]);
    const tx = generateNotes('cannula left hand midazolam titrated to six milligrams oxygen two litres a minute via nasal cannula sats ninety eight percent').TX;
    expect(tx?.filter((item) => /via nasal cannula$/.test(item))).toHaveLength(1);
    expect(tx).toContain('Sats 98%');
  });
  it('hears a CT or MRI scan as a film, planned when urgent, and keeps a run of readings together', () => {
    expect(clauses('diagnosis ludwigs angina ct neck with contrast bilateral submandibular collections airway narrowed')[1]).toBe('RADIO: ct neck with contrast bilateral submandibular collections airway narrowed');
    expect(clauses('Plan: urgent MRI of the neck and floor of mouth.')).toEqual(['PLAN: urgent MRI of the neck and floor of mouth.']);
    expect(clauses('medical history diabetes extra oral temperature thirty nine point one pulse one hundred and twenty six blood pressure one hundred over sixty resp rate twenty four sats ninety five percent on room air')).toEqual([
      'MEDHX: diabetes',
      'EXTRA: temperature 39.1 pulse 126 blood pressure 100/60 resp rate 24 sats 95% on room air',
    ]);
  });
  it('opens a drug given with the route it was given by', () => {
    expect(clauses('consent form one signed iv clindamycin six hundred milligrams given iv metronidazole five hundred milligrams given')).toEqual([
      'CONSENT: consent form 1 signed',
      'TX: iv clindamycin 600 mg given',
      'TX: iv metronidazole 500 mg given',
    ]);
  });
  it('charts teeth said first after the medical history, and hears going through an approach as the discussion', () => {
    expect(clauses('medical history no allergies one three one two and one one palatal erosion into dentine we went through the dahl approach again').slice(1)).toEqual([
      'DENTAL: 13 12 and 11 palatal erosion into dentine',
      'CONSULT: we went through the dahl approach again',
    ]);
  });
  it('hears insurance paperwork opening a sentence as a remark, a claim narrative with all its words', () => {
    expect(clauses('Crown prep #19. Pre-auth: crown (D2750) approved, buildup (D2950) denied; resubmitting with narrative. Med hx: no changes.', 'universal')[1]).toBe('NOTES: Pre-auth: crown (D2750) approved, buildup (D2950) denied; resubmitting with narrative.');
    expect(clauses('POI given. Narrative (D2950): buildup needed as less than 50% of coronal structure remains after RCT; MOD cavity with thin L cusp.', 'universal')[1]).toBe('NOTES: Narrative (D2950): buildup needed as less than 50% of coronal structure remains after RCT; MOD cavity with thin L cusp.');
  });
  it('plans tests asked for, and keeps "no" with a drug not given', () => {
    expect(clauses('Biopsy taken. Haematinic screen requested.')[1]).toBe('PLAN: Haematinic screen requested.');
    expect(clauses('diagnosis denture stomatitis no miconazole because of the warfarin rx nystatin')).toEqual([
      'DX: denture stomatitis',
      'TX: no miconazole because of the warfarin',
      'TX: rx nystatin',
    ]);
  });
  it('keeps a tooth the soft tissue is at, and pocket depths at an implant, out of the chart', () => {
    expect(clauses('extra oral nad peri implant mucosa three six swollen and red three seven sound').slice(1)).toEqual([
      'INTRA: peri implant mucosa 36 swollen and red',
      'DENTAL: 37 sound',
    ]);
    expect(clauses('bpe two two two two two two probing depths three six implant six millimetres mesial seven millimetres distal bleeding on probing')).toContain('PERIO: probing depths 36 implant 6 mm mesial 7 mm distal');
  });
  it('hears money taken and a course opened or closed as remarks for the office', () => {
    expect(clauses('Implant consultation. Estimate signed. £500 deposit taken to book surgery.')[2]).toBe('NOTES: £500 deposit taken to book surgery.');
    expect(clauses('composite placed forty six nhs band two course opened')[1]).toBe('NOTES: nhs band 2 course opened');
  });
  it('hears how the patient pays as a remark, and sedation the visit is done under as part of it', () => {
    expect(clauses('pain lower right for a week he has a medical card medical history no changes')).toEqual([
      'CC: pain lower right for a week',
      'NOTES: he has a medical card',
      'MEDHX: no changes',
    ]);
    expect(clauses('Prophy, sealants #3, #14 w N2O.', 'universal')).toEqual(['CC: Prophy, sealants #3, #14 w N2O.']);
  });
  it('hears what the patient would prefer as the discussion, and keeps the options it lists', () => {
    expect(clauses('Caries removed. Discussed options inhalation sedation or referral for GA. She would prefer a general anaesthetic.').slice(1)).toEqual([
      'CONSULT: Discussed options inhalation sedation or referral for GA.',
      "CONSULT: She would prefer a general anaesthetic.",
    ]);
  });
  it('keeps a swelling or node said among the extra-oral findings with them', () => {
    expect(clauses('C/O swelling LL since Sat. EO: T 37.9, HR 96. Mild swelling L mandible, L submandibular LN tender. IO: FOM soft.').slice(1, 3)).toEqual([
      'EXTRA: T 37.9, HR 96.',
      'EXTRA: Mild swelling L mandible, L submandibular LN tender.',
    ]);
    // Not one at a tooth.
    expect(clauses('EO: within normal limits. There is a fluctuant swelling buccal to 14 with pus on probing.')[1]).not.toMatch(/^EXTRA/);
  });
  it('hears being told to keep on with what helps, and being shown how to handle an appliance, as the discussion', () => {
    expect(clauses('Splint adjusted. Continue nightly wear and exercises.')[1]).toBe('CONSULT: Continue nightly wear and exercises.');
    expect(clauses('Michigan splint fitted. Pt shown insertion, removal and cleaning.')[1]).toBe('CONSULT: Pt shown insertion, removal and cleaning.');
  });
  it('hears where to go if it gets worse, said bare, as the follow-up; told to the patient, as advice', () => {
    expect(clauses('Rx amoxicillin 500 mg TDS 5/7. Return or call 111 if swelling spreads, difficulty swallowing or breathing.')[1]).toBe('FU: Return or call 111 if swelling spreads, difficulty swallowing or breathing.');
    expect(clauses('Advised hot salty mouthwashes, paracetamol, attend A&E if swelling spreads to the eye.')).toEqual(['CONSULT: Advised hot salty mouthwashes, paracetamol, attend A&E if swelling spreads to the eye.']);
  });
  it('hears sinus precautions reviewed as the discussion, and "Sinus precautions:" as its header', () => {
    expect(clauses('extracted fourteen sinus precautions reviewed no nose blowing gauze given', 'universal')[1]).toBe('CONSULT: sinus precautions reviewed no nose blowing');
    expect(clauses('Flap closed. Sinus precautions: advised no nose blowing for 2 weeks.')[1]).toBe('CONSULT: advised no nose blowing for 2 weeks.');
  });
  it('hears a group of teeth found sound, with no tooth named, as intra-oral', () => {
    expect(clauses('medical history no allergies one three one two and one one palatal erosion into dentine posterior teeth sound').slice(1)).toEqual([
      'DENTAL: 13 12 and 11 palatal erosion into dentine',
      'INTRA: posterior teeth sound',
    ]);
  });
});

describe('clauses: the more108–more110 round', () => {
  it('hears how good the oral hygiene is as a finding of its own, among the periodontal findings when said after them', () => {
    expect(clauses('lower left e has a big occlusal cavity upper right e has buccal caries oral hygiene\'s not great lots of plaque on the lowers', 'palmer').slice(-2)).toEqual([
      'DENTAL: URE has buccal caries',
      "INTRA: oral hygiene's not great lots of plaque on the lowers",
    ]);
    expect(clauses('bleeding on probing around thirty percent oral hygiene fair plaque mainly interproximal scale and polish')).toEqual([
      'PERIO: bleeding on probing around 30% oral hygiene fair plaque mainly interproximal',
      'TX: scale and polish',
    ]);
    // Not advice about it.
    expect(clauses('discussed oral hygiene good brushing twice daily')).toHaveLength(1);
  });
  it('hears a tooth with its pocket depths as a periodontal finding, with "probing" said before it', () => {
    expect(clauses('three seven sound probing three six distal four millimetres everything else three or less consent form signed').slice(0, 2)).toEqual([
      'DENTAL: 37 sound',
      'PERIO: probing 36 distal 4 mm everything else 3 or less',
    ]);
    expect(clauses('MH: no change, NKDA. 25 M 8 mm PPD, BOP+, recession 1 mm. 25 mobility grade I.').slice(1)).toEqual(['PERIO: 25 M 8 mm PPD, BOP+, recession 1 mm.', 'DENTAL: 25 mobility grade I.']);
    // Not the size of something at the tooth.
    expect(clauses('on examination 21 2 mm chip on the incisal edge')).toEqual(['DENTAL: 21 2 mm chip on the incisal edge']);
  });
  it('hears probing said with a quadrant and its depths as a periodontal finding', () => {
    expect(clauses('no allergies probing upper left five to seven millimeters number fourteen distal eight millimeters with a class two furcation', 'universal').slice(-1)).toEqual([
      'PERIO: probing upper left 5 to 7 mm #14 distal 8 mm with a class 2 furcation',
    ]);
  });
  it('hears what another dentist recommended as the history, and declining today\'s treatment, findings discussed and a missed-appointment policy as the discussion', () => {
    expect(clauses('Pt presents for second opinion. Previous dentist recommended crowns on #3, #4 and #19, pt feels pressured. Med hx: NKDA.', 'universal')[1]).toBe('CC: Previous dentist recommended crowns on #3, #4 and #19, pt feels pressured.');
    expect(clauses('Recommended RCT or extraction. Pt declined all treatment today, wants antibiotics only.')[1]).toBe('CONSULT: Pt declined all treatment today, wants antibiotics only.');
    expect(clauses('Dx: caries 36. Discussed findings: in my opinion 36 needs a filling.')[1]).toBe('CONSULT: Discussed findings: in my opinion 36 needs a filling.');
    expect(clauses('post op instructions given discussed our missed appointment policy she said she understands next visit filling')[1]).toBe('CONSULT: discussed our missed appointment policy she said she understands');
  });
  it('hears recession said before its depth and its own tooth as a periodontal finding, teeth "not mobile" after probing as the chart, and smoking still as the history', () => {
    expect(clauses('bleeding on probing down to eight percent everything else four or under four six grade one mobile recession two millimetres on four six buccal').slice(-2)).toEqual(['DENTAL: 46 grade 1 mobile', 'PERIO: recession 2 mm on 46 buccal']);
    expect(clauses('O/E: 21 PFM crown grey margin recession 2 mm.').slice(-1)).toEqual(['DENTAL: 21 PFM crown grey margin recession 2 mm.']);
    expect(clauses('perio probing depths 2 mm all sites 31 and 41 not mobile').slice(-1)).toEqual(['DENTAL: 31 and 41 not mobile']);
    expect(clauses('review after the deep cleaning he says his gums don\'t bleed any more still smoking about ten a day').slice(-1)).toEqual(['MEDHX: still smoking about 10 a day']);
  });
  it('keeps the next tooth treated, said with "then", in the treatment', () => {
    expect(clauses('today rubber dam mod composite one six shade a three then one seven occlusal caries just in the fissures occlusal composite one seven').every((c) => c.startsWith('TX'))).toBe(true);
  });
  it('reads the words that number a problem as a header, with that problem\'s complaint after them', () => {
    expect(clauses("okay she's attended with two problems medical history no changes problem one the upper left sharp pain when she bites two six large mesial occlusal distal amalgam problem two the lower right food packing between four six and four seven")).toEqual([
      'CC: 2 problems',
      'MEDHX: no changes',
      'CC: the upper left sharp pain when she bites',
      'DENTAL: 26 large MOD amalgam',
      'CC: the lower right food packing between 46 and 47',
    ]);
    // Not "the last thing at night".
    expect(clauses('talked to dad about brushing last thing at night')).toHaveLength(1);
  });
  it('opens a problem\'s chart at a tooth with its finding said right after the problem\'s number, and its complaint otherwise', () => {
    expect(clauses('Med hx: NKDA. Problem 1: #19 missing (extracted 3 yrs ago). #18 tipped mesially.', 'universal').slice(1)).toEqual(['DENTAL: #19 missing (extracted 3 yrs ago).', 'DENTAL: #18 tipped mesially.']);
    expect(clauses('MH: NKDA. Problem 1: UR6 - dull ache on biting x 2/52. UR6 MOD amalgam, TTP +.', 'palmer').slice(1)).toEqual(['CC: UR6 - dull ache on biting x 2 weeks.', 'DENTAL: UR6 MOD amalgam, TTP +.']);
  });
  it('hears attending spoken of as no reason for attending', () => {
    expect(clauses('Discussed ORN risk, importance of attending GDP. Pt understands and agrees to extraction of 47 prior to RT.')).toEqual([
      'CONSULT: Discussed ORN risk, importance of attending GDP.',
      'CONSULT: Pt understands and agrees to extraction of 47 prior to RT.',
    ]);
  });
  it('hears plaque said with where on the teeth as its own finding, and a bottle taken to bed as no medicine', () => {
    expect(clauses('knee to knee exam soft tissues normal d e f and g erupted sound light plaque on the upper incisors', 'universal').slice(-1)).toEqual(['INTRA: light plaque on the upper incisors']);
    expect(clauses('mom says he still takes a bottle of formula to bed medical history healthy', 'universal')[0]).not.toMatch(/^MEDHX/);
  });
  it('hears health said unchanged as the history, a time a treatment takes as no medicine, and teeth not mobile after a depth as the chart', () => {
    expect(clauses('gum graft on 24 and 25 health is unchanged takes birth control no allergies', 'universal')[1]).toBe('MEDHX: health is unchanged');
    expect(clauses('Med hx: NKDA. Discussed implant. Pt asked how long the implant route takes: ~6-9 months total.', 'universal').slice(-1)[0]).toMatch(/^CONSULT/);
    expect(clauses('four millimeters recession on twenty four probing two millimeters twenty four and twenty five not mobile', 'universal').slice(-1)).toEqual(['DENTAL: #24 and #25 not mobile']);
  });
  it('keeps a high or sore spot whole in the step that adjusts it', () => {
    expect(clauses('rubber dam off checked the bite high spot adjusted post op instructions')).toEqual(['TX: rubber dam off checked the bite', 'TX: high spot adjusted', 'TX: post op instructions']);
    expect(clauses('dentures fitted pressure indicating paste used two high spots relieved on upper flange').slice(-1)[0]).toBe('TX: 2 high spots relieved on upper flange');
  });
  it('opens a chart entry at a tooth with its state said after a discussion in run-on speech, not at one the discussion is about', () => {
    expect(clauses('consent form signed risks explained again lower right eight grossly carious lower right seven sound', 'palmer').slice(-2)).toEqual(['CONSULT: risks explained again', 'DENTAL: LR8 grossly carious LR7 sound']);
    expect(clauses('advised to remove dentures at night discussed that lower left three has a poor long term prognosis', 'palmer').some((c) => c.startsWith('DENTAL'))).toBe(false);
  });
  it('hears "today" said before "no LA" or smoothing as today\'s treatment, not "wants it done today"', () => {
    expect(clauses('diagnosis reversible pulpitis today no la cavity cleaned')).toEqual(['DX: reversible pulpitis', 'TX: no la', 'TX: cavity cleaned']);
    expect(clauses('options smooth it or bond a composite he wants it built up today no la needed etched bonded')[1]).toMatch(/built up today$/);
  });
});

