import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';

// Transcripts reach the notes engine scrubbed: names, dates, numbers and places are typed placeholders.
describe('scrubbed transcripts', () => {
  it("drops the patient's name with the words that open the reason for attending", () => {
    expect(generateNotes('[NAME] attended with pain lower right for a week').CC).toBe('Pain lower right for a week');
    expect(generateNotes('patient [NAME] here for gum assessment').CC).toBe('Gum assessment');
  });

  it('keeps who came with the patient as a remark, names and all', () => {
    const notes = generateNotes('seven year old [NAME] attended with dad [NAME] for extraction of the lower right e as planned', { numbering: 'palmer' });
    expect(notes.NOTES).toBe('7 year old [NAME] attended with dad [NAME]');
    expect(notes.CC).toBe('Extraction of LRE as planned');
  });

  it('files contact numbers and copies for the office, and a number to call if something happens as the follow-up', () => {
    const notes = generateNotes('Denture eased. Care home contact number [PHONE]. Copy to Dr [NAME]. Call the out of hours line on [PHONE] if it bleeds overnight.');
    expect(notes.NOTES).toBe('Care home contact number [PHONE]. Copy to Dr [NAME]');
    expect(notes['F/U']).toBe('Call the out of hours line on [PHONE] if it bleeds overnight');
  });
});
