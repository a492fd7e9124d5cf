// Builds ClinicalNotes from classified clauses: text fields, chart entries, lists, and today's titles.
import type { Section } from './cues.ts';
import { fromFilm, fromVisitKind, withoutAcknowledgement, withoutPlease, withoutRepeats } from './conversation.ts';
import { dentalEntries, withoutReadBacks } from './dental.ts';
import { listItems, type Item } from './items.ts';
import type { Doc } from './markup.ts';
import { prepare } from './prepare.ts';
import { ClinicalNotes, emptyNotes, NO_NOTES, NOT_SPECIFIED, type Numbering } from './schema.ts';
import { segment, type Clause } from './sections.ts';
import { joinClauses, writeClause } from './text.ts';
import { todayTitles } from './titles.ts';

/** A dictation's notes: prepared, split into sections, assembled. */
export function notesFrom(transcript: string, numbering: Numbering): ClinicalNotes {
  const doc = prepare(transcript, numbering);
  return assemble(doc, segment(doc));
}

export function assemble(doc: Doc, clauses: Clause[]): ClinicalNotes {
  const of = (...sections: Section[]) => clauses.filter((c) => sections.includes(c.section));
  // What the patient tells (complaint, history) may be followed by the clinician's "okay" or "lovely", and so may a
  // diagnosis before it is explained.
  // A consent question's "yes please" is the patient's; elsewhere a closing "please" asked the nurse for something.
  const told = (c: Clause) => {
    if (c.section === 'CC' || c.section === 'MEDHX' || c.section === 'DX') return withoutAcknowledgement(c.text);
    return c.section === 'CONSENT' ? c.text : withoutPlease(c.text);
  };
  const written = (said: Clause[]) => withoutRepeats(joinClauses(said.map((c) => writeClause(doc, told(c))))) || NOT_SPECIFIED;
  const text = (...sections: Section[]) => written(of(...sections));
  const list = (section: Section, opts: { name?: boolean; dx?: boolean; tx?: boolean }): Item[] =>
    of(section).flatMap((c) => listItems(doc, told(c), { ...opts, runOn: c.runOn }));

  const tx = list('TX', { tx: true });
  const cc = written(of('CC').map((c) => ({ ...c, text: fromVisitKind(c.text) })));
  const titles = todayTitles(tx, of('CC').flatMap((c) => listItems(doc, c.text, {})));
  const notes = emptyNotes();
  const needs: string[] = [];
  const dental = withoutReadBacks(of('DENTAL').flatMap((c) => dentalEntries(doc, c.text, needs)));
  const plan = [...list('PLAN', { name: true }).map((i) => i.text), ...new Set(needs)];
  const result: ClinicalNotes = {
    ...notes,
    'TX TODAY': titles,
    CC: cc,
    'MED HX': text('MEDHX'),
    OE: {
      EXTRA: text('EXTRA', 'EXAM'),
      INTRA: text('INTRA', 'EXAM'),
      PERIO: text('PERIO'),
      RADIO: fromFilm(text('RADIO')),
      DENTAL: dental,
    },
    DX: list('DX', { dx: true }).map((i) => i.text),
    CONSULT: text('CONSULT'),
    CONSENT: written(consentSaid(of('CONSENT'))),
    TX: tx.length ? tx.map((i) => i.text) : null,
    'TX PLAN': plan.length ? plan : null,
    NOTES: of('NOTES').length ? text('NOTES') : NO_NOTES,
    NV: list('NV', { name: true }).map((i) => i.text),
    'F/U': text('FU'),
  };
  return ClinicalNotes.parse(result);
}

/** A consent question asked aloud ("are you happy for us to go ahead - yes"), and consent recorded as such. */
const ASKED_CONSENT = /^\W*(?:are you|is (?:she|he|mum|mom|dad|it)|happy)\b/i;
const RECORDED_CONSENT = /\b(?:(?:verbal|written|informed|valid) consent|consent form|consent (?:given|obtained|taken|signed)|consented|gave (?:verbal |written )?consent)\b/i;

/** Consent recorded for the note makes the question asked aloud before it, and its yes, no part of the record. */
function consentSaid(clauses: Clause[]): Clause[] {
  return clauses.some((c) => RECORDED_CONSENT.test(c.text)) ? clauses.filter((c) => !ASKED_CONSENT.test(c.text) || RECORDED_CONSENT.test(c.text)) : clauses;
}
