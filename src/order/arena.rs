//! 将军令 matches between bots: every deck against every deck, both seat orders, on fixed seeds.
//! Reports each side's win rate, per-deck win rates, how games ended and decision latency.

use super::ai::{Bot, Difficulty};
use super::deck::Deck;
use super::game::{Outcome, WinReason};
use super::{Pool, game_from_decks};
use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Instant;

/// One game between two bots; returns the outcome and each decision's latency in µs for bot `a`.
pub fn play_match(
    pool: Arc<Pool>,
    deck_a: &Deck,
    deck_b: &Deck,
    a: Difficulty,
    b: Difficulty,
    seed: u64,
    latencies: &mut Vec<u64>,
) -> Result<Outcome, String> {
    let mut g = game_from_decks(pool, deck_a, deck_b, seed).map_err(|e| e.to_string())?;
    g.set_recording(false);
    let mut bots = [Bot::new(a, seed ^ 0xa), Bot::new(b, seed ^ 0xb)];
    let mut steps = 0;
    while let Some(req) = g.pending().cloned() {
        let s = req.seat();
        let t = Instant::now();
        let ans = bots[s as usize].decide(&g, s);
        if s == 0 {
            latencies.push(t.elapsed().as_micros() as u64);
        }
        g.submit(s, ans).map_err(|e| format!("seed {seed}: a bot's answer was refused: {e}"))?;
        steps += 1;
        if steps > 50_000 {
            return Err(format!("seed {seed}: the game did not end"));
        }
    }
    g.outcome().ok_or_else(|| format!("seed {seed}: no outcome"))
}

#[derive(Clone, Debug, Default)]
pub struct ArenaReport {
    pub games: u64,
    /// Games won by bot `a` (whatever its seat and deck).
    pub a_wins: u64,
    /// Per deck id: (games, wins) for the deck, whichever bot played it.
    pub deck: BTreeMap<String, (u64, u64)>,
    /// Per deck id: (games, wins) of bot `a` when it played that deck.
    pub a_deck: BTreeMap<String, (u64, u64)>,
    pub reasons: BTreeMap<String, u64>,
    /// Bot `a`'s decision latencies, µs.
    pub latencies: Vec<u64>,
    pub seconds: f64,
}

impl ArenaReport {
    pub fn a_rate(&self) -> f64 {
        self.a_wins as f64 / self.games.max(1) as f64
    }
    /// The p-th percentile decision latency, ms.
    pub fn latency_ms(&self, p: f64) -> f64 {
        if self.latencies.is_empty() {
            return 0.0;
        }
        let mut v = self.latencies.clone();
        v.sort_unstable();
        let i = ((v.len() - 1) as f64 * p).round() as usize;
        v[i.min(v.len() - 1)] as f64 / 1000.0
    }
}

/// Bot `a` against bot `b`: each ordered pair of decks, `deals` seeds each, seats swapped.
pub fn run(
    pool: Arc<Pool>,
    decks: &[Deck],
    a: Difficulty,
    b: Difficulty,
    deals: u64,
    seed: u64,
) -> Result<ArenaReport, String> {
    let start = Instant::now();
    let mut r = ArenaReport::default();
    for (i, da) in decks.iter().enumerate() {
        for (j, db) in decks.iter().enumerate() {
            for d in 0..deals {
                let s = seed.wrapping_mul(1_000_003).wrapping_add((i * 64 + j) as u64 * 10_007 + d);
                // Bot a plays deck i first; then the same deal with seats and decks swapped.
                let o = play_match(pool.clone(), da, db, a, b, s, &mut r.latencies)?;
                record(&mut r, &da.id, &db.id, o.winner == 0, o.reason);
                let mut lat = Vec::new();
                let o = play_match(pool.clone(), db, da, b, a, s, &mut lat)?;
                record(&mut r, &da.id, &db.id, o.winner == 1, o.reason);
            }
        }
    }
    r.seconds = start.elapsed().as_secs_f64();
    Ok(r)
}

fn record(r: &mut ArenaReport, deck_a: &str, deck_b: &str, a_won: bool, reason: WinReason) {
    r.games += 1;
    let e = r.a_deck.entry(deck_a.to_string()).or_default();
    e.0 += 1;
    e.1 += a_won as u64;
    r.a_wins += a_won as u64;
    *r.reasons.entry(format!("{reason:?}")).or_default() += 1;
    if deck_a != deck_b {
        let e = r.deck.entry(deck_a.to_string()).or_default();
        e.0 += 1;
        e.1 += a_won as u64;
        let e = r.deck.entry(deck_b.to_string()).or_default();
        e.0 += 1;
        e.1 += !a_won as u64;
    }
}
