// The load generator and report of `npm run bench`: a fixed number of requests at a fixed
// concurrency through Node's fetch (undici, keep-alive), latency percentiles and a text table.

/** How long one request may take before it counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Distinct error descriptions kept per target, to say what went wrong without flooding the terminal. */
const MAX_ERROR_KINDS = 5;

class CheckFailed extends Error {}

/** Thrown by a target's `check` when a response arrived but is not the expected answer. */
export const rejectResponse = (reason) => {
  throw new CheckFailed(reason);
};

/**
 * Sends `total` requests, `concurrency` at a time, each built by `target.request(index)` as
 * `{ url, init }` and judged by `target.check(response, body)` (throws via `rejectResponse` when
 * the answer is wrong). Stops early when `maxMs` has passed or `signal` aborts; requests cut off
 * by either are not counted. Latency is measured from sending to the last byte of the body.
 */
export async function runLoad(target, { total, concurrency, maxMs, signal }) {
  const stopAt = new AbortController();
  const capTimer = setTimeout(() => stopAt.abort(new Error('time cap')), maxMs);
  const stop = AbortSignal.any([stopAt.signal, ...(signal ? [signal] : [])]);
  const latencies = [];
  const errorKinds = new Map();
  let errors = 0;
  let issued = 0;
  const countError = (kind) => {
    errors += 1;
    if (errorKinds.has(kind) || errorKinds.size < MAX_ERROR_KINDS) errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
  };

  const worker = async () => {
    while (issued < total && !stop.aborted) {
      const { url, init = {} } = target.request(issued);
      issued += 1;
      const started = performance.now();
      try {
        const response = await fetch(url, {
          redirect: 'manual',
          ...init,
          signal: AbortSignal.any([stop, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        const body = await response.text();
        const elapsed = performance.now() - started;
        target.check(response, body);
        latencies.push(elapsed);
      } catch (error) {
        if (stop.aborted) return;
        countError(describeFailure(error));
      }
    }
  };

  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  } finally {
    clearTimeout(capTimer);
  }
  return {
    completed: latencies.length + errors,
    errors,
    latencies,
    elapsedMs: performance.now() - started,
    errorKinds: [...errorKinds],
    cappedByTime: stopAt.signal.aborted,
  };
}

function describeFailure(error) {
  if (error instanceof CheckFailed) return error.message;
  if (error?.name === 'TimeoutError') return `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`;
  // fetch wraps network failures: the cause names them (ECONNREFUSED, ECONNRESET, …).
  return error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
}

/** Nearest-rank percentile of ascending `sorted` values; NaN when there are none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Figures of one target's run: throughput over the whole run, latency percentiles of the successful requests. */
export function summarize(result) {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    requests: result.completed,
    errors: result.errors,
    errorRate: result.completed === 0 ? 1 : result.errors / result.completed,
    perSecond: result.elapsedMs > 0 ? (result.completed / result.elapsedMs) * 1000 : Number.NaN,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

const number = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Plain-text table: text columns left-aligned, figures right-aligned. */
export function formatTable(rows) {
  const header = ['target', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'];
  const cells = rows.map(({ name, figures, note }) => [
    note ? `${name} (${note})` : name,
    String(figures.requests),
    String(figures.errors),
    number(figures.perSecond, 1),
    number(figures.p50, 1),
    number(figures.p95, 1),
    number(figures.p99, 1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}
