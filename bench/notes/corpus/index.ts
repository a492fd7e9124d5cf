// Every corpus case, by split. The held-out splits are scored, never tuned on.
import { appendCases } from './dev/append.ts';
import { moreCases } from './dev/more.ts';
import { more2Cases } from './dev/more2.ts';
import { more3Cases } from './dev/more3.ts';
import { more4Cases } from './dev/more4.ts';
import { more5Cases } from './dev/more5.ts';
import { more6Cases } from './dev/more6.ts';
import { more7Cases } from './dev/more7.ts';
import { more8Cases } from './dev/more8.ts';
import { more9Cases } from './dev/more9.ts';
import { more10Cases } from './dev/more10.ts';
import { more11Cases } from './dev/more11.ts';
import { more12Cases } from './dev/more12.ts';
import { more13Cases } from './dev/more13.ts';
import { more14Cases } from './dev/more14.ts';
import { more15Cases } from './dev/more15.ts';
import { more16Cases } from './dev/more16.ts';
import { more17Cases } from './dev/more17.ts';
import { more18Cases } from './dev/more18.ts';
import { more19Cases } from './dev/more19.ts';
import { more20Cases } from './dev/more20.ts';
import { more21Cases } from './dev/more21.ts';
import { more22Cases } from './dev/more22.ts';
import { more23Cases } from './dev/more23.ts';
import { more24Cases } from './dev/more24.ts';
import { more25Cases } from './dev/more25.ts';
import { more26Cases } from './dev/more26.ts';
import { more27Cases } from './dev/more27.ts';
import { more28Cases } from './dev/more28.ts';
import { more29Cases } from './dev/more29.ts';
import { more30Cases } from './dev/more30.ts';
import { more31Cases } from './dev/more31.ts';
import { more32Cases } from './dev/more32.ts';
import { more33Cases } from './dev/more33.ts';
import { more34Cases } from './dev/more34.ts';
import { more35Cases } from './dev/more35.ts';
import { more36Cases } from './dev/more36.ts';
import { more37Cases } from './dev/more37.ts';
import { more38Cases } from './dev/more38.ts';
import { more39Cases } from './dev/more39.ts';
import { more40Cases } from './dev/more40.ts';
import { more41Cases } from './dev/more41.ts';
import { more42Cases } from './dev/more42.ts';
import { more43Cases } from './dev/more43.ts';
import { more44Cases } from './dev/more44.ts';
import { more45Cases } from './dev/more45.ts';
import { more46Cases } from './dev/more46.ts';
import { more47Cases } from './dev/more47.ts';
import { more48Cases } from './dev/more48.ts';
import { more49Cases } from './dev/more49.ts';
import { more50Cases } from './dev/more50.ts';
import { more51Cases } from './dev/more51.ts';
import { more52Cases } from './dev/more52.ts';
import { more53Cases } from './dev/more53.ts';
import { more54Cases } from './dev/more54.ts';
import { more55Cases } from './dev/more55.ts';
import { more56Cases } from './dev/more56.ts';
import { more57Cases } from './dev/more57.ts';
import { more58Cases } from './dev/more58.ts';
import { more59Cases } from './dev/more59.ts';
import { more60Cases } from './dev/more60.ts';
import { more61Cases } from './dev/more61.ts';
import { more62Cases } from './dev/more62.ts';
import { more63Cases } from './dev/more63.ts';
import { more64Cases } from './dev/more64.ts';
import { more65Cases } from './dev/more65.ts';
import { more66Cases } from './dev/more66.ts';
import { more67Cases } from './dev/more67.ts';
import { more68Cases } from './dev/more68.ts';
import { more71Cases } from './dev/more71.ts';
import { more70Cases } from './dev/more70.ts';
import { more69Cases } from './dev/more69.ts';
import { more72Cases } from './dev/more72.ts';
import { more73Cases } from './dev/more73.ts';
import { more74Cases } from './dev/more74.ts';
import { more75Cases } from './dev/more75.ts';
import { more76Cases } from './dev/more76.ts';
import { more77Cases } from './dev/more77.ts';
import { more78Cases } from './dev/more78.ts';
import { more79Cases } from './dev/more79.ts';
import { more80Cases } from './dev/more80.ts';
import { more81Cases } from './dev/more81.ts';
import { more82Cases } from './dev/more82.ts';
import { more83Cases } from './dev/more83.ts';
import { more84Cases } from './dev/more84.ts';
import { more85Cases } from './dev/more85.ts';
import { more86Cases } from './dev/more86.ts';
import { more87Cases } from './dev/more87.ts';
import { more88Cases } from './dev/more88.ts';
import { more89Cases } from './dev/more89.ts';
import { more90Cases } from './dev/more90.ts';
import { more91Cases } from './dev/more91.ts';
import { more92Cases } from './dev/more92.ts';
import { more93Cases } from './dev/more93.ts';
import { more94Cases } from './dev/more94.ts';
import { more95Cases } from './dev/more95.ts';
import { more96Cases } from './dev/more96.ts';
import { more97Cases } from './dev/more97.ts';
import { more98Cases } from './dev/more98.ts';
import { more99Cases } from './dev/more99.ts';
import { more100Cases } from './dev/more100.ts';
import { more101Cases } from './dev/more101.ts';
import { more102Cases } from './dev/more102.ts';
import { more103Cases } from './dev/more103.ts';
import { more104Cases } from './dev/more104.ts';
import { more105Cases } from './dev/more105.ts';
import { more106Cases } from './dev/more106.ts';
import { more107Cases } from './dev/more107.ts';
import { more108Cases } from './dev/more108.ts';
import { more109Cases } from './dev/more109.ts';
import { more110Cases } from './dev/more110.ts';
import { more111Cases } from './dev/more111.ts';
import { more112Cases } from './dev/more112.ts';
import { more113Cases } from './dev/more113.ts';
import { more114Cases } from './dev/more114.ts';
import { more115Cases } from './dev/more115.ts';
import { more116Cases } from './dev/more116.ts';
import { more117Cases } from './dev/more117.ts';
import { more118Cases } from './dev/more118.ts';
import { more119Cases } from './dev/more119.ts';
import { more120Cases } from './dev/more120.ts';
import { more121Cases } from './dev/more121.ts';
import { more122Cases } from './dev/more122.ts';
import { more123Cases } from './dev/more123.ts';
import { more124Cases } from './dev/more124.ts';
import { more125Cases } from './dev/more125.ts';
import { more126Cases } from './dev/more126.ts';
import { more127Cases } from './dev/more127.ts';
import { more128Cases } from './dev/more128.ts';
import { more129Cases } from './dev/more129.ts';
import { more130Cases } from './dev/more130.ts';
import { ukAsrCases } from './dev/uk-asr.ts';
import { ukCases } from './dev/uk.ts';
import { usAsrCases } from './dev/us-asr.ts';
import { usCases } from './dev/us.ts';
import { heldoutCases } from './heldout/cases.ts';
import { heldout2Cases } from './heldout2/cases.ts';
import { heldout3Cases } from './heldout3/cases.ts';
import { heldout4Cases } from './heldout4/cases.ts';
import { heldout5Cases } from './heldout5/cases.ts';
import { heldout6Cases } from './heldout6/cases.ts';
import { heldout7Cases } from './heldout7/cases.ts';
import { heldout8Cases } from './heldout8/cases.ts';
import { heldout9Cases } from './heldout9/cases.ts';
import { heldout10Cases } from './heldout10/cases.ts';
import { heldout11Cases } from './heldout11/cases.ts';
import { heldout12Cases } from './heldout12/cases.ts';
import { heldout13Cases } from './heldout13/cases.ts';
import { heldout14Cases } from './heldout14/cases.ts';
import { heldout15Cases } from './heldout15/cases.ts';
import { heldout16Cases } from './heldout16/cases.ts';
import { heldout17Cases } from './heldout17/cases.ts';
import { heldout18Cases } from './heldout18/cases.ts';
import { heldout19Cases } from './heldout19/cases.ts';
import { heldout20Cases } from './heldout20/cases.ts';
import { heldout21Cases } from './heldout21/cases.ts';
import { heldout22Cases } from './heldout22/cases.ts';
import { heldout23Cases } from './heldout23/cases.ts';
import { heldout24Cases } from './heldout24/cases.ts';
import { heldout25Cases } from './heldout25/cases.ts';
import { heldout26Cases } from './heldout26/cases.ts';
import { heldout27Cases } from './heldout27/cases.ts';
import { heldout28Cases } from './heldout28/cases.ts';
import { heldout29Cases } from './heldout29/cases.ts';
import { heldout30Cases } from './heldout30/cases.ts';
import { heldout31Cases } from './heldout31/cases.ts';
import { heldout32Cases } from './heldout32/cases.ts';
import { heldout33Cases } from './heldout33/cases.ts';
import { heldout34Cases } from './heldout34/cases.ts';
import { heldout35Cases } from './heldout35/cases.ts';
import { heldout36Cases } from './heldout36/cases.ts';
import { heldout37Cases } from './heldout37/cases.ts';
import { heldout38Cases } from './heldout38/cases.ts';
import { heldout39Cases } from './heldout39/cases.ts';
import { heldout40Cases } from './heldout40/cases.ts';
import { heldout41Cases } from './heldout41/cases.ts';
import { heldout42Cases } from './heldout42/cases.ts';
import { heldout43Cases } from './heldout43/cases.ts';
import { heldout44Cases } from './heldout44/cases.ts';
import { heldout45Cases } from './heldout45/cases.ts';
import { heldout46Cases } from './heldout46/cases.ts';
import { heldout47Cases } from './heldout47/cases.ts';
import { heldout48Cases } from './heldout48/cases.ts';
import { heldout49Cases } from './heldout49/cases.ts';
import { heldout50Cases } from './heldout50/cases.ts';
import { heldout51Cases } from './heldout51/cases.ts';
import type { NotesCase } from './case.ts';

export const splits: Record<'dev' | 'heldout' | 'heldout2' | 'heldout3' | 'heldout4' | 'heldout5' | 'heldout6' | 'heldout7' | 'heldout8' | 'heldout9' | 'heldout10' | 'heldout11' | 'heldout12' | 'heldout13' | 'heldout14' | 'heldout15' | 'heldout16' | 'heldout17' | 'heldout18' | 'heldout19' | 'heldout20' | 'heldout21' | 'heldout22' | 'heldout23' | 'heldout24' | 'heldout25' | 'heldout26' | 'heldout27' | 'heldout28' | 'heldout29' | 'heldout30' | 'heldout31' | 'heldout32' | 'heldout33' | 'heldout34' | 'heldout35' | 'heldout36' | 'heldout37' | 'heldout38' | 'heldout39' | 'heldout40' | 'heldout41' | 'heldout42' | 'heldout43' | 'heldout44' | 'heldout45' | 'heldout46' | 'heldout47' | 'heldout48' | 'heldout49' | 'heldout50' | 'heldout51', NotesCase[]> = {
  dev: [...ukCases, ...ukAsrCases, ...usCases, ...usAsrCases, ...appendCases, ...moreCases, ...more2Cases, ...more3Cases, ...more4Cases, ...more5Cases, ...more6Cases, ...more7Cases, ...more8Cases, ...more9Cases, ...more10Cases, ...more11Cases, ...more12Cases, ...more13Cases, ...more14Cases, ...more15Cases, ...more16Cases, ...more17Cases, ...more18Cases, ...more19Cases, ...more20Cases, ...more21Cases, ...more22Cases, ...more23Cases, ...more24Cases, ...more25Cases, ...more26Cases, ...more27Cases, ...more28Cases, ...more29Cases, ...more30Cases, ...more31Cases, ...more32Cases, ...more33Cases, ...more34Cases, ...more35Cases, ...more36Cases, ...more37Cases, ...more38Cases, ...more39Cases, ...more40Cases, ...more41Cases, ...more42Cases, ...more43Cases, ...more44Cases, ...more45Cases, ...more46Cases, ...more47Cases, ...more48Cases, ...more49Cases, ...more50Cases, ...more51Cases, ...more52Cases, ...more53Cases, ...more54Cases, ...more55Cases, ...more56Cases, ...more57Cases, ...more58Cases, ...more59Cases, ...more60Cases, ...more61Cases, ...more62Cases, ...more63Cases, ...more64Cases, ...more65Cases, ...more66Cases, ...more67Cases, ...more68Cases, ...more69Cases, ...more70Cases, ...more71Cases, ...more72Cases, ...more73Cases, ...more74Cases, ...more75Cases, ...more76Cases, ...more77Cases, ...more78Cases, ...more79Cases, ...more80Cases, ...more81Cases, ...more82Cases, ...more83Cases, ...more84Cases, ...more85Cases, ...more86Cases, ...more87Cases, ...more88Cases, ...more89Cases, ...more90Cases, ...more91Cases, ...more92Cases, ...more93Cases, ...more94Cases, ...more95Cases, ...more96Cases, ...more97Cases, ...more98Cases, ...more99Cases, ...more100Cases, ...more101Cases, ...more102Cases, ...more103Cases, ...more104Cases, ...more105Cases, ...more106Cases, ...more107Cases, ...more108Cases, ...more109Cases, ...more110Cases, ...more111Cases, ...more112Cases, ...more113Cases, ...more114Cases, ...more115Cases, ...more116Cases, ...more117Cases, ...more118Cases, ...more119Cases, ...more120Cases, ...more121Cases, ...more122Cases, ...more123Cases, ...more124Cases, ...more125Cases, ...more126Cases, ...more127Cases, ...more128Cases, ...more129Cases, ...more130Cases],
  heldout: heldoutCases,
  heldout2: heldout2Cases,
  heldout3: heldout3Cases,
  heldout4: heldout4Cases,
  heldout5: heldout5Cases,
  heldout6: heldout6Cases,
  heldout7: heldout7Cases,
  heldout8: heldout8Cases,
  heldout9: heldout9Cases,
  heldout10: heldout10Cases,
  heldout11: heldout11Cases,
  heldout12: heldout12Cases,
  heldout13: heldout13Cases,
  heldout14: heldout14Cases,
  heldout15: heldout15Cases,
  heldout16: heldout16Cases,
  heldout17: heldout17Cases,
  heldout18: heldout18Cases,
  heldout19: heldout19Cases,
  heldout20: heldout20Cases,
  heldout21: heldout21Cases,
  heldout22: heldout22Cases,
  heldout23: heldout23Cases,
  heldout24: heldout24Cases,
  heldout25: heldout25Cases,
  heldout26: heldout26Cases,
  heldout27: heldout27Cases,
  heldout28: heldout28Cases,
  heldout29: heldout29Cases,
  heldout30: heldout30Cases,
  heldout31: heldout31Cases,
  heldout32: heldout32Cases,
  heldout33: heldout33Cases,
  heldout34: heldout34Cases,
  heldout35: heldout35Cases,
  heldout36: heldout36Cases,
  heldout37: heldout37Cases,
  heldout38: heldout38Cases,
  heldout39: heldout39Cases,
  heldout40: heldout40Cases,
  heldout41: heldout41Cases,
  heldout42: heldout42Cases,
  heldout43: heldout43Cases,
  heldout44: heldout44Cases,
  heldout45: heldout45Cases,
  heldout46: heldout46Cases,
  heldout47: heldout47Cases,
  heldout48: heldout48Cases,
  heldout49: heldout49Cases,
  heldout50: heldout50Cases,
  heldout51: heldout51Cases,
};
