import { splits } from '../../bench/notes/corpus/index.ts';
import { BASE_MODEL } from '../../server/speech/adapted-model.ts';
import { sayWritten, spokenRuns } from '../../server/speech/corpus/dictations.ts';
import { dentalLexicon, mergeLexicons, readLexicon } from '../../server/speech/dictionary.ts';

/**
 * The lines of server/speech/corpus/dictations.txt: every dev dictation of the notes corpus (and its spoken
 * additions) as runs of words the decoder's dictionary can say; typed ones as they would have been said.
 */
export function exportDictations(): string[] {
  const lexicon = mergeLexicons(readLexicon(BASE_MODEL.dict), dentalLexicon());
  const known = (w: string) => lexicon.has(w);
  return splits.dev.flatMap((c) => [c.transcript, ...(c.appends ?? [])].flatMap((t) => spokenRuns(sayWritten(t, c.numbering), known)));
}
