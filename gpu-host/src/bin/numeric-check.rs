//! `numeric-check`: the CPU side of the numeric device check, for scripts/numeric_check.py.
//!
//! ```text
//! numeric-check list
//! numeric-check emulate --out DIR [--only NAME[,NAME...]]
//! ```
//! `emulate` computes each `numeric_check` kernel's inputs and, with the kernel's own body on
//! the CPU (the portable arithmetic), its outputs; it writes them as `DIR/<kernel>.<arg>.bin`
//! (little-endian elements) with `DIR/manifest.json` (see `gpu_host::numeric_check`).

use gpu_host::numeric_check::{write_checks, CheckSpec, NUMERIC_CHECKS};
use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("numeric-check: error: {e}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let usage = "usage: numeric-check list | emulate --out DIR [--only NAME,...]";
    match args.first().map(String::as_str) {
        Some("list") => {
            for spec in NUMERIC_CHECKS {
                println!("{} {:?}", spec.name, spec.kind);
            }
            Ok(())
        }
        Some("emulate") => {
            let (mut out, mut only) = (None, None);
            let mut it = args[1..].iter();
            while let Some(flag) = it.next() {
                let value = it.next().ok_or(format!("{flag} needs a value"))?;
                match flag.as_str() {
                    "--out" => out = Some(PathBuf::from(value)),
                    "--only" => {
                        only = Some(value.split(',').map(str::to_string).collect::<Vec<_>>())
                    }
                    _ => return Err(format!("unknown option {flag}; {usage}")),
                }
            }
            let out = out.ok_or(usage)?;
            let specs: Vec<CheckSpec> = NUMERIC_CHECKS
                .iter()
                .filter(|s| only.as_ref().is_none_or(|o| o.iter().any(|n| n == s.name)))
                .copied()
                .collect();
            if specs.is_empty() {
                return Err("no kernel selected (see `numeric-check list`)".into());
            }
            write_checks(&out, &specs).map_err(|e| format!("{}: {e}", out.display()))?;
            eprintln!(
                "numeric-check: {} kernels written to {}",
                specs.len(),
                out.display()
            );
            Ok(())
        }
        _ => Err(usage.into()),
    }
}
