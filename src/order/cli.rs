//! 将军令 in the terminal: `sgs order play|simulate|arena|scenario|decks`. Every player-visible string
//! goes through Fluent; input is numbers (an action's index, comma-separated card indices).

use super::ai::{Bot, Difficulty};
use super::deck::{Deck, builtin_decks, load_deck};
use super::game::{Answer, Game, Request, Seat};
use super::scenario::Scenario;
use super::text;
use super::{Pool, builtin_pool, game_from_decks};
use crate::i18n::Localizer;
use fluent::FluentValue;
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::time::Instant;

fn fv(s: impl Into<String>) -> FluentValue<'static> {
    FluentValue::from(s.into())
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Bot(Difficulty),
}

fn pool_and_decks() -> Result<(Arc<Pool>, Vec<Deck>), String> {
    let pool = builtin_pool().map_err(|e| e.to_string())?;
    let decks = builtin_decks(&pool).map_err(|e| e.to_string())?;
    Ok((pool, decks))
}

/// Lists the pre-built decks.
pub fn list_decks(loc: &Localizer) -> Result<(), String> {
    let (_, decks) = pool_and_decks()?;
    for d in &decks {
        let factions: Vec<String> = d.factions.iter().map(|f| loc.t(&format!("order-faction-{}", f.id()))).collect();
        crate::out!(
            "{:<10} {}",
            d.id,
            loc.tr(
                "order-ui-deck",
                &[
                    ("deck", fv(loc.t(&format!("order-deck-{}", d.id)))),
                    ("n", FluentValue::from(d.size() as i64)),
                    ("factions", fv(factions.join("/"))),
                    ("limit", FluentValue::from(d.hand_limit() as i64)),
                    ("style", fv(loc.t(&format!("order-ui-style-{}", d.style)))),
                ]
            )
        );
    }
    Ok(())
}

fn show_state(loc: &Localizer, g: &Game, viewer: Seat) {
    let v = g.view(viewer);
    for s in [1 - viewer, viewer] {
        let side = &v.sides[s as usize];
        crate::out!(
            "{}",
            loc.tr(
                "order-ui-status",
                &[
                    ("seat", fv(text::seat_name(loc, viewer, s))),
                    ("resource", FluentValue::from(side.resource_count as i64)),
                    ("hand", FluentValue::from(side.hand_count as i64)),
                    ("spent", FluentValue::from(side.spent_count as i64)),
                    ("fallen", FluentValue::from(side.fallen.len() as i64)),
                    ("limit", FluentValue::from(side.hand_limit as i64)),
                ]
            )
        );
        if let Some(o) = side.order {
            crate::out!("  {}", loc.tr("order-ui-order", &[("card", fv(text::name_of(loc, g, o)))]));
        }
        for u in &side.field {
            let eq: Vec<String> = u.equipment.iter().map(|e| format!("[{}]", text::name_of(loc, g, *e))).collect();
            crate::out!(
                "  {}",
                loc.tr(
                    "order-ui-unit",
                    &[
                        ("place", fv(text::place(loc, viewer, u.place))),
                        ("card", fv(text::name_of(loc, g, u.card))),
                        ("force", FluentValue::from(g.force(u.card, super::game::Role::None) as i64)),
                        ("wit", FluentValue::from(g.wit(u.card, None) as i64)),
                        ("equipment", fv(eq.join(" "))),
                    ]
                )
            );
        }
    }
    if let Some(a) = &v.advantage {
        let state = loc.t(if a.active { "order-ui-active" } else { "order-ui-inactive" });
        crate::out!(
            "{}",
            loc.tr(
                "order-ui-advantage",
                &[
                    ("card", fv(text::name_of(loc, g, a.card))),
                    ("seat", fv(text::seat_name(loc, viewer, a.owner))),
                    ("state", fv(state)),
                ]
            )
        );
    }
    crate::out!("{}", loc.t("order-ui-hand"));
    for (i, c) in v.hand.iter().enumerate() {
        let d = g.def(*c);
        crate::out!(
            "  {:>2}. {} — {} — {}",
            i + 1,
            text::card_name(loc, d),
            text::card_header(loc, d),
            text::card_text(loc, d)
        );
    }
}

fn read_line(input: &mut dyn BufRead) -> Option<String> {
    let mut s = String::new();
    match input.read_line(&mut s) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(s.trim().to_string()),
    }
}

fn numbers(s: &str) -> Option<Vec<usize>> {
    s.split([',', ' ']).filter(|x| !x.is_empty()).map(|x| x.parse().ok()).collect()
}

/// Asks a human for an answer; `None` when the input ends.
fn ask(loc: &Localizer, g: &Game, req: &Request, input: &mut dyn BufRead) -> Option<Answer> {
    let seat = req.seat();
    show_state(loc, g, seat);
    crate::out!("{}", text::prompt(loc, g, req));
    let pick_cards = |line: &str, from: &[super::game::CardId]| -> Option<Vec<super::game::CardId>> {
        let hand = &g.player(seat).hand;
        numbers(line)?.into_iter().map(|i| hand.get(i.checked_sub(1)?).copied().filter(|c| from.contains(c))).collect()
    };
    loop {
        match req {
            Request::Main { actions, .. } => {
                for (i, a) in actions.iter().enumerate() {
                    crate::out!("  {:>2}) {}", i + 1, text::action(loc, g, seat, a));
                }
            }
            Request::Search { options, .. } => {
                for (i, c) in options.iter().enumerate() {
                    let d = g.def(*c);
                    crate::out!("  {:>2}) {} — {}", i + 1, text::card_name(loc, d), text::card_text(loc, d));
                }
            }
            Request::Respond { options, .. }
            | Request::CounterPlay { options, .. }
            | Request::ChooseOrder { options, .. } => {
                crate::out!("  {}", loc.t("order-ui-pass"));
                for (i, c) in options.iter().enumerate() {
                    let d = g.def(*c);
                    // A general on the battlefield among the options answers with its reactive 特效.
                    let text = match g.unit(*c).and_then(|_| g.reaction_of(*c)) {
                        Some((cost, t, e)) => {
                            text::ability(loc, &super::cards::Ability::Reaction { cost, trigger: t, effect: e.clone() })
                        }
                        None => text::card_text(loc, d),
                    };
                    crate::out!("  {:>2}) {} — {}", i + 1, text::card_name(loc, d), text);
                }
            }
            Request::NameCards { options, .. } => {
                let names: Vec<String> = options
                    .iter()
                    .enumerate()
                    .map(|(i, n)| format!("{:>3}) {}", i + 1, loc.t(&format!("order-card-{n}"))))
                    .collect();
                for chunk in names.chunks(6) {
                    crate::out!("{}", chunk.join("  "));
                }
            }
            Request::Pay { .. } | Request::Discard { .. } => {}
        }
        {
            let mut out = std::io::stdout().lock();
            if write!(out, "> ").and_then(|_| out.flush()).is_err() {
                return None;
            }
        }
        let line = read_line(input)?;
        let answer = match req {
            Request::Main { actions, .. } => {
                line.parse::<usize>().ok().and_then(|i| actions.get(i.checked_sub(1)?)).map(|a| Answer::Act(a.clone()))
            }
            Request::Respond { options, .. }
            | Request::CounterPlay { options, .. }
            | Request::ChooseOrder { options, .. } => match line.parse::<usize>() {
                Ok(0) => Some(Answer::Pass),
                Ok(i) => options.get(i - 1).map(|c| Answer::Card(*c)),
                Err(_) => None,
            },
            Request::Search { options, .. } => {
                line.parse::<usize>().ok().and_then(|i| options.get(i.checked_sub(1)?)).map(|c| Answer::Card(*c))
            }
            Request::NameCards { options, .. } => numbers(&line)
                .and_then(|v| {
                    v.into_iter().map(|i| options.get(i.checked_sub(1)?).cloned()).collect::<Option<Vec<_>>>()
                })
                .map(Answer::Names),
            Request::Pay { from, .. } | Request::Discard { from, .. } => pick_cards(&line, from).map(Answer::Cards),
        };
        match answer {
            Some(a) => {
                let mut probe = g.clone();
                match probe.submit(seat, a.clone()) {
                    Ok(()) => return Some(a),
                    Err(e) => crate::out!("{}", loc.tr("order-ui-refused", &[("why", fv(text::refusal(loc, &e)))])),
                }
            }
            None => crate::out!("{}", loc.t("order-ui-bad-input")),
        }
    }
}

/// Terminal play: `players[s]` answers seat s. Returns the winner, if the game ended.
pub fn play(
    loc: &Localizer,
    deck_a: &str,
    deck_b: &str,
    players: [Player; 2],
    seed: u64,
    input: &mut dyn BufRead,
) -> Result<Option<Seat>, String> {
    let pool = builtin_pool().map_err(|e| e.to_string())?;
    let a = load_deck(deck_a, &pool).map_err(|e| e.to_string())?;
    let b = load_deck(deck_b, &pool).map_err(|e| e.to_string())?;
    let mut g = game_from_decks(pool, &a, &b, seed).map_err(|e| e.to_string())?;
    let mut bots = [Bot::new(Difficulty::Normal, seed ^ 1), Bot::new(Difficulty::Normal, seed ^ 2)];
    for s in 0..2 {
        if let Player::Bot(d) = players[s] {
            bots[s] = Bot::new(d, seed ^ (s as u64 + 1));
        }
    }
    let humans = players.iter().filter(|p| **p == Player::Human).count();
    // The log is shown from the point of view of the (first) human, or seat 0 when bots play.
    let mut viewer: Seat = players.iter().position(|p| *p == Player::Human).unwrap_or(0) as Seat;
    let mut shown = 0;
    loop {
        for l in g.visible_events(viewer).skip(shown) {
            crate::out!("{}", text::event(loc, &g, viewer, &l.event));
        }
        shown = g.visible_events(viewer).count();
        let Some(req) = g.pending().cloned() else { break };
        let s = req.seat();
        let answer = match players[s as usize] {
            Player::Human => {
                if humans == 2 && s != viewer {
                    // Hot-seat: a curtain before the other person sees their private cards.
                    crate::out!(
                        "{}",
                        loc.tr(
                            "order-ui-curtain",
                            &[("player", fv(loc.tr("order-ui-player", &[("n", FluentValue::from(s as i64 + 1))])))]
                        )
                    );
                    read_line(input).ok_or("input ended")?;
                    viewer = s;
                    shown = g.visible_events(viewer).count();
                }
                match ask(loc, &g, &req, input) {
                    Some(a) => a,
                    None => return Ok(None),
                }
            }
            Player::Bot(_) => bots[s as usize].decide(&g, s),
        };
        g.submit(s, answer).map_err(|e| e.to_string())?;
    }
    let o = g.outcome();
    if let Some(o) = o {
        crate::out!(
            "{}",
            loc.tr(
                "order-ui-winner",
                &[
                    ("seat", fv(text::seat_name(loc, viewer, o.winner))),
                    ("reason", fv(text::win_reason(loc, o.reason)))
                ]
            )
        );
    }
    Ok(o.map(|o| o.winner))
}

/// `sgs order simulate`: random-legal games over every deck pairing; prints throughput and endings.
pub fn simulate(games: u64, seed: u64) -> Result<(), String> {
    let (pool, decks) = pool_and_decks()?;
    let start = Instant::now();
    let mut reasons = std::collections::BTreeMap::new();
    let (mut turns, mut decisions) = (0u64, 0u64);
    for i in 0..games {
        let a = &decks[(i % decks.len() as u64) as usize];
        let b = &decks[((i / decks.len() as u64) % decks.len() as u64) as usize];
        let st = super::sim::play_random(pool.clone(), a, b, seed.wrapping_add(i), false, 100_000)
            .map_err(|f| f.to_string())?;
        *reasons.entry(format!("{:?}", st.outcome.reason)).or_insert(0u64) += 1;
        turns += st.turns as u64;
        decisions += st.decisions;
    }
    let secs = start.elapsed().as_secs_f64();
    crate::out!(
        "{games} random-legal games in {secs:.2} s: {:.0} games/s, {:.0} decisions/s",
        games as f64 / secs,
        decisions as f64 / secs
    );
    crate::out!("mean turns {:.1}; endings {reasons:?}", turns as f64 / games.max(1) as f64);
    Ok(())
}

/// `sgs order arena`: bot `a` against bot `b` over every ordered deck pair.
pub fn arena(a: Difficulty, b: Difficulty, deals: u64, seed: u64, only: Option<&str>) -> Result<(), String> {
    let (pool, mut decks) = pool_and_decks()?;
    if let Some(d) = only {
        decks.retain(|x| x.id == d);
        if decks.is_empty() {
            return Err(format!("no pre-built deck `{d}`"));
        }
    }
    let r = super::arena::run(pool, &decks, a, b, deals, seed)?;
    crate::out!(
        "{a} vs {b}: {} games in {:.1} s; {a} won {:.1}%; decision p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
        r.games,
        r.seconds,
        r.a_rate() * 100.0,
        r.latency_ms(0.5),
        r.latency_ms(0.95),
        r.latency_ms(1.0)
    );
    crate::out!("endings: {:?}", r.reasons);
    for (d, (n, w)) in &r.deck {
        crate::out!("  {d:<10} {:>5.1}% of {n} games against the other decks", *w as f64 * 100.0 / (*n).max(1) as f64);
    }
    for (d, (n, w)) in &r.a_deck {
        crate::out!("  {a} with {d:<10} won {:>5.1}% of {n} games", *w as f64 * 100.0 / (*n).max(1) as f64);
    }
    Ok(())
}

/// `sgs order scenario FILE`: runs one scenario; prints its log and each expectation.
pub fn scenario(loc: &Localizer, path: &std::path::Path) -> Result<bool, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let sc = Scenario::from_ron(&path.display().to_string(), &text).map_err(|e| e.to_string())?;
    let r = sc.run()?;
    crate::out!("{}", sc.name);
    for l in r.game.events() {
        crate::out!("  {}", text::event(loc, &r.game, 0, &l.event));
    }
    let mut ok = r.script_errors.is_empty();
    for e in &r.script_errors {
        crate::out!("SCRIPT {e}");
    }
    for (e, got) in &r.results {
        match got {
            None => crate::out!("PASS {e:?}"),
            Some(g) => {
                ok = false;
                crate::out!("FAIL {e:?}: got {g}");
            }
        }
    }
    Ok(ok)
}

/// Range-checked numbers for the command line.
fn parse_games(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) if (1..=10_000_000).contains(&n) => Ok(n),
        _ => Err(format!("`{s}`: a number from 1 to 10000000")),
    }
}

fn parse_deals(s: &str) -> Result<u64, String> {
    match s.parse::<u64>() {
        Ok(n) if (1..=1000).contains(&n) => Ok(n),
        _ => Err(format!("`{s}`: a number from 1 to 1000")),
    }
}

fn parse_human_count(s: &str) -> Result<u8, String> {
    match s.parse::<u8>() {
        Ok(n) if n <= 2 => Ok(n),
        _ => Err(format!("`{s}`: 0, 1 or 2 human players")),
    }
}

/// `sgs order …`
#[derive(clap::Subcommand, Debug)]
pub enum OrderCommand {
    /// Play in the terminal: you (deck A, seat 1) against the computer (deck B), or two people.
    Play {
        /// A pre-built deck id (see `sgs order decks`) or a deck RON file.
        #[arg(long, default_value = "shu_aggro")]
        deck: String,
        /// The opponent's deck.
        #[arg(long, default_value = "wei_aggro")]
        vs: String,
        /// 0 (watch two bots), 1 (you against the computer) or 2 (hot-seat).
        #[arg(long, default_value = "1", value_parser = parse_human_count)]
        humans: u8,
        /// The computer: random, easy, normal or hard.
        #[arg(long, default_value = "normal")]
        ai: Difficulty,
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Random-legal games over every deck pairing: games/s and how games end.
    Simulate {
        #[arg(long, default_value = "10000", value_parser = parse_games)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Bot `a` against bot `b` on every ordered pair of pre-built decks, seats swapped.
    Arena {
        #[arg(long, default_value = "normal")]
        a: Difficulty,
        #[arg(long, default_value = "random")]
        b: Difficulty,
        /// Deals per ordered deck pair (each played twice, seats swapped), 1–1000.
        #[arg(long, default_value = "2", value_parser = parse_deals)]
        deals: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Only this pre-built deck (against itself).
        #[arg(long)]
        deck: Option<String>,
    },
    /// Run a 将军令 scenario file: its log and pass/fail per expectation.
    Scenario { file: std::path::PathBuf },
    /// List the pre-built decks.
    Decks,
}

/// Runs one `sgs order` command.
pub fn run(loc: &Localizer, cmd: OrderCommand) -> std::process::ExitCode {
    use std::process::ExitCode;
    let result = match cmd {
        OrderCommand::Play { deck, vs, humans, ai, seed } => {
            let players = match humans {
                0 => [Player::Bot(ai), Player::Bot(ai)],
                1 => [Player::Human, Player::Bot(ai)],
                _ => [Player::Human, Player::Human],
            };
            let seed = seed.unwrap_or_else(|| {
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(1)
            });
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            play(loc, &deck, &vs, players, seed, &mut input).map(|_| true)
        }
        OrderCommand::Simulate { games, seed } => simulate(games, seed).map(|_| true),
        OrderCommand::Arena { a, b, deals, seed, deck } => arena(a, b, deals, seed, deck.as_deref()).map(|_| true),
        OrderCommand::Scenario { file } => scenario(loc, &file),
        OrderCommand::Decks => list_decks(loc).map(|_| true),
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
