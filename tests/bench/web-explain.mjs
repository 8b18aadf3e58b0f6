// `BENCH_EXPLAIN=1 npm run bench:web`: which main-thread tasks make each run's Total Blocking Time.
// Lighthouse's own attribution (its TBTImpactTasks computed artifact, the one its third-party audit
// uses) maps the simulated, throttled tasks back to the observed ones. Each line is one top-level task
// that added blocking time: when it started (observed, unthrottled, ms after navigation start), how long
// it took, how much TBT it added, and what it did (layouts with their dirty/total object counts, parsing,
// the scripts it ran). Decision 032 reads these.
import { TBTImpactTasks } from 'lighthouse/core/computed/tbt-impact-tasks.js';

/** A script's file name, from its URL (`inline` without one). */
const file = (url) =>
  String(url ?? '')
    .split('/')
    .pop() || 'inline';

/** A short account of a task: its layouts, parsing and scripts, with their durations (ms). */
function describe(task) {
  const parts = new Map();
  const add = (key, ms) => {
    const p = parts.get(key) ?? { n: 0, ms: 0 };
    p.n += 1;
    p.ms += ms;
    parts.set(key, p);
  };
  const walk = (t) => {
    const { name, args } = t.event;
    if (name === 'Layout') add(`layout ${args?.beginData?.dirtyObjects}/${args?.beginData?.totalObjects}`, t.duration);
    else if (name === 'ParseHTML') add('parse', t.duration);
    else if (name === 'UpdateLayoutTree') add('style', t.duration);
    else if (name === 'Paint') add('paint', t.duration);
    else if (name === 'v8.evaluateModule' || name === 'EvaluateScript')
      add(`evaluate ${args?.data?.url ? file(args.data.url) : 'module'}`, t.duration);
    else if (name === 'FunctionCall') add(`script ${file(args?.data?.url)}`, t.duration);
    else if (name === 'TimerFire') add('timer', t.duration);
    for (const child of t.children) walk(child);
  };
  walk(task);
  return [...parts].map(([key, p]) => `${key}${p.n > 1 ? ` ×${p.n}` : ''} ${Math.round(p.ms)}`).join(', ') || 'browser work';
}

/** The run's tasks that added blocking time, as printable lines (empty when none did). */
export async function blockingTasks(lhr, artifacts) {
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const tasks = await TBTImpactTasks.request(data, { computedCache: new Map(), settings, options: {} });
  return tasks
    .filter((t) => !t.parent && t.tbtImpact >= 1)
    .sort((a, b) => a.startTime - b.startTime)
    .map((t) => `at ${Math.round(t.startTime)} ms, ${Math.round(t.duration)} ms long, +${Math.round(t.tbtImpact)} ms TBT: ${describe(t)}`);
}
