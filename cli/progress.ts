// One progress bar for the CLI's long work (backup, import, export, purge), on stderr so stdout
// stays the command's answer. Silent when stderr is not a terminal (a pipe, a systemd journal).
import { SingleBar } from 'cli-progress';

export interface Progress {
  update(done: number, total: number): void;
  stop(): void;
}

export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { update: () => undefined, stop: () => undefined };
  const bar = new SingleBar({
    stream,
    format: `${label} [{bar}] {percentage} % | {value}/{total}`,
    barCompleteChar: '█',
    barIncompleteChar: '░',
    hideCursor: true,
    clearOnComplete: false,
  });
  let isStarted = false;
  return {
    update(done, total) {
      if (!isStarted) {
        bar.start(total, done);
        isStarted = true;
      } else bar.setTotal(total);
      bar.update(done);
    },
    stop() {
      if (isStarted) bar.stop();
    },
  };
}
