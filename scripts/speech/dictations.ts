import { splits } from '../../bench/notes/corpus/index.ts';
import { BASE_MODEL } from '../../server/speech/adapted-model.ts';
import { spokenRuns } from '../../server/speech/corpus/dictations.ts';
import { dentalLexicon, mergeLexicons, readLexicon } from '../../server/speech/dictionary.ts';

/**
 * The lines of server/speech/corpus/dictations.txt: every recogniser-style dev dictation of the notes corpus as
 * runs of words the decoder's dictionary can say. Typed cases are left out: they are notes as written ("Pt c/o
 * LR6 x 3/7"), not as said.
 */
export function exportDictations(): string[] {
  const lexicon = mergeLexicons(readLexicon(BASE_MODEL.dict), dentalLexicon());
  const known = (w: string) => lexicon.has(w);
  return splits.dev.filter((c) => c.asr).flatMap((c) => [c.transcript, ...(c.appends ?? [])].flatMap((t) => spokenRuns(t, known)));
}
