import { readFileSync } from 'node:fs';

const kB = (status: string, field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : 0;
};

/** Resident memory now and its peak over the process's life (VmHWM), in MB; null once it has exited. */
export function readMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rssMb: kB(status, 'VmRSS') / 1024, peakMb: kB(status, 'VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** CPU time used so far (user + system), in clock ticks (1/100 s on Linux). */
export function readCpuTicks(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** Samples VmRSS every `everyMs`; `windowPeakMb` is the highest sample since the last `resetWindow()`. */
export class RssSampler {
  private readonly timer: NodeJS.Timeout;
  windowPeakMb = 0;
  samplesPeakMb = 0;

  constructor(
    private readonly pid: number,
    everyMs = 100,
  ) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  resetWindow(): void {
    this.windowPeakMb = 0;
    this.sample();
  }

  /** The kernel's own peak (VmHWM) also catches spikes between two samples. */
  peakMb(): number {
    return Math.max(readMemory(this.pid)?.peakMb ?? 0, this.samplesPeakMb);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sample(): void {
    const memory = readMemory(this.pid);
    if (!memory) return;
    this.windowPeakMb = Math.max(this.windowPeakMb, memory.rssMb);
    this.samplesPeakMb = Math.max(this.samplesPeakMb, memory.rssMb);
  }
}
