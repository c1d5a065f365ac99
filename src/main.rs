//! `sgs` — the game's command line: play in the terminal, simulate random games, run scenarios.

use clap::{Parser, Subcommand};
use sanguosha::i18n::Localizer;
use sanguosha::rules::scenario::Scenario;
use sanguosha::rules::{Game, IdentityWin, Role, Setup, Winner};
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Parser)]
#[command(name = "sgs", version, about = "三国杀 — Legends of the Three Kingdoms")]
struct Cli {
    /// Language: zh-Hans, zh-Hant, ja or en (default: from the OS locale).
    #[arg(long, global = true)]
    lang: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Open the desktop client (built with `--features client`).
    Gui {
        /// Window size in logical pixels, e.g. --size 1920x1080 (default 1280x720; the window is resizable).
        #[arg(long, value_parser = parse_size)]
        size: Option<(u32, u32)>,
    },
    /// Play identity mode in the terminal against random-legal opponents (or hot-seat).
    Play {
        #[arg(long, default_value_t = 5)]
        players: u8,
        /// Seats played by humans (1-based), e.g. --humans 1,3. Others are played by the computer.
        #[arg(long, value_delimiter = ',', default_value = "1")]
        humans: Vec<u8>,
        /// The computer players: easy, normal, hard or random.
        #[arg(long, default_value = "normal")]
        ai: sanguosha::ai::BotKind,
        #[arg(long)]
        seed: Option<u64>,
        /// Play with generals and their skills.
        #[arg(long)]
        generals: bool,
        /// Add the 4 EX cards.
        #[arg(long)]
        ex: bool,
    },
    /// Run random-legal games and print throughput and outcomes by role.
    Simulate {
        #[arg(long, default_value_t = 8)]
        players: u8,
        #[arg(long, default_value_t = 1000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        generals: bool,
        #[arg(long)]
        ex: bool,
        /// Check every invariant after every step (card conservation, HP, views leak nothing …);
        /// exits with an error on the first broken one.
        #[arg(long)]
        check: bool,
    },
    /// Duplicate-deal matches between two bots (random, easy, normal, hard): win rates per side,
    /// friendly fire, decision latency.
    Arena {
        #[arg(long, default_value_t = 8)]
        players: u8,
        #[arg(long, default_value_t = 200)]
        deals: u64,
        #[arg(long, default_value = "normal")]
        a: sanguosha::ai::BotKind,
        #[arg(long, default_value = "random")]
        b: sanguosha::ai::BotKind,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        generals: bool,
    },
    /// Run a RON scenario file: print its event log and pass/fail per expectation.
    Scenario { file: std::path::PathBuf },
    /// Rehearse the tutorial's lessons with a scripted learner (intended moves and typical mistakes).
    Tutorial {
        /// Only this lesson (1-12).
        #[arg(long)]
        lesson: Option<usize>,
    },
    /// 将军令 (Generals' Order), the two-player strategy card game: play, simulate, arena, scenario, decks.
    Order {
        #[command(subcommand)]
        command: sanguosha::order::cli::OrderCommand,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang.clone().unwrap_or_else(|| {
        let os = std::env::var("LC_ALL").or_else(|_| std::env::var("LANG")).unwrap_or_default();
        Localizer::pick_language(&os).to_string()
    });
    let loc = match Localizer::new(&lang) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let default = Command::Play {
        players: 5,
        humans: vec![1],
        ai: sanguosha::ai::BotKind::Heuristic(sanguosha::ai::Difficulty::Normal),
        seed: None,
        generals: true,
        ex: false,
    };
    let default = if cfg!(feature = "client") { Command::Gui { size: None } } else { default };
    match cli.command.unwrap_or(default) {
        Command::Gui { size } => gui(size),
        Command::Play { players, humans, ai, seed, generals, ex } => {
            play(&loc, players, &humans, ai, seed, generals, ex)
        }
        Command::Simulate { players, games, seed, generals, ex, check } => {
            simulate(players, games, seed, generals, ex, check)
        }
        Command::Scenario { file } => scenario(&loc, &file),
        Command::Tutorial { lesson } => tutorial(&loc, lesson),
        Command::Order { command } => sanguosha::order::cli::run(&loc, command),
        Command::Arena { players, deals, a, b, seed, generals } => {
            let mut rep = sanguosha::arena::run(players, deals, seed, a, b, generals, 500);
            sanguosha::out!("arena: {players} players, {deals} duplicate deals, seed {seed}, generals {generals}");
            rep.print(&format!("{a:?}"), &format!("{b:?}"));
            if rep.illegal > 0 || rep.capped > 0 {
                eprintln!(
                    "error: {} illegal answers and {} games that hit the turn cap (both must be 0)",
                    rep.illegal, rep.capped
                );
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
    }
}

fn simulate(players: u8, games: u64, seed: u64, generals: bool, ex: bool, check: bool) -> ExitCode {
    let roles = [Role::Lord, Role::Loyalist, Role::Rebel, Role::Renegade];
    let mut wins = [0u64; 4];
    let mut seen = [0u64; 4];
    let (mut turns, mut decisions, mut draws) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    for i in 0..games {
        let setup = Setup::identity(players, generals, ex);
        let cap = if check { 2_000 } else { 100_000 };
        match sanguosha::sim::play_random(setup, seed.wrapping_add(i), check, cap) {
            Ok(st) => {
                turns += st.turns as u64;
                decisions += st.decisions;
                let winners: Vec<Role> = match &st.winner {
                    Some(Winner::Identity(IdentityWin::LordAndLoyalists)) => vec![Role::Lord, Role::Loyalist],
                    Some(Winner::Identity(IdentityWin::Rebels)) => vec![Role::Rebel],
                    Some(Winner::Identity(IdentityWin::Renegade(_))) => vec![Role::Renegade],
                    Some(Winner::Aborted) => {
                        eprintln!("error: game {} (seed {}) stopped with an engine error", i, seed.wrapping_add(i));
                        return ExitCode::FAILURE;
                    }
                    _ => {
                        draws += 1;
                        vec![]
                    }
                };
                for (k, r) in roles.iter().enumerate() {
                    if st.roles.contains(r) {
                        seen[k] += 1;
                        if winners.contains(r) {
                            wins[k] += 1;
                        }
                    }
                }
            }
            Err(f) => {
                eprintln!("error: {f}");
                return ExitCode::FAILURE;
            }
        }
    }
    let secs = start.elapsed().as_secs_f64().max(1e-9);
    sanguosha::out!(
        "players {players}, games {games}, seed {seed}, generals {generals}, ex cards {ex}, invariants checked {check}"
    );
    sanguosha::out!("games/s      {:.0}", games as f64 / secs);
    sanguosha::out!("decisions/s  {:.0}", decisions as f64 / secs);
    sanguosha::out!("mean turns   {:.1}", turns as f64 / games.max(1) as f64);
    sanguosha::out!("mean decisions/game {:.1}", decisions as f64 / games.max(1) as f64);
    for (k, r) in roles.iter().enumerate() {
        if seen[k] > 0 {
            sanguosha::out!(
                "{:<9} wins {:>6.1}% of {} games",
                format!("{r:?}"),
                100.0 * wins[k] as f64 / seen[k] as f64,
                seen[k]
            );
        }
    }
    sanguosha::out!("draws        {draws}");
    ExitCode::SUCCESS
}

fn scenario(loc: &Localizer, file: &std::path::Path) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {}: {e}", file.display());
            return ExitCode::FAILURE;
        }
    };
    let sc = match Scenario::from_ron(&text) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {}:{}: {}", file.display(), e.line, e.message);
            return ExitCode::FAILURE;
        }
    };
    let report = match sc.run() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {}: {}", file.display(), e.message);
            return ExitCode::FAILURE;
        }
    };
    sanguosha::out!("== {}", report.name);
    for e in &report.events {
        // The log is omniscient: skip the count-only copies of hidden moves.
        if matches!(e, sanguosha::rules::Event::CardsMoved { cards, count, .. } if cards.is_empty() && *count > 0) {
            continue;
        }
        sanguosha::out!("  {}", loc.event(e));
    }
    for s in &report.script_errors {
        sanguosha::out!("FAIL script: {s}");
    }
    for (e, r) in &report.results {
        match r {
            None => sanguosha::out!("pass  {e:?}"),
            Some(got) => sanguosha::out!("FAIL  {e:?}: {got}"),
        }
    }
    let failed = report.results.iter().filter(|(_, r)| r.is_some()).count() + report.script_errors.len();
    sanguosha::out!("{} passed, {} failed", report.results.len() + report.script_errors.len() - failed, failed);
    if report.passed() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

fn play(
    loc: &Localizer,
    players: u8,
    humans: &[u8],
    ai: sanguosha::ai::BotKind,
    seed: Option<u64>,
    generals: bool,
    ex: bool,
) -> ExitCode {
    let seed = seed.unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1)
    });
    let g = match Game::new(Setup::identity(players, generals, ex), seed) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    // The seed is a master key (every hand and role follows from it): it is shown when the game ends.
    sanguosha::out!("{}", loc.t("ui-title"));
    let humans: Vec<u8> = humans.iter().filter(|&&h| h >= 1 && h <= players).map(|h| h - 1).collect();
    // Computer seats: each bot sees only its own seat's view and events.
    let mut bots: Vec<Option<Box<dyn sanguosha::ai::Bot>>> =
        (0..players).map(|s| (!humans.contains(&s)).then(|| ai.make(s, seed ^ 0xa1 ^ s as u64))).collect();
    let stdin = std::io::stdin();
    let mut lines = stdin.lock().lines();
    let mut read = || {
        let mut out = std::io::stdout().lock();
        if write!(out, "> ").and_then(|_| out.flush()).is_err() {
            std::process::exit(0);
        }
        lines.next().and_then(|l| l.ok())
    };
    match sanguosha::tui::play(loc, g, seed, &humans, &mut bots, &mut read) {
        sanguosha::tui::PlayEnd::BotError => {
            eprintln!("error: the computer's answer was refused");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}

/// "1920x1080" → (1920, 1080).
fn parse_size(s: &str) -> Result<(u32, u32), String> {
    let bad = || format!("expected WIDTHxHEIGHT such as 1920x1080, got {s:?}");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h) = (w.trim().parse::<u32>().map_err(|_| bad())?, h.trim().parse::<u32>().map_err(|_| bad())?);
    if !(320..=16384).contains(&w) || !(240..=16384).contains(&h) {
        return Err(format!("window size {w}x{h} is out of range (320x240 to 16384x16384)"));
    }
    Ok((w, h))
}

#[cfg(feature = "client")]
fn gui(size: Option<(u32, u32)>) -> ExitCode {
    match sanguosha::client::run(size) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(_) => ExitCode::FAILURE,
    }
}

#[cfg(not(feature = "client"))]
fn gui(_size: Option<(u32, u32)>) -> ExitCode {
    eprintln!("error: this build has no desktop client; build it with `cargo run --release --features client`");
    ExitCode::FAILURE
}

fn tutorial(loc: &Localizer, only: Option<usize>) -> ExitCode {
    let mut failed = 0;
    for (i, (path, text)) in sanguosha::tutorial::LESSONS.iter().enumerate() {
        if only.is_some_and(|n| n != i + 1) {
            continue;
        }
        let lesson = match sanguosha::tutorial::Lesson::from_ron(path, text) {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: {e}");
                failed += 1;
                continue;
            }
        };
        let lesson = &lesson;
        sanguosha::out!("== {} {}", i + 1, loc.t(&format!("lesson-{}-title", lesson.id)));
        match sanguosha::tutorial::rehearse(lesson, loc) {
            Ok(trace) => {
                for line in trace {
                    sanguosha::out!("   {line}");
                }
            }
            Err(e) => {
                failed += 1;
                sanguosha::out!("   FAILED: {e}");
            }
        }
    }
    if failed == 0 { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}
