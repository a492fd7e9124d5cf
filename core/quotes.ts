/** Motivational lines for dentists, shown one at a time when the settings panel opens. Written for Chairside. */
export const QUOTES: readonly string[] = [
  'Every smile you restore walks out the door and changes someone’s day.',
  'Precision today saves a patient from pain tomorrow.',
  'Great dentistry is a thousand small things done carefully.',
  'Your calm voice is the first anaesthetic a nervous patient gets.',
  'Notes done in seconds mean minutes back for the person in the chair.',
  'A steady hand is built one appointment at a time.',
  'Prevention is the quiet victory nobody sees — and the best one.',
  'You are not just fixing teeth; you are giving people back their confidence.',
  'Good records protect your patients and your practice alike.',
  'The best margin is the one you took the time to get right.',
  'Kindness is a clinical skill.',
  'Every patient who stops fearing the dentist is a win worth celebrating.',
  'Explain it simply, treat it thoroughly, document it clearly.',
  'Small daily improvements make a remarkable career.',
  'Your chairside manner is remembered long after the filling is forgotten.',
  'A healthy mouth opens the door to a healthier life.',
  'Take a breath between patients; your focus is your finest instrument.',
  'Listen first — the history often tells you the diagnosis.',
  'Consistency in the basics is what makes the complex cases possible.',
  'Today’s careful exam is tomorrow’s early catch.',
  'Behind every great smile is a dentist who cared about the details.',
  'You make the difficult look routine. That is expertise.',
  'Trust is built in the chair, one honest explanation at a time.',
  'The patient may not see the contact point, but they will feel it.',
  'Teach one patient to floss properly and you have changed a lifetime.',
  'Excellence is not an act but a habit — especially with a handpiece.',
  'Clear notes today, confident follow-ups next visit.',
  'You turn anxious arrivals into relieved goodbyes.',
  'Measure twice, prepare once.',
  'A gentle touch and a firm standard can live in the same hands.',
  'The smallest lesion deserves your full attention.',
  'Your work is seen in every laugh your patients stop hiding.',
  'Less time typing, more time caring.',
  'Curiosity keeps a clinician sharp; keep asking why.',
  'Good dentistry is quiet: no pain, no surprises, no drama.',
  'Each appointment is a chance to leave someone better than you found them.',
  'The team that communicates well treats well.',
  'Patience with patients is never wasted.',
  'A well-documented case is a gift to your future self.',
  'Confidence comes from preparation; preparation comes from care.',
  'Your hands do the work, but your judgement does the healing.',
  'Celebrate the check-up with nothing to treat — that was your doing too.',
  'Focus on the tooth in front of you; the schedule will follow.',
  'Pain relieved today is trust earned for years.',
  'You are part of a long tradition of healers. Wear it proudly.',
  'Simplicity in treatment planning is a sign of mastery.',
  'Every child who leaves smiling is a future patient without fear.',
  'Well rested, well prepared, well done.',
  'The right word at the right moment calms more than any rinse.',
  'Accuracy is respect — for the patient and for the craft.',
  'Small wins stack up: one sealant, one clean bill of health, one grateful smile.',
  'Don’t rush the diagnosis; rush only the relief.',
  'Great clinicians never stop learning from their cases.',
  'A warm greeting is the best start to any procedure.',
  'The quality of your notes reflects the quality of your care.',
  'Healthy gums, happy patients, proud dentist.',
  'You are allowed to be proud of a beautifully finished restoration.',
  'When the day is long, remember who you are doing it for.',
  'Good lighting, good suction, good mood — the rest follows.',
  'Empathy turns a procedure into a partnership.',
  'Every radiograph tells a story; read it with care.',
  'Reliable is a compliment every patient wants to give their dentist.',
  'Progress, not perfection — but aim for perfection anyway.',
  'You protect one of the most human things there is: a smile.',
  'A calm clinic starts with a calm clinician.',
  'Stay humble, stay sterile, stay kind.',
  'The best treatment plan is the one the patient understands.',
  'Today you will make someone eat, speak and smile more comfortably.',
  'Your attention to detail is someone’s peace of mind.',
  'Finish the day knowing every patient was heard.',
];

/**
 * Picks a quote not shown since the list was last exhausted. `used` are the indexes already shown;
 * once all have been shown the round starts again (without repeating the last one straight away).
 */
export function pickQuote(used: readonly number[], random: () => number = Math.random, count = QUOTES.length): { index: number; used: number[] } {
  const shown = new Set(used.filter((i) => Number.isInteger(i) && i >= 0 && i < count));
  const last = used.at(-1);
  let candidates = [...Array(count).keys()].filter((i) => !shown.has(i));
  const newRound = candidates.length === 0;
  if (newRound) candidates = [...Array(count).keys()].filter((i) => i !== last || count === 1);
  const index = candidates[Math.floor(random() * candidates.length)]!;
  return { index, used: newRound ? [index] : [...shown, index] };
}
