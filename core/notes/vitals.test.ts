import { describe, expect, it } from 'vitest';
import { generateNotes } from './engine.ts';
import { normaliseBloodPressure } from './vitals.ts';

describe('blood pressure', () => {
  it('writes a reading said as words as one figure', () => {
    expect(normaliseBloodPressure('blood pressure 1 45 over 92 today')).toBe('blood pressure 145/92 today');
    expect(normaliseBloodPressure('bp is 1 30 over 84')).toBe('bp is 130/84');
    expect(normaliseBloodPressure('BP 120 over 70')).toBe('BP 120/70');
    // A diastolic of a hundred or more, and a recheck said without its name.
    expect(normaliseBloodPressure('blood pressure 1 92 over 1 10 rechecked after 10 minutes 1 88 over 1 oh 6 no headache')).toBe('blood pressure 192/110 rechecked after 10 minutes 188/106 no headache');
  });

  it('leaves other numbers alone', () => {
    expect(normaliseBloodPressure('review 1 45 over 2 weeks')).toBe('review 1 45 over 2 weeks');
    expect(normaliseBloodPressure('BP 128/82')).toBe('BP 128/82');
  });

  it('keeps the reading in the medical history, not the chart', () => {
    const n = generateNotes('medical history hypertension blood pressure one forty five over ninety two today bpe one one one one one one');
    expect(n['MED HX']).toMatch(/^Hypertension\.? blood pressure 145\/92 today$/i);
    expect(n.OE.DENTAL).toEqual([]);
  });
});

describe('other readings said as words', () => {
  it('reads a glucose or pulse over a hundred said without "hundred", and SpO2 said letter by letter', () => {
    expect(normaliseBloodPressure('fingerstick glucose 1 38 this morning pulse 1 oh 4')).toBe('fingerstick glucose 138 this morning pulse 104');
    const notes = generateNotes('medical history type one diabetes glucose one twenty six spo two ninety eight percent');
    expect(notes['MED HX']).toMatch(/Glucose 126$/);
    expect(JSON.stringify(notes)).toContain('SpO2 98%');
  });
});

describe('a temperature in Fahrenheit said as words', () => {
  it('reads "one oh one point two" after temp as 101.2', () => {
    expect(normaliseBloodPressure('vitals temp 1 oh 1.2 heart rate 112')).toBe('vitals temp 101.2 heart rate 112');
  });
});
