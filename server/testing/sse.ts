/** Test support: reads an event stream until `text` appears; fails if the stream ends first. */
export async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, text: string): Promise<string> {
  const decoder = new TextDecoder();
  let seen = '';
  while (!seen.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended before "${text}" arrived; it sent: ${seen.slice(0, 500)}`);
    seen += decoder.decode(value, { stream: true });
  }
  return seen;
}
