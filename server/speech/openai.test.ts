import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeService } from '../testing/fake-service.ts';
import { OpenAiSpeechEngine } from './openai.ts';

const PCM = Buffer.alloc(16_000 * 2, 1); // one second

describe('OpenAI-compatible speech engine', () => {
  const fake = new FakeService();
  let baseUrl: string;
  beforeAll(async () => (baseUrl = await fake.start()));
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const engine = (timeoutMs = 2_000) => new OpenAiSpeechEngine({ baseUrl, apiKey: 'sk-test', model: 'whisper-large-v3', prompt: 'MOD, DO, BPE, lidocaine', timeoutMs });

  it('sends the recording as a WAV file with the model, a vocabulary prompt and verbose_json, and reads the language', async () => {
    fake.replies['/v1/audio/transcriptions'] = { body: { text: ' Distal caries on the lower left six. ', language: 'english', duration: 1 } };
    expect(await engine().transcribe(PCM)).toEqual({ text: 'Distal caries on the lower left six.', language: 'en' });
    const [req] = fake.requests;
    expect(req!.headers.authorization).toBe('Bearer sk-test');
    const body = req!.body.toString('latin1');
    expect(body).toContain('filename="recording.wav"');
    expect(body).toContain('RIFF');
    expect(body).toMatch(/name="model"\r\n\r\nwhisper-large-v3/);
    expect(body).toMatch(/name="response_format"\r\n\r\nverbose_json/);
    expect(body).toMatch(/name="prompt"\r\n\r\nMOD, DO, BPE, lidocaine/);
    expect(req!.body.length).toBeGreaterThan(PCM.length);
  });

  it('reports the language of non-English dictation', async () => {
    fake.replies['/v1/audio/transcriptions'] = { body: { text: 'Karies distal am Zahn sechsunddreißig', language: 'german' } };
    expect((await engine().transcribe(PCM)).language).toBe('de');
  });

  it('fails clearly on an error answer, a malformed answer and a time-out', async () => {
    fake.replies['/v1/audio/transcriptions'] = { status: 401, body: { error: { message: 'Incorrect API key' } } };
    await expect(engine().transcribe(PCM)).rejects.toThrow(/answered 401: .*Incorrect API key/);
    fake.replies['/v1/audio/transcriptions'] = { body: '<html>proxy error</html>' };
    await expect(engine().transcribe(PCM)).rejects.toThrow('speech service answered without a transcript');
    fake.replies['/v1/audio/transcriptions'] = { body: { text: 'late' }, delayMs: 1_000 };
    await expect(engine(200).transcribe(PCM)).rejects.toThrow(/aborted|timeout/i);
  });
});
