//! Random-legal self-play: used by `sgs simulate`, the fuzz tests and the benchmark.

use crate::rules::{Game, Role, Setup, Winner, agent};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Result of one simulated game.
#[derive(Clone, Debug)]
pub struct GameStats {
    pub turns: u32,
    pub decisions: u64,
    pub winner: Option<Winner>,
    pub roles: Vec<Role>,
    /// The generals played, by seat (none without generals).
    pub generals: Vec<Option<crate::rules::GeneralId>>,
}

/// Why a simulated game failed an invariant.
#[derive(Clone, Debug)]
pub struct Failure {
    pub seed: u64,
    pub players: u8,
    pub step: u64,
    pub what: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seed {} ({} players), step {}: {}", self.seed, self.players, self.step, self.what)
    }
}

/// Plays one random-legal game. With `check`, verifies the invariants after every step:
/// card conservation, HP ≤ max HP, one pending request until the end, dead seats hold no cards,
/// no view leaks another seat's hand or hidden role; and the game must end within `turn_cap` turns.
pub fn play_random(setup: Setup, seed: u64, check: bool, turn_cap: u32) -> Result<GameStats, Failure> {
    let players = setup.players;
    let fail = |step: u64, what: String| Failure { seed, players, step, what };
    let mut g = Game::new(setup, seed).map_err(|e| fail(0, e.to_string()))?;
    g.set_recording(check);
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0x9e37_79b9_7f4a_7c15);
    let mut step = 0u64;
    loop {
        if check {
            invariants(&g).map_err(|w| fail(step, w))?;
            g.drain_events();
        }
        let Some(req) = g.pending() else { break };
        if g.turn_count() > turn_cap {
            return Err(fail(step, format!("no end after {turn_cap} turns")));
        }
        let seat = req.seat;
        let answer = agent::random_answer(req, &mut rng);
        if let Err(e) = g.submit(seat, answer.clone()) {
            return Err(fail(step, format!("random legal answer {answer:?} refused: {e}")));
        }
        step += 1;
    }
    let winner = g.outcome().map(|o| o.winner.clone());
    if winner.is_none() {
        return Err(fail(step, "no pending request but no outcome".into()));
    }
    Ok(GameStats {
        turns: g.turn_count(),
        decisions: g.decisions(),
        winner,
        roles: g.players().iter().filter_map(|p| p.role()).collect(),
        generals: g.players().iter().map(|p| p.general()).collect(),
    })
}

/// The invariants checked after every step of a fuzzed game.
pub fn invariants(g: &Game) -> Result<(), String> {
    let n = g.check_conservation()?;
    if n != g.total_cards() {
        return Err(format!("{n} cards on the table, expected {}", g.total_cards()));
    }
    if g.is_over() == g.pending().is_some() {
        return Err("a pending request must exist exactly until the game is over".into());
    }
    for p in g.players() {
        if p.hp > p.max_hp {
            return Err(format!("seat {} has {} HP over max {}", p.seat, p.hp, p.max_hp));
        }
        if !p.alive && p.has_any_card() {
            return Err(format!("dead seat {} still holds cards", p.seat));
        }
        // A living seat at 0 HP or less is always being rescued: its dying window is open, whatever
        // card or skill is asking meanwhile.
        if p.alive && p.max_hp > 0 && p.hp <= 0 && g.pending().is_some() && !g.is_dying(p.seat) {
            return Err(format!("seat {} alive at {} HP outside a dying window", p.seat, p.hp));
        }
    }
    match g.outcome().map(|o| &o.winner) {
        Some(crate::rules::Winner::Aborted) => return Err("the engine stopped before the game was decided".into()),
        Some(crate::rules::Winner::Draw) if !g.discard_pile().is_empty() => {
            return Err(format!("a draw with {} cards still in the discard pile", g.discard_pile().len()));
        }
        _ => {}
    }
    for s in 0..g.players().len() as u8 {
        let v = g.view(s);
        for sv in &v.players {
            if sv.seat != s {
                if sv.hand.is_some() {
                    return Err(format!("view of seat {s} shows seat {}'s hand", sv.seat));
                }
                if sv.generals.iter().flatten().any(|&(_, face_up)| !face_up) {
                    return Err(format!("view of seat {s} shows seat {}'s face-down general", sv.seat));
                }
                let public = g.player(sv.seat).role() == Some(Role::Lord) || !g.player(sv.seat).alive;
                if sv.role().is_some() && !public {
                    return Err(format!("view of seat {s} shows seat {}'s hidden role", sv.seat));
                }
            }
        }
        if let Some(crate::rules::PendingView::Mine(r)) = &v.pending
            && r.seat != s
        {
            return Err("a view shows another seat's request".into());
        }
        for e in g.events_for(s) {
            if let crate::rules::Event::CardsMoved { cards, from, to, .. } = &e.event {
                let hidden = !from.is_public() && !to.is_public();
                let mine = matches!(from, crate::rules::Zone::Hand(x) if *x == s)
                    || matches!(to, crate::rules::Zone::Hand(x) if *x == s);
                if hidden && !mine && !cards.is_empty() {
                    return Err(format!("seat {s} sees the cards of a hidden move {from:?} -> {to:?}"));
                }
            }
            if let crate::rules::Event::IdentityShown { seat, identity } = &e.event
                && *seat != s
                && identity.role() != Some(Role::Lord)
            {
                return Err(format!("seat {s} sees seat {seat}'s role"));
            }
        }
    }
    Ok(())
}
