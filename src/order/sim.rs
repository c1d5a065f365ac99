//! Random-legal self-play with invariant checks (the fuzz harness and the benchmark use it).

use super::deck::Deck;
use super::game::{Answer, Game, Outcome, Request, Seat};
use super::{Pool, game_from_decks};
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngExt};
use std::sync::Arc;

/// A uniformly random legal answer (passing counts as one option where allowed).
pub fn random_answer<R: Rng>(req: &Request, rng: &mut R) -> Answer {
    match req {
        Request::ChooseOrder { options, .. } => match options.choose(rng) {
            Some(c) if rng.random_bool(0.8) => Answer::Card(*c),
            _ => Answer::Pass,
        },
        Request::NameCards { count, options, .. } => {
            Answer::Names(options.sample(rng, *count as usize).cloned().collect())
        }
        Request::Main { actions, .. } => match actions.choose(rng) {
            Some(a) => Answer::Act(a.clone()),
            None => Answer::Pass,
        },
        Request::Pay { count, from, .. } | Request::Discard { count, from, .. } => {
            let mut v = from.clone();
            v.shuffle(rng);
            v.truncate(*count as usize);
            Answer::Cards(v)
        }
        Request::Search { options, .. } => options.choose(rng).map_or(Answer::Pass, |c| Answer::Card(*c)),
        Request::Respond { options, .. } | Request::CounterPlay { options, .. } => {
            let i = rng.random_range(0..=options.len());
            options.get(i).map_or(Answer::Pass, |c| Answer::Card(*c))
        }
    }
}

/// Statistics of one finished game.
#[derive(Clone, Debug)]
pub struct GameStats {
    pub outcome: Outcome,
    pub turns: u32,
    pub decisions: u64,
}

/// A broken invariant, with the seed that reproduces it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub seed: u64,
    pub step: u64,
    pub what: String,
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seed {} step {}: {}", self.seed, self.step, self.what)
    }
}

/// The invariants checked after every step: card conservation; one pending request until the game is
/// over; and (when `leaks`) views that do not change when everything hidden from that seat is reshuffled.
pub fn invariants(g: &Game, leaks: bool, salt: u64) -> Result<(), String> {
    g.check_conservation()?;
    match (g.outcome(), g.pending()) {
        (Some(_), Some(_)) => return Err("a request after the game ended".into()),
        (None, None) => return Err("no request and no outcome".into()),
        _ => {}
    }
    if leaks {
        for s in 0..2 as Seat {
            let v = g.view(s);
            let shuffled = g.with_hidden_shuffled(s, salt).view(s);
            if v != shuffled {
                return Err(format!("seat {s}'s view depends on hidden information"));
            }
        }
    }
    Ok(())
}

/// Plays one random-legal game between two decks, checking invariants after each step when `check`.
pub fn play_random(
    pool: Arc<Pool>,
    a: &Deck,
    b: &Deck,
    seed: u64,
    check: bool,
    max_steps: u64,
) -> Result<GameStats, Failure> {
    let fail = |step, what: String| Failure { seed, step, what };
    let mut g = game_from_decks(pool, a, b, seed).map_err(|e| fail(0, e.to_string()))?;
    g.set_recording(false);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed ^ 0x5eed);
    let mut step = 0;
    while let Some(req) = g.pending().cloned() {
        if step >= max_steps {
            return Err(fail(step, "the game did not end".into()));
        }
        let ans = random_answer(&req, &mut rng);
        g.submit(req.seat(), ans.clone()).map_err(|e| fail(step, format!("legal answer {ans:?} refused: {e}")))?;
        step += 1;
        if check {
            invariants(&g, step % 7 == 0, seed.wrapping_add(step)).map_err(|w| fail(step, w))?;
        }
    }
    let outcome = g.outcome().ok_or_else(|| fail(step, "no request and no outcome".into()))?;
    Ok(GameStats { outcome, turns: g.turn(), decisions: g.decisions() })
}
