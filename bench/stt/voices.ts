/** Festival voices the synthetic dictations are rendered with (Debian festvox packages). */
export interface Voice {
  id: string;
  /** Scheme that selects the voice. */
  select: string;
  description: string;
}

export const VOICES: readonly Voice[] = [
  { id: 'slt', select: '(voice_cmu_us_slt_arctic_hts)', description: 'US English female, HTS (festvox-us-slt-hts)' },
  { id: 'kal', select: '(voice_kal_diphone)', description: 'US English male, diphone (festvox-kallpc16k)' },
];
