import { describe, expect, it } from 'vitest';
import { cleanTranscript } from './cleanup.ts';
import { answeredNo, withoutSpeakers } from './conversation.ts';
import { generateNotes } from './engine.ts';

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('talk at the chair', () => {
  it('drops greetings, seating, checks with their bare answers and what the patient is told to do', () => {
    expect(squeeze(cleanTranscript('hiya come on through have a seat how are you doing not great to be honest this tooth up here has been killing me'))).toBe(
      'this tooth up here has been killing me',
    );
    expect(squeeze(cleanTranscript('any pain when I tap here ow yes that one okay one six tender to percussion'))).toBe('okay one six tender to percussion');
    expect(squeeze(cleanTranscript("I'm going to take a little x-ray of it bite on this for me pa one six deep caries"))).toBe('pa one six deep caries');
    expect(squeeze(cleanTranscript('hi buddy can you hop up in the chair for me this is mister thirsty soft tissues normal'))).toBe('soft tissues normal');
    expect(squeeze(cleanTranscript('little scratch there we go you okay give me a thumbs up rubber dam placed'))).toBe('rubber dam placed');
    expect(squeeze(cleanTranscript('polished have a look in the mirror for me'))).toBe('polished');
  });

  it("drops what the patient is told while working, their 'ow' at a test, small talk and charting asked of the nurse", () => {
    expect(squeeze(cleanTranscript("how was the drive in not too bad thanks okay so your dentist has referred you"))).toBe('okay so your dentist has referred you');
    expect(squeeze(cleanTranscript("three six cold ow yeah that's the one intense lingering pain"))).toBe('three six cold intense lingering pain');
    expect(squeeze(cleanTranscript("you'll feel some pushing but no sharp pain envelope flap raised deep breath little pinch there"))).toBe('envelope flap raised');
    expect(squeeze(cleanTranscript('can you chart for me please one eight missing can you chart four six disto occlusal caries'))).toBe('one eight missing four six disto occlusal caries');
    expect(squeeze(cleanTranscript('nurse could you get me the alvogyl please nurse yes here you go socket irrigated'))).toBe('socket irrigated');
  });

  it("drops the nurse's check of what she charted and its answer, and 'charting please'", () => {
    const notes = generateNotes('charting please one seven mesial occlusal amalgam sound two five distal caries was that distal yes distal three seven occlusal amalgam was that three seven yes');
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['17 MO amalgam sound', '25 D caries', '37 O amalgam']);
  });

  it('drops history questions whose answer says it all, but keeps one answered by a bare yes or no', () => {
    expect(squeeze(cleanTranscript("it started three weeks ago does it hurt to bite it's really sore have you taken anything i've been taking ibuprofen"))).toBe(
      "it started three weeks ago it's really sore i've been taking ibuprofen",
    );
    expect(squeeze(cleanTranscript('have you had a temperature no'))).toBe('have you had a temperature no');
    expect(squeeze(cleanTranscript('pop your bag down there mum you can take that chair fourteen year old with mum'))).toBe('fourteen year old with mum');
  });

  it('takes the questions of a speaker-separated visit as headers or drops them, keeping the answers', () => {
    const notes = generateNotes(
      "[00:00:02] Speaker 1: Hi, I hear you've got a toothache. Where is it?\n[00:00:06] Speaker 2: Lower left, in the back, it keeps me up at night.\n[00:00:20] Speaker 1: Are you taking anything for it?\n[00:00:23] Speaker 2: Advil every 4 hours.\n[00:00:30] Speaker 1: Any medical conditions or allergies?\n[00:00:33] Speaker 2: I'm pregnant, about 20 weeks. No allergies.",
      { numbering: 'universal' },
    );
    expect(notes.CC).toMatch(/^Lower left, in the back, it keeps me up at night/);
    expect(notes['MED HX']).toBe("I'm pregnant, about 20 weeks. No allergies");
    expect(generateNotes('anything changed with your health since the exam i started lisinopril').CC).toBe('Not specified');
  });

  it("drops a greeting that opens a turn and the hygienist's 'I'm going to call out pockets', but not a morning symptom", () => {
    expect(squeeze(cleanTranscript('Dr: Good morning! Come on back. So this is your maintenance visit.\nPt: The gums bleed.'))).toBe('. So this is your maintenance visit. The gums bleed.');
    expect(squeeze(cleanTranscript("welcome come on back so your dentist referred you tell me what you've noticed my gums bleed"))).toBe('so your dentist referred you my gums bleed');
    expect(squeeze(cleanTranscript("lower anteriors i'm going to call out pockets four and over sure pockets number two distobuccal five"))).toBe('lower anteriors pockets number two distobuccal five');
    expect(cleanTranscript('Morning jaw pain now 2/10. Morning repositioner given.')).toBe('Morning jaw pain now 2/10. Morning repositioner given.');
  });

  it("drops what is said while working ('little bit of water now', 'tap tap tap', 'all done') and questions with the answer said", () => {
    expect(squeeze(cleanTranscript('caries removed little bit of water now sectional matrix tap tap tap polished all done'))).toBe('caries removed sectional matrix polished');
    expect(cleanTranscript('all done by the hygienist last week')).toBe('all done by the hygienist last week');
    expect(squeeze(cleanTranscript("can you swallow and breathe okay swallowing's fine have you got your anticoagulant book with you i'm on warfarin"))).toBe("swallowing's fine i'm on warfarin");
  });

  it('keeps what only sounds like talk: a tongue that has "got that" pattern, thanks for something, teeth that come in', () => {
    expect(cleanTranscript("tongue's got that geographic pattern again")).toContain("got that geographic");
    expect(cleanTranscript('thanks to the new brush her gums are better')).toContain('thanks to the new brush');
    expect(cleanTranscript('once more teeth come in')).toContain('teeth come in');
  });

  it('reads a typed transcript without its speaker labels and bare replies', () => {
    expect(withoutSpeakers('Dentist: Any changes to your health?\nPatient: No, just the metformin.\nNurse: There you go.\nDentist: 36 DO caries.')).toBe(
      'Any changes to your health?\njust the metformin.\n\n36 DO caries.',
    );
    // One label is a heading, not a conversation.
    expect(withoutSpeakers('Patient: anxious, wants to be told before each step.')).toBe('Patient: anxious, wants to be told before each step.');
  });

  it('reads a speaker-separated transcript without its generic labels, times and goodbyes', () => {
    expect(withoutSpeakers('[00:00:04] Speaker 2: so you are in for the filling on two five\n[00:00:09] Speaker 1: it has been catching food\n[00:03:40] Speaker 1: thanks bye')).toBe(
      'so you are in for the filling on two five\nit has been catching food\n',
    );
    expect(withoutSpeakers('Clinician: any allergies\nOther: okay\nPatient: none')).toBe('any allergies\n\nnone');
    // A time alone does not make a conversation.
    expect(withoutSpeakers('[00:01] Dentist: 36 DO caries.\n[00:02] Dentist: recall 6 months.')).toBe('[00:01] Dentist: 36 DO caries.\n[00:02] Dentist: recall 6 months.');
  });

  it("takes the history from the patient's answers to the questions asked", () => {
    const notes = generateNotes(
      "what's brought you in it's my wisdom tooth at the bottom left it's swollen any medical problems I'm fit and well any allergies penicillin gives me a rash",
    );
    expect(notes.CC).toBe("It's my wisdom tooth at the bottom left it's swollen");
    expect(notes['MED HX']).toBe("I'm fit and well. Penicillin gives me a rash");
  });

  it('reads what is explained to the patient as the discussion', () => {
    const notes = generateNotes("pa 16 deep caries close to the pulp so what's happening is the nerve in that tooth is inflamed we can either start a root canal today or take it out");
    expect(notes.OE.RADIO).toBe('PA 16 deep caries close to the pulp');
    expect(notes.CONSULT).toMatch(/^What's happening is the nerve in that tooth is inflamed/);
  });

  it('writes a history question answered "no" as what the note says', () => {
    expect(answeredNo('any changes to your medical history since last time no still on the statins any allergies no')).toBe(
      'medical history no changes since last time still on the statins no allergies',
    );
    expect(answeredNo('any problems dad no she has been fine')).toBe('no problems she has been fine');
    // The patient's own answer stays as said.
    expect(answeredNo('any allergies no known drug allergies')).toBe('any allergies no known drug allergies');
  });

  it('keeps consent asked aloud with its answer unless consent is recorded after it; a patient "happy to proceed" is their decision', () => {
    expect(generateNotes("are you happy for us to go ahead yes that's fine verbal consent").CONSENT).toBe('Verbal consent');
    expect(generateNotes("are you happy for us to go ahead yes that's fine rubber dam placed").CONSENT).toBe("Are you happy for us to go ahead yes that's fine");
    expect(generateNotes('Pt informed tx is Band 2, happy to proceed.').CONSENT).toBe('Not specified');
  });

  it('books more treatment said to the patient as the next visit, a check-up as the follow-up', () => {
    const notes = generateNotes("scale and polish done we'll see you in a couple of weeks for that filling and then your check up in six months");
    expect(notes.NV).toEqual(["We'll see you in a couple of weeks for that filling"]);
    expect(notes['F/U']).toBe('Your check up in 6 months');
    expect(generateNotes("sutures placed we'll see you in a week to check the healing").NV).toEqual([]);
  });

  it('reads aftercare said to the patient as the discussion, but not a toothpaste instruction', () => {
    const notes = generateNotes("DO composite 46 shade A2 polished you'll be numb for a couple of hours don't have anything hot to drink");
    expect(notes.CONSULT).toBe("You'll be numb for a couple of hours. Don't have anything hot to drink");
    expect(generateNotes('Rx Duraphat 5000 toothpaste BD, spit don\'t rinse.').CONSULT).toBe('Not specified');
  });

  it('drops the labels of a hygienist, a child and a parent and talk about the recorder', () => {
    expect(withoutSpeakers('Hyg: Scale and polish today.\nChild: Is it going to hurt?\nDad: He has been fine.')).toBe('Scale and polish today.\nIs it going to hurt?\nHe has been fine.');
    expect(cleanTranscript("recorder's on three monthly perio maintenance").trim()).toBe('three monthly perio maintenance');
  });

  it("leaves the clinician's acknowledgement out of what the patient told, but keeps 'that's okay'", () => {
    const notes = generateNotes("what's brought you in it's my wisdom tooth it started at the weekend okay any medical problems I'm fit and well thanks");
    expect(notes.CC).toBe("It's my wisdom tooth it started at the weekend");
    expect(notes['MED HX']).toBe("I'm fit and well");
    expect(generateNotes("infant visit mom is breastfeeding at night and asking if that's okay").CC).toMatch(/that's okay$/);
  });

  it('reads an explanation opened with "so" after a diagnosis as the discussion', () => {
    const notes = generateNotes("diagnosis irreversible pulpitis 30 so the nerve in this tooth is dying we can do a root canal", { numbering: 'universal' });
    expect(notes.DX).toEqual(['Irreversible pulpitis #30']);
    expect(notes.CONSULT).toBe('Nerve in this tooth is dying we can do a root canal');
  });

  it("keeps a consent question whole with the patient's yes, so the procedure it names is not taken as done", () => {
    const notes = generateNotes("are you happy for me to start the root canal treatment today yes please let's get it sorted la two cartridges articaine four percent buccal infiltration three six");
    expect(notes.CONSENT).toBe("Are you happy for me to start the root canal treatment today yes please let's get it sorted");
    expect(notes['TX TODAY']).toEqual([]);
    expect(generateNotes('four six cavit intact not tender to percussion are you okay for us to carry on and finish it today yeah go for it').CONSENT).toBe('Are you okay for us to carry on and finish it today yeah go for it');
  });

  it('books the next visit asked of the nurse without the request around it', () => {
    const notes = generateNotes('post op instructions given ring us if you get any swelling can you book her in for completion of root canal three six in three weeks please');
    expect(notes.NV).toEqual(['Completion of RCT 36 in 3 weeks']);
    expect(notes['F/U']).toBe('Ring us if you get any swelling');
  });
});

describe('telephone and urgent care', () => {
  it('notes a consultation without examination, the slot booked and where to go if it gets worse', () => {
    const notes = generateNotes(
      'Telephone triage. Toothache LL for 3 days, pain 8/10. Not examined – telephone consultation. Advised paracetamol 1g QDS. Booked into urgent dental care slot tomorrow 09:15. If swelling develops, spreads to eye or neck, or difficulty swallowing/breathing, call 111 or attend A&E.',
    );
    expect(notes.NOTES).toBe('Not examined - telephone consultation');
    expect(notes.NV).toEqual(['Booked into urgent dental care slot tomorrow 09:15']);
    expect(notes['F/U']).toBe('If swelling develops, spreads to eye or neck, or difficulty swallowing/breathing, call 111 or attend A&E');
    expect(notes.CONSULT).toBe('Advised paracetamol 1 g QDS');
  });
});

describe('explanations at the chair', () => {
  it('reads a diagnosis or a treatment said to the patient as the discussion', () => {
    let notes = generateNotes('Dx: irreversible pulpitis 36. Your tooth needs a root canal or it can come out.');
    expect(notes.DX).toEqual(['Irreversible pulpitis 36']);
    expect(notes.CONSULT).toBe('Your tooth needs a root canal or it can come out');
    expect(notes['TX TODAY']).toEqual([]);
    notes = generateNotes('diagnosis pulp necrosis three okay so your gums need a deep cleaning and the tooth needs a root canal');
    expect(notes.DX).toEqual(['Pulp necrosis 3']);
    expect(notes.CONSULT).toBe('Your gums need a deep cleaning and the tooth needs a root canal');
  });

  it("takes 'what has happened is', 'it is not an infection' as the explanation, and an asthma review as history", () => {
    const notes = generateNotes('Diagnosis: dry socket 38. What has happened is the clot has come away. It is not an infection so antibiotics will not help. Review 1 week.');
    expect(notes.DX).toEqual(['Dry socket 38']);
    expect(notes.CONSULT).toBe('What has happened is the clot has come away. It is not an infection so antibiotics will not help');
    expect(generateNotes("medical history I had my asthma review I'm on the brown inhaler now")['F/U']).toBe('Not specified');
  });

  it('reads a painkiller named with no dose and not prescribed as advice, a prescription as treatment', () => {
    expect(generateNotes('extracted 46 with forceps bite on the gauze for twenty minutes paracetamol or ibuprofen if it is sore').CONSULT).toBe(
      'Bite on the gauze for 20 minutes. Paracetamol or ibuprofen if it is sore',
    );
    expect(generateNotes('extracted 46 with forceps rx ibuprofen 400 mg three times a day for three days').TX).toEqual(['Extracted 46 with forceps', 'Rx ibuprofen 400 mg 3 times a day for 3 days']);
    expect(generateNotes('obturated 36. POI incl. ibuprofen PRN.').TX).toEqual(['Obturated 36', 'POI incl. ibuprofen PRN']);
  });

  it("opens the explanation at 'okay so' turning from the chart to the patient, not at the reason for the visit", () => {
    const notes = generateNotes('three four buccal abrasion three five sound okay so as we said these are notches worn in at the gum line we will bond white filling into them');
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['34 B abrasion', '35 Sound']);
    expect(notes.CONSULT).toBe('As we said these are notches worn in at the gum line we will bond white filling into them');
    expect(generateNotes("okay so she's here for her cleaning it's been about two years").CONSULT).toBe('Not specified');
  });

  it("reads the patient's questions and wishes and what it will feel like as the discussion", () => {
    const notes = generateNotes('post op pa good obturation to length no voids it will be tender for a few days can we do the crown after christmas money is a bit tight');
    expect(notes.OE.RADIO).toBe('Post op PA good obturation to length no voids');
    expect(notes.CONSULT).toBe('It will be tender for a few days can we do the crown after christmas money is a bit tight');
  });

  it("reads 'the tooth can't be saved' and 'that's normal' as the explanation", () => {
    const notes = generateNotes('diagnosis acute apical abscess 46 the tooth can not be saved so the best thing is to take it out');
    expect(notes.DX).toEqual(['Acute apical abscess 46']);
    expect(notes.CONSULT).toBe('Tooth can not be saved. Best thing is to take it out');
  });

  it('writes a read-back once: the chart call, the BPE and words said again right after themselves', () => {
    const notes = generateNotes('bpe two one two two two two two one two two two two thank you charting one eight missing one eight missing one six crown margins fine one six crown medical history no change levothyroxine no allergies no change levothyroxine no allergies');
    expect(notes.OE.PERIO).toBe('BPE 2 1 2 / 2 2 2');
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['18 Missing', '16 Crown margins fine']);
    expect(notes['MED HX']).toBe('No change levothyroxine. No allergies');
  });

  it("moves a finding to the tooth meant ('sorry that's the five not the four') and charts a quadrant run of bare digits", () => {
    const notes = generateNotes("lower left six occlusal amalgam four disto occlusal composite sorry that's the five not the four five disto occlusal composite four sound");
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['36 O amalgam', '35 DO composite', '34 Sound']);
  });

  it("is not misled by 'sorry to interrupt': the interruption goes, the finding before it stays", () => {
    const notes = generateNotes("four eight missing sorry to interrupt your half eleven is here early tell her we're running to time thanks three eight missing");
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['48 Missing', '38 Missing']);
  });

  it('starts a recorded complaint where the visit is named, the radiograph at its film, and ends the chart where the clinician turns to what comes next', () => {
    const notes = generateNotes("oh not bad thanks and yourself did you get away this summer we went up to the lakes okay routine check up no problems really x ray of the root just to check bite on this for me pa two one no periapical changes four four sound let's get a picture");
    expect(notes.CC).toBe('Routine check up. No problems really');
    expect(notes.OE.RADIO).toBe('PA 21 no periapical changes');
    expect(notes.OE.DENTAL.map((d) => `${d.toothNumber} ${d.condition}`)).toEqual(['44 Sound']);
  });

  it("leaves the goodbyes that end a recording out of the follow-up, and reads 'control in six months' as the follow-up", () => {
    expect(generateNotes('scale and polish done recall nine months lovely see you soon take care bye')['F/U']).toBe('Recall 9 months');
    expect(generateNotes('scale and polish done control in six months')['F/U']).toBe('Control in 6 months');
    expect(generateNotes('plaque control is poor scale and polish done')['F/U']).toBe('Not specified');
  });
});
