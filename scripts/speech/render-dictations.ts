// Renders the synthetic dental dictation set (bench/stt/dictations → bench/stt/.audio) with festival.
// `npm run bench:stt:render` re-renders everything; the bench renders what is missing by itself.
import { renderDictations } from '../../bench/stt/render.ts';

const written = renderDictations({ force: process.argv.includes('--force'), log: (line) => console.log(line) });
console.log(`${written} synthetic clips written`);
