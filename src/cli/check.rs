//! `snakescope check FILE...`

use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Scenario files to validate.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

pub fn run(args: CheckArgs) -> anyhow::Result<ExitCode> {
    let mut bad = 0;
    for path in &args.files {
        match crate::scenario::load(path) {
            Ok(s) => println!("{}: ok ({})", path.display(), display_name(&s.name)),
            Err(e) => {
                bad += 1;
                eprintln!("{e}");
            }
        }
    }
    if bad > 0 {
        eprintln!("{bad} of {} file(s) invalid", args.files.len());
        Ok(ExitCode::from(1))
    } else {
        Ok(ExitCode::SUCCESS)
    }
}

fn display_name(name: &str) -> &str {
    if name.is_empty() { "unnamed" } else { name }
}
