import type { SphinxArgs } from './sphinx.ts';

/**
 * pocketsphinx_continuous settings for the adapted recogniser, chosen with scripts/speech/tune.ts on
 * the dev dictations and the shared real-speech clips (never the held-out dictations). Measured there
 * (dental weight 0.3): a higher language weight (-lw 8 or 10) or a lower one (5.5) raised dev WER;
 * narrower beams (-beam/-pbeam 1e-40, -wbeam 1e-25) cut CPU by a third but doubled WER; dropping the flat-lexicon
 * pass (-fwdflat no) raised dev WER from 6.6% to 7.3% at the same speed, and phonetic lookahead (-pl_window 5)
 * was slower (dev RTF 0.27 against 0.22, 2 clips at a time; 22 November 2026). One clip at a time on a quiet machine
 * (dev RTF / real RTF: current 0.17 / 0.26), fewer active HMMs (-maxhmmpf 5000 or 3000), two Gaussians per frame
 * (-topn 2) and narrower flat-pass beams raised dev WER (7.0–9.2% against 6.6%) for at most 0.04 less RTF, and
 * -maxwpf 10 changed nothing (22 November 2026). A higher word insertion penalty, against the commonest errors left
 * (a dropped "a" or "the"), did not help: -wip 0.8 and 1.0 gave dev WER 5.4% and 5.3% against 5.4%, the same tooth
 * numbers and real-clip WER (25 November 2026). With the 40,000-word model (26 November 2026), -maxhmmpf 5000 cut the
 * real clips' RTF by about a tenth at the same real WER but raised dev WER from 4.7% to 4.9%, so dictation kept 10000.
 * With the model rebuilt from 1,342 dictations (26 November 2026, sixth session, one clip at a time, the machine otherwise
 * idle), 7000 changed no word on the dev dictations or the real clips (dev 4.8%, teeth 98.0%; real 34.3%) and took the
 * real clips' RTF from 0.21 to 0.20. Capping active HMMs per frame also bounds the cost of long or noisy recordings.
 * A narrower flat-pass successor window (-fwdflatsfwin 15 or 10, default 25) changed no word on the dev dictations or
 * the real clips; -fwdflatefwid 6 and skipping the best-path pass (-bestpath no) changed words (dev 4.6% → 4.7%, real
 * 37.1% → 36.4% and 38.6%). None sped the real clips beyond this machine's run-to-run spread: the same settings measured
 * 0.18–0.24 RTF over interleaved rounds (27 November 2026), so the defaults stay.
 */
export const ADAPTED_DECODER: SphinxArgs = { maxhmmpf: '7000' };
