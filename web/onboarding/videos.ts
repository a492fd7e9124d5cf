/** The onboarding clips; scripts/make-videos.mjs records them from the running app into web/public/media. */
export const ONBOARDING_VIDEOS = [
  { name: 'onboarding-1', title: 'Getting started', caption: 'Create your account, confirm your email and step into Chairside.' },
  { name: 'onboarding-2', title: 'Your first notes', caption: 'Record an appointment and copy structured, anonymised notes.' },
] as const;

export const mediaUrl = (name: string, ext: 'webm' | 'mp4' | 'jpg') => `/media/${name}.${ext}`;
