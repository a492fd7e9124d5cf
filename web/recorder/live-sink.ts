import { PauseChunker, STREAMED_CHUNKS } from '../../core/audio/chunker.ts';
import type { SinkFactory } from './sinks.ts';
import { LiveUpload } from './live-upload.ts';

const SAMPLE_RATE = 16_000;

/** Copies the microphone's samples to the page, 128 at a time. */
const WORKLET = `registerProcessor('chairside-pcm', class extends AudioWorkletProcessor {
  process(inputs) { const ch = inputs[0] && inputs[0][0]; if (ch) this.port.postMessage(ch.slice(0)); return true; }
});`;

/** Whether this browser can stream 16 kHz PCM from the microphone (else recordings are uploaded whole). */
export function canStream(): boolean {
  return typeof AudioContext !== 'undefined' && typeof AudioWorkletNode !== 'undefined';
}

/**
 * Streams the recording while the dentist speaks: 16 kHz PCM, each chunk sent at once (a second each when the
 * server recognises them as one stream, else cut at pauses), so on stop little is left to recognise. `onCreated` gets the appointment id as soon as it opens.
 */
export function liveSink(headers: Record<string, string>, onCreated: (id: number) => void): SinkFactory {
  return async (stream) => {
    // The browser resamples the microphone to 16 kHz for us.
    const context = new AudioContext({ sampleRate: SAMPLE_RATE });
    let source: MediaStreamAudioSourceNode;
    try {
      const module = URL.createObjectURL(new Blob([WORKLET], { type: 'text/javascript' }));
      await context.audioWorklet.addModule(module);
      URL.revokeObjectURL(module);
      source = context.createMediaStreamSource(stream);
    } catch (e) {
      void context.close();
      throw e;
    }
    const upload = await LiveUpload.start({ headers });
    onCreated(upload.id);
    const chunker = new PauseChunker({ sampleRate: SAMPLE_RATE, ...(upload.stream ? STREAMED_CHUNKS : {}) });
    const node = new AudioWorkletNode(context, 'chairside-pcm');
    node.port.onmessage = (event: MessageEvent<Float32Array>) => {
      for (const chunk of chunker.push(toInt16(event.data))) upload.add(chunk);
    };
    source.connect(node);
    const close = () => {
      source.disconnect();
      node.port.onmessage = null;
      void context.close();
    };
    return {
      async stop() {
        close();
        const tail = chunker.flush();
        if (tail) upload.add(tail);
        await upload.finish();
      },
      cancel() {
        close();
        upload.cancel();
      },
    };
  };
}

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767)));
  return out;
}
