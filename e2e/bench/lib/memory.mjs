// Memory of a Chromium started with its own profile dir, sampled while something runs: the page's JS heap
// and main-thread task time (CDP Performance.getMetrics) and the resident memory (RSS, from /proc) of the
// browser's processes by kind.
// Linux only; without /proc the process figures are left out.
import { readdirSync, readFileSync } from 'node:fs';

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null;
  }
}

/** The browser process started with `--user-data-dir=<profile>` and all its descendants, by kind. */
function chromiumProcesses(profile) {
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map();
  let browserPid = null;
  for (const pid of pids) {
    const stat = readProc(pid, 'stat');
    if (!stat) continue;
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
    const cmdline = readProc(pid, 'cmdline') ?? '';
    if (cmdline.includes(`--user-data-dir=${profile}`) && !cmdline.includes('--type=')) browserPid = pid;
  }
  if (browserPid === null) return [];
  const found = [];
  const queue = [browserPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    const cmdline = (readProc(pid, 'cmdline') ?? '').split('\0').join(' ');
    const kind = !cmdline.includes('--type=')
      ? 'browser'
      : cmdline.includes('--type=renderer')
        ? 'renderer'
        : cmdline.includes('network.mojom.NetworkService')
          ? 'network'
          : 'other';
    found.push({ pid, kind });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function rssByKind(profile) {
  const totals = { browser: 0, renderer: 0, network: 0, other: 0 };
  for (const { pid, kind } of chromiumProcesses(profile)) {
    const match = /VmRSS:\s+(\d+) kB/.exec(readProc(pid, 'status') ?? '');
    if (match) totals[kind] += Number(match[1]) * 1024;
  }
  return totals;
}

/**
 * Starts sampling every `intervalMs`; `stop()` resolves with the values before the start and the peaks
 * while it ran. `profile` is the Chromium's --user-data-dir (for the process figures), may be null.
 */
export async function sampleMemory(page, profile, intervalMs = 250) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const value = (name) => list.find((m) => m.name === name)?.value ?? 0;
    return { heap: value('JSHeapUsedSize'), busy: value('TaskDuration') };
  };
  const sample = async () => ({ ...(await metrics()), ...(profile ? rssByKind(profile) : {}) });
  const baseline = await sample();
  const peak = { ...baseline };
  let last = baseline;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const now = await sample();
        last = now;
        for (const key of Object.keys(now)) peak[key] = Math.max(peak[key] ?? 0, now[key]);
      } catch {
        // the page navigated or closed; keep the peaks so far
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      last = await sample().catch(() => last);
      await cdp.detach().catch(() => {});
      // busy: seconds the page's main thread spent on tasks meanwhile (CDP TaskDuration).
      return { baseline, peak: { ...peak, busy: last.busy } };
    },
  };
}

/** The largest growth of each figure over several samplings, as one `{ baseline, peak }`. */
export function largestGrowth(samplings) {
  const keys = Object.keys(samplings[0].baseline);
  const zero = Object.fromEntries(keys.map((k) => [k, 0]));
  const peak = Object.fromEntries(
    keys.map((k) => [k, Math.max(...samplings.map(({ baseline, peak: p }) => p[k] - baseline[k]))]),
  );
  return { baseline: zero, peak };
}

/** "JS heap +3 MiB; page main thread busy 0.4 s; RSS renderer +12 MiB, …" (peak minus baseline). */
export function describeGrowth({ baseline, peak }) {
  const mibDelta = (key) => `${((peak[key] - baseline[key]) / 1024 ** 2).toFixed(0)} MiB`;
  const parts = [`JS heap +${mibDelta('heap')}`];
  if (peak.busy !== undefined) parts.push(`page main thread busy ${(peak.busy - baseline.busy).toFixed(1)} s`);
  if (baseline.renderer !== undefined && peak.browser > 0) {
    parts.push(
      `RSS renderer +${mibDelta('renderer')}, browser +${mibDelta('browser')}, network +${mibDelta('network')}`,
    );
  }
  return parts.join('; ');
}
