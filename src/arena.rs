//! The arena: duplicate deals between two bots, with the figures issue 4 asks for.
//!
//! For every deal (a seed) and every side — the lord with the loyalists, the rebels, the renegade(s) —
//! bot A plays that side's seats and bot B all others, then the same deal is replayed with the bots
//! swapped. Win rates are per side with a 95% Wilson interval; friendly fire counts damage dealt to a
//! true teammate from round 3 on, over all damage in that time.

use crate::ai::{BotKind, Table};
use crate::rules::{Event, Game, Identity, Role, Seat, Setup};
use std::time::Instant;

/// The three sides of identity mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    Lord,
    Rebels,
    Renegade,
}

impl Side {
    pub const ALL: [Side; 3] = [Side::Lord, Side::Rebels, Side::Renegade];
    pub fn of(r: Role) -> Side {
        match r {
            Role::Lord | Role::Loyalist => Side::Lord,
            Role::Rebel => Side::Rebels,
            Role::Renegade => Side::Renegade,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
}

impl Tally {
    pub fn rate(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.wins as f64 / self.games as f64 }
    }
    /// 95% Wilson score interval.
    pub fn interval(&self) -> (f64, f64) {
        let n = self.games as f64;
        if n == 0.0 {
            return (0.0, 0.0);
        }
        let p = self.rate();
        let z = 1.96f64;
        let d = 1.0 + z * z / n;
        let c = (p + z * z / (2.0 * n)) / d;
        let h = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / d;
        ((c - h).max(0.0), (c + h).min(1.0))
    }
}

#[derive(Clone, Debug, Default)]
pub struct Report {
    /// Win tallies of bot A and bot B, per side they played.
    pub a: [Tally; 3],
    pub b: [Tally; 3],
    pub games: u64,
    pub draws: u64,
    pub capped: u64,
    pub illegal: u64,
    pub friendly_damage: [u64; 2],
    pub all_damage: [u64; 2],
    pub lord_kills_loyalist: [u64; 2],
    pub lord_games: [u64; 2],
    pub decisions: u64,
    pub seconds: f64,
    /// Decision latencies of each bot (nanoseconds).
    pub latency: [Vec<u64>; 2],
}

fn side_index(s: Side) -> usize {
    match s {
        Side::Lord => 0,
        Side::Rebels => 1,
        Side::Renegade => 2,
    }
}

/// Plays `deals` duplicate deals of `players` players between bots `a` and `b`.
pub fn run(players: u8, deals: u64, seed: u64, a: BotKind, b: BotKind, generals: bool, turn_cap: u32) -> Report {
    let mut rep = Report::default();
    let start = Instant::now();
    for d in 0..deals {
        let deal_seed = seed.wrapping_mul(1_000_003).wrapping_add(d);
        for side in Side::ALL {
            for (ai, (x, y)) in [(a, b), (b, a)].into_iter().enumerate() {
                let setup = Setup::identity(players, generals, false);
                let Ok(game) = Game::new(setup, deal_seed) else { continue };
                // The host knows the true roles (for statistics); the bots never see them.
                let roles: Vec<Role> = game.players().iter().filter_map(|p| p.role()).collect();
                if !roles.iter().any(|&r| Side::of(r) == side) {
                    continue;
                }
                let bots = (0..players)
                    .map(|s| {
                        let k = if Side::of(roles[s as usize]) == side { x } else { y };
                        k.make(s, deal_seed ^ ((s as u64) << 40) ^ ai as u64)
                    })
                    .collect();
                play_one(&mut rep, Table::new(game, bots), &roles, side, ai, turn_cap);
            }
        }
    }
    rep.seconds = start.elapsed().as_secs_f64();
    rep
}

fn play_one(rep: &mut Report, mut table: Table, roles: &[Role], side: Side, swapped: usize, turn_cap: u32) {
    // Which bot (0 = A, 1 = B) plays each seat.
    let bot_of = |s: Seat| -> usize {
        let on_side = Side::of(roles[s as usize]) == side;
        if on_side == (swapped == 0) { 0 } else { 1 }
    };
    let n = roles.len() as u32;
    let lord = roles.iter().position(|&r| r == Role::Lord).unwrap_or(0) as Seat;
    let mut lord_killed_loyalist = false;
    loop {
        for e in table.deliver() {
            match e.event {
                Event::Damage { source: Some(src), target, amount, .. } if table.game().turn_count() > 2 * n => {
                    let k = bot_of(src);
                    rep.all_damage[k] += amount as u64;
                    if src != target && crate::ai::belief::same_side(roles[src as usize], roles[target as usize]) {
                        rep.friendly_damage[k] += amount as u64;
                    }
                }
                Event::Died { identity: Identity::Role(Role::Loyalist), killer: Some(k), .. } if k == lord => {
                    lord_killed_loyalist = true
                }
                _ => {}
            }
        }
        if table.game().turn_count() > turn_cap || table.game().decisions() > 100 * turn_cap as u64 {
            rep.capped += 1;
            return;
        }
        let t0 = Instant::now();
        match table.step() {
            Ok(Some(seat)) => {
                rep.decisions += 1;
                rep.latency[bot_of(seat)].push(t0.elapsed().as_nanos() as u64);
            }
            Ok(None) => break,
            Err(_) => {
                rep.illegal += 1;
                return;
            }
        }
    }
    rep.games += 1;
    rep.lord_games[bot_of(lord)] += 1;
    if lord_killed_loyalist {
        rep.lord_kills_loyalist[bot_of(lord)] += 1;
    }
    let Some(outcome) = table.game().outcome().cloned() else { return };
    if outcome.winners.is_empty() {
        rep.draws += 1;
    }
    let won = outcome.winners.iter().any(|&w| Side::of(roles[w as usize]) == side);
    let tally = if swapped == 0 { &mut rep.a } else { &mut rep.b };
    let t = &mut tally[side_index(side)];
    t.games += 1;
    t.wins += won as u64;
}

/// The p-th percentile of `v` (sorted in place), in milliseconds.
pub fn percentile_ms(v: &mut [u64], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.sort_unstable();
    let i = ((v.len() as f64 - 1.0) * p).round() as usize;
    v[i] as f64 / 1e6
}

impl Report {
    pub fn print(&mut self, a: &str, b: &str) {
        println!(
            "games {}  draws {}  turn-capped {}  illegal answers {}",
            self.games, self.draws, self.capped, self.illegal
        );
        for (name, t) in [(a, &self.a), (b, &self.b)] {
            for s in Side::ALL {
                let x = &t[side_index(s)];
                let (lo, hi) = x.interval();
                println!(
                    "{name:>8} as {:<8} wins {:>5.1}%  (95% CI {:>5.1}–{:>5.1}%, {} games)",
                    format!("{s:?}"),
                    100.0 * x.rate(),
                    100.0 * lo,
                    100.0 * hi,
                    x.games
                );
            }
        }
        for (k, name) in [a, b].iter().enumerate() {
            let ff =
                if self.all_damage[k] == 0 { 0.0 } else { self.friendly_damage[k] as f64 / self.all_damage[k] as f64 };
            let lk = if self.lord_games[k] == 0 {
                0.0
            } else {
                self.lord_kills_loyalist[k] as f64 / self.lord_games[k] as f64
            };
            let lat = &mut self.latency[k];
            let (p50, p95, p99) = (percentile_ms(lat, 0.5), percentile_ms(lat, 0.95), percentile_ms(lat, 0.99));
            println!(
                "{name:>8}: friendly fire {:.1}% (from round 3)  lord kills a loyalist {:.2}% of games as lord  latency p50 {p50:.3} ms  p95 {p95:.3} ms  p99 {p99:.3} ms",
                100.0 * ff,
                100.0 * lk
            );
        }
        println!(
            "decisions/s {:.0}  ({} decisions in {:.1} s)",
            self.decisions as f64 / self.seconds.max(1e-9),
            self.decisions,
            self.seconds
        );
    }
}
