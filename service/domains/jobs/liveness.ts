// Whether the process that opened a run still exists: a `running` row of a dead process is a run
// that died half-way (a crash, a kill, a power cut), not a lock anyone holds.
export function isProcessAlive(pid: number): boolean {
  try {
    // Signal 0 checks existence and permission without sending anything.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the service run by systemd, the CLI by root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
