import { describe, expect, it } from 'vitest';
import { ages, dates, emails, ids, ips, phones, postcodes, urls, type Found } from './patterns.ts';

const texts = (text: string, found: Found[]) => [...found].sort((a, b) => a.start - b.start).map((f) => text.slice(f.start, f.end));
const check = (detect: (t: string) => Found[]) => (text: string) => texts(text, detect(text));

describe('shaped identifiers', () => {
  it('finds e-mail addresses, written and spoken', () => {
    const e = check(emails);
    expect(e('email j.bloggs@example.co.uk today')).toEqual(['j.bloggs@example.co.uk']);
    expect(e('her email is maggie dot roberts at gmail dot com and')).toEqual(['maggie dot roberts at gmail dot com']);
    expect(e('seen at home today')).toEqual([]);
  });

  it('finds URLs and IP addresses but not versions or temperatures', () => {
    expect(check(urls)('via https://smiles.example.com/book, or www.brightsmile.co.uk.')).toEqual(['https://smiles.example.com/book', 'www.brightsmile.co.uk']);
    expect(check(urls)('see www dot riversidedental dot co dot uk today')).toEqual(['www dot riversidedental dot co dot uk']);
    expect(check(ips)('from 192.168.14.201; app 2.2.1; temp 37.2')).toEqual(['192.168.14.201']);
  });

  it('finds phone numbers written in groups or said digit by digit', () => {
    const p = check(phones);
    expect(p('mobile 07700 900123, fax 020 7946 0958, US (555) 201-8834')).toEqual(['07700 900123', '020 7946 0958', '(555) 201-8834']);
    expect(p('call oh seven seven zero zero nine double oh one two three')).toEqual(['oh seven seven zero zero nine double oh one two three']);
    expect(p('BPE 2 1 2 2 1 3 3 2 3 3 2 3, teeth 18 28 38 48, 22,600 ppm')).toEqual([]);
  });

  it('finds record numbers after their cue, SSNs and plates', () => {
    const i = check(ids);
    expect(i('NHS number 485 777 3456, MRN 00472918, SSN 123-45-6789')).toEqual(['485 777 3456', '00472918', '123-45-6789']);
    expect(i('Vehicle registration AB12 CDE was')).toEqual(['AB12 CDE']);
    expect(i('Dental chart: 16 MO amalgam; right ID block; ID check')).toEqual([]);
  });

  it('finds postcodes and ZIP codes after a state', () => {
    const p = check(postcodes);
    expect(p('Leeds LS6 2AB and NW1 6XE')).toEqual(['LS6 2AB', 'NW1 6XE']);
    expect(p('Springfield, IL 62704; zip code 10027')).toEqual(['62704', '10027']);
    expect(p('22600 ppm and 80000')).toEqual([]);
  });

  it('finds dates but not intervals, doses or years alone', () => {
    const d = check(dates);
    expect(d('DOB 14/03/1972, seen 12 March 2024 and on the 4th of May, Jan 5, 2023')).toEqual(['14/03/1972', '12 March 2024', 'the 4th of May', 'Jan 5, 2023']);
    expect(d('date of birth fifth of june nineteen eighty')).toEqual(['fifth of june nineteen eighty']);
    expect(d('review 2/52, recall 6/12, 1/2 cartridge, in 2019, you may need 2 visits, march on')).toEqual([]);
    expect(d('last seen on 3/4')).toEqual(['3/4']);
  });

  it('finds ages over 89 only', () => {
    const a = check(ages);
    expect(a('a 93 year old, aged 90, she is ninety four, 101 years old')).toEqual(['93', '90', 'ninety four', '101']);
    expect(a('a 45 year old, 90 minutes, 89 years old')).toEqual([]);
  });
});
