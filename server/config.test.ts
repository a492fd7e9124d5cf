import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', databaseUrl: undefined, sttEngine: 'sphinx', notesEngine: 'rules', numbering: 'fdi', smtpUrl: undefined, adminEmails: [] });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('stops with a message naming the variable and what is allowed', () => {
    expect(() => loadConfig({ STT_ENGINE: 'whisper' })).toThrow(ConfigError);
    expect(() => loadConfig({ STT_ENGINE: 'whisper' })).toThrow(/STT_ENGINE: must be one of sphinx/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT:/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/chairside' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(() => loadConfig({ NOTES_NUMBERING: 'iso' })).toThrow(/NOTES_NUMBERING: must be one of fdi, universal, palmer/);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });

  it('reads lists and sizes the way an operator writes them', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Owner@Practice.com, ,nurse@practice.com', MAX_UPLOAD_MB: '10', PUBLIC_URL: 'https://notes.example.com/' });
    expect(config.adminEmails).toEqual(['owner@practice.com', 'nurse@practice.com']);
    expect(config.maxUploadBytes).toBe(10 * 1024 * 1024);
    expect(config.publicUrl).toBe('https://notes.example.com');
  });
});
