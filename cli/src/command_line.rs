//! The command line read in the language it asks for. `--lang` is itself an argument, so
//! it is picked out of the raw arguments before clap builds anything: every help text is a
//! sentence of the catalogue (`tr!` in the arguments' attributes), put into words when the
//! command is built. Clap's own texts (its `--help`, `--version` and `help` command) are
//! put into the same words; its headings ("Usage:", "Options:") and bracketed notes
//! ("[default: ...]", "Possible values:") stay as clap writes them, as clap has no setting
//! for them.

use crate::arguments::Cli;
use clap::builder::StyledStr;
use clap::{CommandFactory, FromArgMatches};
use std::ffi::OsString;

/// Reads this process's command line. The language is chosen first, from the raw
/// arguments' `--lang` or else the locale, and made the default, so that the help clap
/// builds, and every word after it, speaks that language. A bad command line ends the
/// process with clap's message, as `Cli::parse` does.
pub fn parse() -> Cli {
    let args: Vec<OsString> = std::env::args_os().collect();
    let language =
        language_asked(&args).unwrap_or_else(snakescope_core::words::Language::from_locale);
    snakescope_core::words::set_default(language);
    let mut command = command();
    let mut matches = command
        .clone()
        .try_get_matches_from(args)
        .unwrap_or_else(|e| exit_with(&e));
    Cli::from_arg_matches_mut(&mut matches).unwrap_or_else(|e| e.format(&mut command).exit())
}

/// Ends the process as clap does for `error` (its help and version on standard output with
/// success, an error on standard error with 2), in [`error_words`].
fn exit_with(error: &clap::Error) -> ! {
    if !error.use_stderr() {
        error.exit();
    }
    eprint!("{}", error_words(error));
    std::process::exit(2);
}

/// What clap says of a command line it refuses, with one correction: for a value that starts
/// with `-` (`-1,0` taken for an option), clap's tip to write `-- -1` would make it the
/// command's file; the tip given instead joins it to its option with `=`, which works.
pub fn error_words(error: &clap::Error) -> String {
    let text = error.render().to_string();
    if hyphen_value(error).is_none() {
        return text;
    }
    let tip = tr!(
        "tip: a value that starts with '-' is joined to its option with '=', e.g. \
         --from=-1,0"
    );
    text.lines()
        .map(|line| {
            if line.trim_start().starts_with("tip:") && line.contains("'-- ") {
                format!("  {tip}")
            } else {
                line.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
        + "\n"
}

/// The argument clap took for an unknown option, when it is a value that starts with `-`
/// and a digit (a negative number, a cell such as `-1,0`).
fn hyphen_value(error: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue};
    if error.kind() != clap::error::ErrorKind::UnknownArgument {
        return None;
    }
    match error.get(ContextKind::InvalidArg)? {
        ContextValue::String(arg)
            if arg.starts_with('-') && arg[1..].starts_with(|c: char| c.is_ascii_digit()) =>
        {
            Some(arg.clone())
        }
        _ => None,
    }
}

/// The whole command line, built (clap's own `--help`, `--version` and `help` command
/// included), every text of its help in the language in use.
pub fn command() -> clap::Command {
    // A negative number (`--tick -1`) is read as a value, which its argument then refuses in
    // its own words, rather than as an unknown option.
    let mut command = Cli::command().allow_negative_numbers(true);
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(name, |sub| sub.allow_negative_numbers(true));
    }
    command.build();
    in_own_words(command, &clap_words())
}

/// Clap's own help texts, each with its words in the language in use. (Built whole, the
/// `help` command lists the commands rather than taking `[COMMAND]...`, so clap's "Print
/// help for the subcommand(s)" is never shown.)
fn clap_words() -> [(&'static str, String); 5] {
    [
        ("Print help", tr!("Print help")),
        (
            "Print help (see more with '--help')",
            tr!("Print help (see more with '--help')"),
        ),
        (
            "Print help (see a summary with '-h')",
            tr!("Print help (see a summary with '-h')"),
        ),
        ("Print version", tr!("Print version")),
        (
            "Print this message or the help of the given subcommand(s)",
            tr!("Print this message or the help of the given subcommand(s)"),
        ),
    ]
}

/// `command` and its subcommands with each of clap's own texts replaced by its words.
fn in_own_words(mut command: clap::Command, words: &[(&str, String)]) -> clap::Command {
    let say = |text: Option<&StyledStr>| -> Option<String> {
        let text = text?.to_string();
        words
            .iter()
            .find(|(clap_s, _)| *clap_s == text)
            .map(|(_, ours)| ours.clone())
    };
    if let Some(about) = say(command.get_about()) {
        command = command.about(about);
    }
    let ids: Vec<String> = command
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        command = command.mut_arg(id, |mut arg| {
            if let Some(help) = say(arg.get_help()) {
                arg = arg.help(help);
            }
            if let Some(help) = say(arg.get_long_help()) {
                arg = arg.long_help(help);
            }
            arg
        });
    }
    let names: Vec<String> = command
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(name, |sub| in_own_words(sub, words));
    }
    command
}

/// The language of the first `--lang CODE` or `--lang=CODE` among `args`, before a `--`
/// that ends the options, if it names one snakescope speaks. An unknown code is left to the
/// parser, which refuses it in the locale's language.
fn language_asked(args: &[OsString]) -> Option<snakescope_core::words::Language> {
    let mut args = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(arg) = args.next() {
        let code = match arg.as_ref() {
            "--" => return None,
            "--lang" => args.next()?.into_owned(),
            other => match other.strip_prefix("--lang=") {
                Some(code) => code.to_string(),
                None => continue,
            },
        };
        return snakescope_core::words::Language::from_code(&code);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::language_asked;
    use snakescope_core::words::Language;

    fn asked(args: &[&str]) -> Option<Language> {
        let args: Vec<std::ffi::OsString> = args.iter().map(Into::into).collect();
        language_asked(&args)
    }

    #[test]
    fn the_language_is_read_from_the_raw_arguments_wherever_lang_stands() {
        assert_eq!(
            asked(&["snakescope", "--lang", "pt"]),
            Some(Language::Portuguese)
        );
        assert_eq!(
            asked(&["snakescope", "check", "--help", "--lang=pt_BR"]),
            Some(Language::Portuguese)
        );
        assert_eq!(
            asked(&["snakescope", "--lang", "en", "--lang", "pt"]),
            Some(Language::English)
        );
        // Not asked, asked after the options end, or not a language snakescope speaks.
        assert_eq!(asked(&["snakescope", "check", "pt"]), None);
        assert_eq!(asked(&["snakescope", "check", "--", "--lang", "pt"]), None);
        assert_eq!(asked(&["snakescope", "--lang", "xx"]), None);
        assert_eq!(asked(&["snakescope", "--lang"]), None);
    }
}
