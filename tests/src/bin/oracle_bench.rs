//! `oracle-bench`: times the runtime algebra on the whole golden suite, per operation kind.
//!
//! ```text
//! cargo run --release -p layout-tests --bin oracle-bench -- [--rounds N] [--warmup N] [--json]
//!     [--stat min|median] [--clock cpu|wall] [--only FILE] [DIR ...]
//! ```
//!
//! Loads every case of the `*.jsonl` files in the directories given (default: those of the
//! oracle test, `LAYOUT_ORACLE_DIRS` or the repository's `goldens/oracle*`), keeps
//! only the expressions listed in `--only FILE` (one per line) when given, checks each result
//! once against its golden answer, then runs warm-up rounds and timed rounds. Each round
//! times, per op (the file stem, as in the oracle test):
//!
//! * **parse**: `parse_value` of the argument list of every case (the text after the call's
//!   name, e.g. `(A,B)` of `composition(A,B)`), which is the parsing `evaluate` does;
//! * **parse+eval**: `evaluate(expr)` of every case: parse, then the call;
//!
//! and one whole pass of `evaluate` over the suite. The tables give, per op, the fastest of the
//! timed rounds (`--stat min`, the default: the least disturbed by other processes) or their
//! median (`--stat median`). Batches are timed on the thread's CPU-time clock by default
//! (`--clock cpu`: time while other processes run is not counted, which matters on a shared
//! machine), or on the wall clock (`--clock wall`); the whole pass is given in both.
//! **eval** is parse+eval minus parse (the runtime layer's public entry point takes text, so
//! the call alone is measured by difference).

use layout_core::runtime::{evaluate, parse_value};
use layout_tests::cases::{load_suite, Case};
use layout_tests::oracle::{call_name, dirs};
use serde_json::json;
use std::collections::BTreeMap;
use std::hint::black_box;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: oracle-bench [--rounds N] [--warmup N] [--json] [--stat min|median]
    [--clock cpu|wall] [--only FILE] [DIR ...]
  (default DIRs: the oracle test's; --only: time only the expressions listed in FILE)";

/// The command line.
struct Options {
    rounds: usize,
    warmup: usize,
    json: bool,
    /// Take the median of the rounds instead of the fastest.
    median: bool,
    clock: Clock,
    only: Option<PathBuf>,
    dirs: Vec<PathBuf>,
}

fn parse_options() -> Result<Options, String> {
    let mut opts = Options {
        rounds: 20,
        warmup: 3,
        json: false,
        median: false,
        clock: if thread_cpu_ns().is_some() {
            Clock::Cpu
        } else {
            Clock::Wall
        },
        only: None,
        dirs: Vec::new(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut count = |name: &str| -> Result<usize, String> {
            let v = args.next().ok_or_else(|| format!("{name} needs a value"))?;
            v.parse::<usize>()
                .map_err(|_| format!("{name}: not a non-negative integer: {v}"))
        };
        match a.as_str() {
            "--rounds" => opts.rounds = count("--rounds")?.max(1),
            "--warmup" => opts.warmup = count("--warmup")?,
            "--json" => opts.json = true,
            "--stat" => match args.next().as_deref() {
                Some("min") => opts.median = false,
                Some("median") => opts.median = true,
                _ => return Err("--stat needs min or median".to_string()),
            },
            "--clock" => match args.next().as_deref() {
                Some("cpu") if thread_cpu_ns().is_some() => opts.clock = Clock::Cpu,
                Some("cpu") => return Err("--clock cpu: no thread CPU clock here".to_string()),
                Some("wall") => opts.clock = Clock::Wall,
                _ => return Err("--clock needs cpu or wall".to_string()),
            },
            "--only" => {
                let f = args.next().ok_or("--only needs a file")?;
                opts.only = Some(PathBuf::from(f));
            }
            "-h" | "--help" => return Err(String::new()),
            s if s.starts_with('-') => return Err(format!("unknown option {s}")),
            dir => opts.dirs.push(PathBuf::from(dir)),
        }
    }
    if opts.dirs.is_empty() {
        opts.dirs = dirs()?;
    }
    Ok(opts)
}

/// The clock that times the batches.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Clock {
    /// Elapsed real time.
    Wall,
    /// CPU time of this thread (`CLOCK_THREAD_CPUTIME_ID`).
    Cpu,
}

impl Clock {
    fn name(self) -> &'static str {
        match self {
            Clock::Wall => "wall",
            Clock::Cpu => "cpu",
        }
    }

    /// Nanoseconds on this clock since some fixed origin.
    fn now(self, origin: Instant) -> u128 {
        match self {
            Clock::Wall => origin.elapsed().as_nanos(),
            Clock::Cpu => thread_cpu_ns().unwrap_or(0),
        }
    }
}

/// The CPU time of the calling thread, in nanoseconds.
#[cfg(unix)]
fn thread_cpu_ns() -> Option<u128> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec and the clock id is the platform's constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    let secs = u128::try_from(ts.tv_sec).ok()?;
    let nanos = u128::try_from(ts.tv_nsec).ok()?;
    (rc == 0).then_some(secs * 1_000_000_000 + nanos)
}

/// The CPU time of the calling thread: not available on this platform.
#[cfg(not(unix))]
fn thread_cpu_ns() -> Option<u128> {
    None
}

/// One case, ready to time.
struct Prepared {
    expr: String,
    /// The argument list, `(A,B)` of `composition(A,B)`; the whole text when it is no call.
    args: String,
}

/// Per op: what the check found and the timings.
#[derive(Default)]
struct OpStats {
    cases: Vec<Prepared>,
    /// Cases whose printed result (or error) is the golden one.
    as_golden: usize,
    /// Cases that panicked (excluded from the timing).
    panicked: usize,
    /// Cases whose argument list does not parse alone (it holds a nested call).
    args_unparsed: usize,
    parse_ns: Vec<u128>,
    full_ns: Vec<u128>,
}

/// Evaluates one case once; `Some(true)` when it matches the golden answer, `None` on a panic.
fn check(case: &Case) -> Option<bool> {
    let got = catch_unwind(AssertUnwindSafe(|| evaluate(&case.expr))).ok()?;
    Some(match (&case.expect, got) {
        (Some(want), Ok(v)) => *want == v.to_string(),
        (None, Err(_)) => true,
        _ => false,
    })
}

/// The cases whose expression is listed in `only` (one per line); all of them without a list.
fn keep_only(
    suite: Vec<(String, Case)>,
    only: Option<&std::path::Path>,
) -> Result<Vec<(String, Case)>, String> {
    let Some(path) = only else {
        return Ok(suite);
    };
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let wanted: std::collections::HashSet<&str> = text.lines().collect();
    Ok(suite
        .into_iter()
        .filter(|(_, c)| wanted.contains(c.expr.as_str()))
        .collect())
}

fn args_text(expr: &str) -> String {
    let name = call_name(expr);
    let e = expr.trim_start();
    if name == "value" {
        e.to_string()
    } else {
        e[name.len()..].to_string()
    }
}

fn median(v: &[u128]) -> u128 {
    let mut s = v.to_vec();
    s.sort_unstable();
    s.get(s.len() / 2).copied().unwrap_or(0)
}

fn per_case(ns: u128, n: usize) -> f64 {
    if n == 0 {
        0.0
    } else {
        ns as f64 / n as f64
    }
}

fn main() -> ExitCode {
    let opts = match parse_options() {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("oracle-bench: {e}");
            }
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    let load_start = Instant::now();
    let suite = match load_suite(&opts.dirs).and_then(|s| keep_only(s, opts.only.as_deref())) {
        Ok(s) if !s.is_empty() => s,
        Ok(_) => {
            eprintln!("oracle-bench: no cases in {:?}", opts.dirs);
            return ExitCode::from(2);
        }
        Err(e) => {
            eprintln!("oracle-bench: {e}");
            return ExitCode::from(2);
        }
    };
    let load_ns = load_start.elapsed().as_nanos();

    // Check every case once; panicking cases are reported and left out of the timing.
    std::panic::set_hook(Box::new(|_| {}));
    let mut ops: BTreeMap<String, OpStats> = BTreeMap::new();
    for (op, case) in &suite {
        let st = ops.entry(op.clone()).or_default();
        match check(case) {
            None => {
                st.panicked += 1;
                continue;
            }
            Some(ok) => st.as_golden += usize::from(ok),
        }
        let args = args_text(&case.expr);
        if parse_value(&args).is_err() {
            st.args_unparsed += 1;
        }
        st.cases.push(Prepared {
            expr: case.expr.clone(),
            args,
        });
    }
    let _ = std::panic::take_hook();

    let (clock, origin) = (opts.clock, Instant::now());
    let (mut pass_ns, mut pass_cpu_ns) = (Vec::new(), Vec::new());
    for round in 0..opts.warmup + opts.rounds {
        let timed = round >= opts.warmup;
        for st in ops.values_mut() {
            let t0 = clock.now(origin);
            for c in &st.cases {
                let _ = black_box(parse_value(black_box(&c.args)));
            }
            let t1 = clock.now(origin);
            for c in &st.cases {
                let _ = black_box(evaluate(black_box(&c.expr)));
            }
            let t2 = clock.now(origin);
            if timed {
                st.parse_ns.push(t1.saturating_sub(t0));
                st.full_ns.push(t2.saturating_sub(t1));
            }
        }
        let (t0, c0) = (Instant::now(), Clock::Cpu.now(origin));
        for st in ops.values() {
            for c in &st.cases {
                let _ = black_box(evaluate(black_box(&c.expr)));
            }
        }
        if timed {
            pass_ns.push(t0.elapsed().as_nanos());
            pass_cpu_ns.push(Clock::Cpu.now(origin).saturating_sub(c0));
        }
    }

    let report = Report::new(&opts, &ops, suite.len(), load_ns, [&pass_ns, &pass_cpu_ns]);
    if opts.json {
        println!("{}", report.json());
    } else {
        report.print();
    }
    ExitCode::SUCCESS
}

/// One row of the report.
struct Row {
    op: String,
    cases: usize,
    as_golden: usize,
    panicked: usize,
    args_unparsed: usize,
    parse_ns: u128,
    full_ns: u128,
}

impl Row {
    fn eval_ns(&self) -> u128 {
        self.full_ns.saturating_sub(self.parse_ns)
    }
}

/// What the benchmark found.
struct Report {
    dirs: Vec<String>,
    rounds: usize,
    /// `min` or `median`.
    stat: &'static str,
    warmup: usize,
    total_cases: usize,
    load_ns: u128,
    rows: Vec<Row>,
    pass_median_ns: u128,
    pass_min_ns: u128,
    /// The fastest pass on the thread's CPU clock (0 where there is none).
    pass_cpu_min_ns: u128,
    /// `cpu` or `wall`: the clock of the per-op timings.
    clock: &'static str,
}

impl Report {
    fn new(
        opts: &Options,
        ops: &BTreeMap<String, OpStats>,
        total_cases: usize,
        load_ns: u128,
        [pass_ns, pass_cpu_ns]: [&[u128]; 2],
    ) -> Report {
        let pick = |v: &[u128]| {
            if opts.median {
                median(v)
            } else {
                v.iter().copied().min().unwrap_or(0)
            }
        };
        let rows = ops
            .iter()
            .map(|(op, st)| Row {
                op: op.clone(),
                cases: st.cases.len(),
                as_golden: st.as_golden,
                panicked: st.panicked,
                args_unparsed: st.args_unparsed,
                parse_ns: pick(&st.parse_ns),
                full_ns: pick(&st.full_ns),
            })
            .collect();
        Report {
            dirs: opts.dirs.iter().map(|d| d.display().to_string()).collect(),
            rounds: opts.rounds,
            stat: if opts.median { "median" } else { "min" },
            warmup: opts.warmup,
            total_cases,
            load_ns,
            rows,
            pass_median_ns: median(pass_ns),
            pass_min_ns: pass_ns.iter().copied().min().unwrap_or(0),
            pass_cpu_min_ns: pass_cpu_ns.iter().copied().min().unwrap_or(0),
            clock: opts.clock.name(),
        }
    }

    fn totals(&self) -> Row {
        let mut t = Row {
            op: "TOTAL".to_string(),
            cases: 0,
            as_golden: 0,
            panicked: 0,
            args_unparsed: 0,
            parse_ns: 0,
            full_ns: 0,
        };
        for r in &self.rows {
            t.cases += r.cases;
            t.as_golden += r.as_golden;
            t.panicked += r.panicked;
            t.args_unparsed += r.args_unparsed;
            t.parse_ns += r.parse_ns;
            t.full_ns += r.full_ns;
        }
        t
    }

    fn print(&self) {
        println!(
            "oracle-bench: {} cases from {}; per op the {} of {} timed rounds ({} clock) after {} warm-up",
            self.total_cases,
            self.dirs.join(", "),
            self.stat,
            self.rounds,
            self.clock,
            self.warmup
        );
        println!(
            "\n{:<22} {:>6} {:>10} {:>10} {:>14}",
            "op", "cases", "eval ns", "parse ns", "parse+eval ns"
        );
        let line = |r: &Row| {
            println!(
                "{:<22} {:>6} {:>10.0} {:>10.0} {:>14.0}",
                r.op,
                r.cases,
                per_case(r.eval_ns(), r.cases),
                per_case(r.parse_ns, r.cases),
                per_case(r.full_ns, r.cases)
            );
        };
        self.rows.iter().for_each(line);
        let t = self.totals();
        line(&t);
        println!(
            "\nsum over ops: eval {:.2} ms, parse+eval {:.2} ms",
            t.eval_ns() as f64 / 1e6,
            t.full_ns as f64 / 1e6
        );
        println!(
            "one pass of evaluate over the suite: wall {:.2} ms (median; min {:.2} ms), CPU {:.2} ms (min); loading the JSON: {:.2} ms",
            self.pass_median_ns as f64 / 1e6,
            self.pass_min_ns as f64 / 1e6,
            self.pass_cpu_min_ns as f64 / 1e6,
            self.load_ns as f64 / 1e6
        );
        println!(
            "results as golden: {} of {}; panics (not timed): {}; argument lists with a nested call: {}",
            t.as_golden, self.total_cases, t.panicked, t.args_unparsed
        );
    }

    fn json(&self) -> serde_json::Value {
        let row = |r: &Row| {
            json!({
                "cases": r.cases,
                "as_golden": r.as_golden,
                "panicked": r.panicked,
                "args_unparsed": r.args_unparsed,
                "eval_ns_per_case": per_case(r.eval_ns(), r.cases),
                "parse_ns_per_case": per_case(r.parse_ns, r.cases),
                "parse_eval_ns_per_case": per_case(r.full_ns, r.cases),
            })
        };
        let ops: serde_json::Map<String, serde_json::Value> =
            self.rows.iter().map(|r| (r.op.clone(), row(r))).collect();
        json!({
            "tool": "oracle-bench",
            "dirs": self.dirs,
            "rounds": self.rounds,
            "warmup": self.warmup,
            "cases": self.total_cases,
            "statistic": format!("{} over rounds; eval = parse+eval - parse", self.stat),
            "stat": self.stat,
            "clock": self.clock,
            "ops": ops,
            "total": row(&self.totals()),
            "pass_median_ns": self.pass_median_ns,
            "pass_min_ns": self.pass_min_ns,
            "pass_cpu_min_ns": self.pass_cpu_min_ns,
            "load_ns": self.load_ns,
        })
    }
}
