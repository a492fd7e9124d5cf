// Recogniser and dictation noise: fillers, dictated punctuation, spelled-out abbreviations ("n a d").

/** Spelled letters the recogniser writes one by one, and what they stand for. */
const SPELLED: Record<string, string> = {
  nad: 'NAD', ohi: 'OHI', pa: 'PA', srp: 'SRP', psr: 'PSR', bpe: 'BPE', id: 'ID', ianb: 'IANB', idb: 'IDB',
  tmj: 'TMJ', opg: 'OPG', ttp: 'TTP', wnl: 'WNL', mod: 'MOD', mo: 'MO', do: 'DO', rct: 'RCT', gic: 'GIC',
  la: 'LA', poig: 'POIG', bw: 'BW', bwx: 'BWX', fmx: 'FMX', cbct: 'CBCT', nkda: 'NKDA', oe: 'O/E', co: 'C/O',
  eo: 'EO', io: 'IO', gp: 'GP', pmpr: 'PMPR', rsd: 'RSD', ept: 'EPT', pdl: 'PDL', opt: 'OPT', dpt: 'DPT',
};

/** Marks "scratch that": the clause before it is dropped when the notes are built. */
export const SCRATCH = '\u2298';

export function cleanTranscript(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\bw\/o\b/gi, 'without')
    .replace(/\s*\b(?:full stop|new paragraph|new line|next line)\b/gi, '.')
    .replace(/\s*\bsemi ?colon\b/gi, ';')
    .replace(/\s*\bcolon\b/gi, ':')
    .replace(/\s*\bcomma\b/gi, ',')
    .replace(/\b(?:scratch|strike|delete|cancel|disregard) (?:that|the last bit)\b/gi, SCRATCH)
    // Fillers; "er" only in lower case and not after an article so the emergency room survives ("ER", "go to the er"),
    // "ah" not in the sealer AH Plus.
    .replace(/(?:^|\s)(?:[Uu]m+|[Uu]h+m*|[Ee]rm+|[Hh]mm+|[Aa]h+(?!\s+(?:plus|26)\b)|mmm+)\b[,.]?(?=\s|$)/g, ' ')
    .replace(/(?:^|(?<!\b(?:the|an))\s)er\b[,.]?(?=\s|$)/g, ' ')
    .replace(/\b[a-z](?: [a-z]\b)+/gi, (run) => SPELLED[run.replace(/ /g, '').toLowerCase()] ?? run)
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,.;:])(?=[^\s\d])/g, '$1 ')
    .replace(/([.;:,])\s*\1+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
