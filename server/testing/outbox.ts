import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Test support: the messages the outbox mailer wrote for one address, newest last, decoded. */
export function mailsTo(dataDir: string, address: string): string[] {
  const folder = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => decodeQuotedPrintable(readFileSync(join(folder, f), 'utf8')))
    .filter((m) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m));
}

/** The first link after `label` in the newest message to `address`. */
export function linkFrom(dataDir: string, address: string, label: string): string | undefined {
  const mail = mailsTo(dataDir, address).pop();
  return mail?.match(new RegExp(`${label}: (\\S+)`))?.[1];
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
