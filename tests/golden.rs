//! Golden replays: full seeded games whose whole event log (every event with its visibility, and every
//! answer with the reason it was asked for) is kept in `tests/golden/`. A change to the engine that
//! alters any game shows here as a byte difference; a deliberate change is explained in its commit and
//! re-recorded in that commit only, with `SGS_BLESS=1 cargo test --release --test golden`.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sanguosha::ai::{Bot, BotKind, Difficulty};
use sanguosha::rules::{Game, Setup, agent};
use std::fmt::Write as _;
use std::path::PathBuf;

/// Who answers: random legal answers (seeded), or heuristic bots (seeded, seeing only their views).
#[derive(Clone, Copy)]
enum Driver {
    Random,
    Bots(Difficulty),
}

struct Case {
    name: &'static str,
    players: u8,
    generals: bool,
    ex: bool,
    seed: u64,
    driver: Driver,
}

const fn case(name: &'static str, players: u8, generals: bool, ex: bool, seed: u64, driver: Driver) -> Case {
    Case { name, players, generals, ex, seed, driver }
}

use Difficulty::{Easy, Hard, Normal};
use Driver::{Bots, Random};

const CASES: &[Case] = &[
    case("p2_plain", 2, false, false, 11, Random),
    case("p2_generals_ex", 2, true, true, 12, Random),
    case("p3_generals", 3, true, false, 13, Random),
    case("p4_plain_ex", 4, false, true, 14, Random),
    case("p5_plain_ex", 5, false, true, 15, Random),
    case("p5_generals", 5, true, false, 16, Random),
    case("p6_generals_ex", 6, true, true, 17, Random),
    case("p7_plain", 7, false, false, 18, Random),
    case("p8_plain", 8, false, false, 19, Random),
    case("p8_generals_ex", 8, true, true, 20, Random),
    case("p9_generals", 9, true, false, 21, Random),
    case("p10_plain_ex", 10, false, true, 22, Random),
    case("p10_generals", 10, true, false, 23, Random),
    case("ai_p2_generals", 2, true, false, 31, Bots(Hard)),
    case("ai_p5_generals_ex", 5, true, true, 32, Bots(Normal)),
    case("ai_p8_generals", 8, true, false, 33, Bots(Normal)),
    case("ai_p8_plain_ex", 8, false, true, 34, Bots(Easy)),
    case("ai_p10_generals_ex", 10, true, true, 35, Bots(Hard)),
];

fn ron<T: serde::Serialize>(v: &T) -> String {
    ron::to_string(v).unwrap_or_else(|e| format!("<unserializable: {e}>"))
}

/// Plays a case to the end and writes its log.
fn record(c: &Case) -> String {
    let setup = Setup::identity(c.players, c.generals, c.ex);
    let mut out = String::new();
    let _ = writeln!(out, "# {} — players {} generals {} ex {} seed {}", c.name, c.players, c.generals, c.ex, c.seed);
    let mut g = Game::new(setup, c.seed).expect("valid setup");
    let mut rng = ChaCha8Rng::seed_from_u64(c.seed ^ 0x5eed);
    let mut bots: Vec<Box<dyn Bot>> = match c.driver {
        Random => Vec::new(),
        Bots(d) => (0..c.players).map(|s| BotKind::Heuristic(d).make(s, c.seed * 100 + s as u64)).collect(),
    };
    let mut steps = 0u32;
    loop {
        for e in g.drain_events() {
            let _ = writeln!(out, "{} {}", ron(&e.vis), ron(&e.event));
            for (s, bot) in bots.iter_mut().enumerate() {
                if e.vis.visible_to(s as u8) {
                    bot.observe(&e.event);
                }
            }
        }
        let Some(req) = g.pending().cloned() else { break };
        steps += 1;
        assert!(steps < 50_000, "{}: no end after 50,000 answers", c.name);
        let answer = match c.driver {
            Random => agent::random_answer(&req, &mut rng),
            Bots(_) => bots[req.seat as usize].decide(&g.view(req.seat)),
        };
        let _ = writeln!(out, "> {} {} {}", req.seat, ron(&req.reason), ron(&answer));
        if let Err(e) = g.submit(req.seat, answer) {
            panic!("{}: a legal answer was refused: {e}", c.name);
        }
    }
    let _ = writeln!(out, "# end after {} answers, {} turns: {}", steps, g.turn_count(), ron(&g.outcome()));
    out
}

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{name}.log"))
}

#[test]
fn golden_replays_are_unchanged() {
    let bless = std::env::var_os("SGS_BLESS").is_some();
    let mut differ = Vec::new();
    for c in CASES {
        let got = record(c);
        let p = path(c.name);
        if bless {
            std::fs::create_dir_all(p.parent().expect("a folder")).expect("create tests/golden");
            std::fs::write(&p, &got).expect("write a golden file");
            continue;
        }
        let want =
            std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e} (record with SGS_BLESS=1)", p.display()));
        if got != want {
            let line = got.lines().zip(want.lines()).position(|(a, b)| a != b).unwrap_or(0);
            let show = |s: &str| s.lines().nth(line).unwrap_or("<end>").to_string();
            differ.push(format!("{}:{}\n  want: {}\n  got:  {}", p.display(), line + 1, show(&want), show(&got)));
        }
    }
    assert!(
        differ.is_empty(),
        "golden replays differ (explain and re-record with SGS_BLESS=1):\n{}",
        differ.join("\n")
    );
}

#[test]
fn golden_set_covers_the_required_tables() {
    for n in [2u8, 5, 8, 10] {
        assert!(CASES.iter().any(|c| c.players == n && c.generals), "{n} players with generals");
        assert!(CASES.iter().any(|c| c.players == n && !c.generals), "{n} players without generals");
    }
    assert!(CASES.iter().any(|c| c.ex) && CASES.iter().any(|c| !c.ex));
    assert!(CASES.len() >= 12);
}
