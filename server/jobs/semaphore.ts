/** Caps how many CPU-heavy tasks (speech recognition) run at once in this process. */
export class Semaphore {
  private waiting: (() => void)[] = [];
  private inUse = 0;

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.inUse >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inUse++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.inUse--;
    }
  }
}
