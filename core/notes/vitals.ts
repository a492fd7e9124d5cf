// Vital signs said as words: a blood pressure is one reading, "one forty five over ninety two" → "145/92",
// so its numbers are not read as teeth or counts.

/** "bp" / "blood pressure", a linking word, then systolic (said "1 45" or "145") over diastolic. */
const SPOKEN_BP = /\b(bp|blood pressure)((?: (?:is|was|of|reading|today|at))*) ([12]) (\d{2})\b|\b(bp|blood pressure)((?: (?:is|was|of|reading|today|at))*) (\d{2,3})(?= over)/gi;
const OVER = /\b(bp|blood pressure)((?: (?:is|was|of|reading|today|at))*) (\d{2,3}) over (\d{2,3})\b/gi;

/** A diastolic of a hundred or more said as words: "1 10" (one ten), "1 oh 6" (one oh six). */
const HUNDRED_DIASTOLIC = /\bover 1 (?:oh (\d)|(\d{2}))\b/gi;
/** A reading said again without its name, as words ("rechecked after 10 minutes 1 88 over 106"). */
const BARE_READING = /\b([12]) (\d{2}) over (\d{2,3})\b/g;

/** Other readings over a hundred said the same way ("glucose 1 38", "heart rate 1 12"). */
const SPOKEN_READING = /\b((?:blood )?(?:glucose|sugar)|bg|pulse|heart rate|hr|platelets|temp|temperature)((?: (?:is|was|of|reading|today|at|this morning|in recovery))*) 1 (?:oh (\d)|(\d{2}))\b(?! over)/gi;

/** Runs on text whose number words are already digits ("blood pressure 1 45 over 92"). */
export function normaliseBloodPressure(text: string): string {
  return text
    .replace(HUNDRED_DIASTOLIC, (_, unit?: string, tens?: string) => `over 1${unit ? `0${unit}` : tens}`)
    .replace(SPOKEN_BP, (whole, w1?: string, l1?: string, hundreds?: string, rest?: string) => (w1 ? `${w1}${l1 ?? ''} ${hundreds}${rest}` : whole))
    .replace(OVER, (_, w: string, link: string, sys: string, dia: string) => `${w}${link} ${sys}/${dia}`)
    .replace(SPOKEN_READING, (_, w: string, link: string, unit?: string, tens?: string) => `${w}${link} 1${unit ? `0${unit}` : tens}`)
    .replace(BARE_READING, (_, hundreds: string, rest: string, dia: string) => `${hundreds}${rest}/${dia}`);
}
