//! A measuring stick, never a player: how often can a renegade that *cheats* beat seven random players?
//!
//! The renegade here is the normal heuristic improved by a one-step Monte-Carlo search on the true game:
//! before each of its play-phase and response decisions it clones the whole game (every hand, every hidden
//! role and the draw pile's order), tries each candidate answer, plays `rollouts` games to the end (heuristic
//! renegade, random others) and keeps the answer that won most. A fair bot knows strictly less, so its win
//! rate bounds what the arena's renegade target can ask of a one-ply policy.
//!
//! `cargo run --release --example renegade_ceiling -- FIRST_DEAL LAST_DEAL ROLLOUTS` (8 players, no
//! generals; 0 rollouts = the plain heuristic on the same deals). Prints the renegade's wins; a game still
//! running after 500 turns counts as lost.

use sanguosha::ai::{Bot, BotKind, Difficulty, Table};
use sanguosha::rules::request::{Answer, CardSource, RequestKind, Using};
use sanguosha::rules::{Game, Role, Seat, Setup};

/// The table's bots: the normal heuristic at `ren`, random players elsewhere, each seeded by `seed_of`.
fn bots(players: Seat, ren: Seat, seed_of: impl Fn(Seat) -> u64) -> Vec<Box<dyn Bot>> {
    (0..players)
        .map(|s| {
            let kind = if s == ren { BotKind::Heuristic(Difficulty::Normal) } else { BotKind::Random };
            kind.make(s, seed_of(s))
        })
        .collect()
}

/// One game played to its end from `g`: 1 if the renegade at `ren` wins.
fn rollout(g: &Game, ren: Seat, seed: u64) -> u32 {
    let mut g = g.clone();
    g.set_recording(false);
    let bots = bots(g.players().len() as Seat, ren, |s| if s == ren { seed } else { seed ^ ((s as u64) << 33) });
    let mut t = Table::new(g, bots);
    for _ in 0..50_000 {
        if !matches!(t.step(), Ok(Some(_))) {
            break;
        }
    }
    t.game().outcome().is_some_and(|o| o.winners.contains(&ren)) as u32
}

/// The heuristic's own answer first, then every card with every single target (or pair), and passing.
fn candidates(g: &Game, heuristic: Answer) -> Vec<Answer> {
    let mut v = vec![heuristic];
    let Some(req) = g.pending() else { return v };
    match &req.kind {
        RequestKind::Play { options, .. } => {
            v.push(Answer::EndPhase);
            for o in options {
                let CardSource::Card(c) = o.source else { continue };
                let t = &o.targets;
                let mut ts: Vec<Vec<Seat>> =
                    t.pairs.iter().flat_map(|(a, bs)| bs.iter().map(|b| vec![*a, *b])).collect();
                if t.pairs.is_empty() {
                    if t.max == 0 || t.seats.is_empty() {
                        ts.push(Vec::new());
                    } else {
                        ts.extend(t.seats.iter().map(|s| vec![*s]));
                    }
                }
                for x in ts.into_iter().filter(|x| t.check(x).is_ok()) {
                    v.push(Answer::Use { source: Using::Card(c), targets: x });
                }
            }
        }
        RequestKind::Respond { options, .. } => {
            v.push(Answer::Pass);
            v.extend(options.iter().filter_map(|o| match o {
                CardSource::Card(c) => Some(Answer::Respond(Using::Card(*c))),
                _ => None,
            }));
        }
        _ => {}
    }
    let mut out: Vec<Answer> = Vec::new();
    for a in v {
        if !out.contains(&a) {
            out.push(a);
        }
    }
    out
}

fn main() {
    let arg = |i: usize, default: u64| std::env::args().nth(i).and_then(|s| s.parse().ok()).unwrap_or(default);
    let (first, last, rollouts) = (arg(1, 0), arg(2, 100), arg(3, 64));
    let (mut wins, mut games) = (0, 0);
    for deal in first..last {
        let Ok(mut g) = Game::new(Setup::identity(8, false, false), deal) else { continue };
        let Some(ren) = g.players().iter().position(|p| p.role() == Some(Role::Renegade)).map(|s| s as Seat) else {
            continue;
        };
        let mut bots = bots(8, ren, |s| deal ^ ((s as u64) << 40));
        while g.turn_count() <= 500 {
            for e in g.drain_events() {
                for (s, b) in bots.iter_mut().enumerate() {
                    if e.vis.visible_to(s as Seat) {
                        b.observe(&e.event);
                    }
                }
            }
            let Some(seat) = g.pending().map(|r| r.seat) else { break };
            let mut answer = bots[seat as usize].decide(&g.view(seat));
            let options = if seat == ren && rollouts > 0 { candidates(&g, answer.clone()) } else { Vec::new() };
            if options.len() > 1 {
                let mut best = (0, answer.clone());
                for (i, c) in options.into_iter().enumerate() {
                    let mut after = g.clone();
                    if after.submit(seat, c.clone()).is_err() {
                        continue;
                    }
                    // Ties go to the heuristic's own answer (tried first).
                    let won: u32 = (0..rollouts).map(|r| rollout(&after, ren, deal * 1000 + r * 7 + i as u64)).sum();
                    if i == 0 || won > best.0 {
                        best = (won, c);
                    }
                }
                answer = best.1;
            }
            if g.submit(seat, answer).is_err() {
                eprintln!("deal {deal}: an answer was refused");
                break;
            }
        }
        games += 1;
        wins += g.outcome().is_some_and(|o| o.winners.contains(&ren)) as u32;
    }
    println!("renegade with {rollouts} rollouts per candidate: {wins} / {games} games won");
}
