import { describe, expect, it } from 'vitest';
import { names } from './names.ts';

const found = (text: string) => names(text).map((f) => text.slice(f.start, f.end));

describe('names', () => {
  it('takes the name after a title, relation, role or cue phrase', () => {
    expect(found('Mrs Hutchinson reports her husband Derek noticed it')).toEqual(['Hutchinson', 'Derek']);
    expect(found('Referred by Dr Priya Raman for extraction')).toEqual(['Priya Raman']);
    expect(found('seen by hygienist Tom Fletcher today')).toEqual(['Tom Fletcher']);
    expect(found('my name is doctor fiona macleod dictating for peter walsh')).toEqual(['fiona macleod', 'peter walsh']);
    expect(found('the carer precious moyo phoned')).toEqual(['precious moyo']);
  });

  it('finds listed names without a cue, with the capitalised name beside them', () => {
    expect(found('Sarah Okonkwo attended. Olusegun Adeyemi says')).toEqual(['Sarah Okonkwo', 'Olusegun Adeyemi']);
    expect(found('mister patel from leicester')).toEqual(['patel']);
  });

  it('leaves eponyms and ordinary words alone unless a cue says otherwise', () => {
    expect(found('Hutchinson incisors, Kennedy class III, Williams probe, Black class V, Angle class II')).toEqual([]);
    expect(found('Mrs Kennedy has a Kennedy class II denture')).toEqual(['Kennedy']);
    expect(found('son Ethan Williams, Williams probe used')).toEqual(['Ethan Williams']);
    expect(found('her son will bring her, hygienist visit, patient attended, mom agrees with treatment')).toEqual([]);
    expect(found('grace period, brown stain, white spot lesion')).toEqual([]);
  });
});
