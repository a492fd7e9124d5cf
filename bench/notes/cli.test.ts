// The `chairside notes` and `chairside scrub` commands, run in-process with their streams replaced.
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ClinicalNotes } from '../../core/notes/schema.ts';
import { main as notes, type Io } from '../../scripts/cli/notes.ts';
import { main as scrub } from '../../scripts/cli/scrub.ts';

async function call(command: typeof notes, args: string[], input: string) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const io: Io = { stdin: Readable.from([input]), stdout, stderr };
  const code = await command(args, io);
  return { code, out: stdout.read()?.toString() ?? '', err: stderr.read()?.toString() ?? '' };
}

describe('chairside notes', () => {
  it('prints ClinicalNotes JSON in the numbering asked for', async () => {
    const r = await call(notes, ['--numbering', 'palmer'], 'Dental chart: 36 DO caries. Review 2/52.');
    expect(r.code).toBe(0);
    const parsed = ClinicalNotes.parse(JSON.parse(r.out));
    expect(parsed.OE.DENTAL[0]).toMatchObject({ toothNumber: 'LL6', notationSystem: 'Palmer', condition: 'DO caries' });
    expect(parsed['F/U']).toBe('Review 2 weeks');
  });

  it('fails clearly on empty input, an unknown option or numbering', async () => {
    expect(await call(notes, [], '  \n')).toMatchObject({ code: 2, err: 'chairside notes: empty input: nothing was dictated\n' });
    expect((await call(notes, ['--numbering', 'iso'], 'x')).err).toMatch(/unknown numbering "iso"/);
    expect((await call(notes, ['--verbose'], 'x')).code).toBe(2);
  });
});

describe('chairside scrub', () => {
  it('prints the scrubbed text', async () => {
    expect(await call(scrub, [], 'Mrs Okonkwo, 07700 900123, UL6 DO caries, review 2/52')).toEqual({
      code: 0,
      out: 'Mrs [NAME], [PHONE], UL6 DO caries, review 2/52\n',
      err: '',
    });
  });

  it('fails clearly on empty input or any option', async () => {
    expect((await call(scrub, [], '')).code).toBe(2);
    expect((await call(scrub, ['--json'], 'text')).err).toMatch(/^chairside scrub: /);
  });
});
