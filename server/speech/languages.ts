/**
 * Whisper-style services report the detected language by English name ("english") in verbose_json;
 * the app stores ISO 639-1 codes. Names not listed are kept as given.
 */
const CODES: Record<string, string> = {
  afrikaans: 'af', arabic: 'ar', bengali: 'bn', bulgarian: 'bg', catalan: 'ca', chinese: 'zh', croatian: 'hr',
  czech: 'cs', danish: 'da', dutch: 'nl', english: 'en', estonian: 'et', finnish: 'fi', french: 'fr',
  german: 'de', greek: 'el', gujarati: 'gu', hebrew: 'he', hindi: 'hi', hungarian: 'hu', icelandic: 'is',
  indonesian: 'id', irish: 'ga', italian: 'it', japanese: 'ja', korean: 'ko', latvian: 'lv', lithuanian: 'lt',
  malay: 'ms', maltese: 'mt', norwegian: 'no', persian: 'fa', polish: 'pl', portuguese: 'pt', punjabi: 'pa',
  romanian: 'ro', russian: 'ru', serbian: 'sr', slovak: 'sk', slovenian: 'sl', spanish: 'es', swahili: 'sw',
  swedish: 'sv', tagalog: 'tl', tamil: 'ta', thai: 'th', turkish: 'tr', ukrainian: 'uk', urdu: 'ur',
  vietnamese: 'vi', welsh: 'cy',
};

export function languageCode(reported: string | undefined): string {
  const name = (reported ?? '').trim().toLowerCase();
  if (!name) return 'und';
  return CODES[name] ?? name;
}
