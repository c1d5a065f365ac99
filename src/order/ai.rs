//! 将军令 bots. Honest by construction: a bot never reads the true hidden state; every simulation runs
//! on `Game::with_hidden_shuffled(seat, …)`, which deals the opponent's hand and resource (and one's
//! own resource order) afresh from a canonical order, so the decision cannot depend on where hidden
//! cards really are (`tests/order_ai.rs` checks exactly that).
//!
//! - `Random`: a uniformly random legal answer;
//! - `Easy`: one-ply greedy on a cheap action score;
//! - `Normal` / `Hard`: determinized flat Monte-Carlo search — for each candidate answer, several
//!   determinizations, each followed by a fast greedy-random rollout of a few turns and a static
//!   evaluation (or the real result when the game ends inside the rollout).

use super::cards::{Class, Effect, SpecialEffect};
use super::game::{Action, Answer, CardId, Game, Place, Request, Role, Seat};
use super::sim::random_answer;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    Random,
    Easy,
    Normal,
    Hard,
}

impl std::str::FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "random" => Ok(Difficulty::Random),
            "easy" => Ok(Difficulty::Easy),
            "normal" => Ok(Difficulty::Normal),
            "hard" => Ok(Difficulty::Hard),
            _ => Err(format!("`{s}`: the bots are random, easy, normal or hard")),
        }
    }
}

impl std::fmt::Display for Difficulty {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let s = match self {
            Difficulty::Random => "random",
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        };
        write!(f, "{s}")
    }
}

/// A bot with its own seeded randomness.
#[derive(Clone, Debug)]
pub struct Bot {
    pub difficulty: Difficulty,
    rng: ChaCha8Rng,
}

/// Search budget: (determinized rollouts per candidate, rollout length in turns, rollout noise).
fn budget(d: Difficulty) -> (u32, u32, f64) {
    match d {
        Difficulty::Random | Difficulty::Easy => (0, 0, 0.0),
        Difficulty::Normal => (16, 6, 2.0),
        Difficulty::Hard => (32, 6, 3.5),
    }
}

impl Bot {
    pub fn new(difficulty: Difficulty, seed: u64) -> Bot {
        Bot { difficulty, rng: ChaCha8Rng::seed_from_u64(seed) }
    }

    /// An answer to `seat`'s pending request (`Pass` when there is none).
    pub fn decide(&mut self, g: &Game, seat: Seat) -> Answer {
        let Some(req) = g.pending().filter(|r| r.seat() == seat).cloned() else { return Answer::Pass };
        match self.difficulty {
            Difficulty::Random => random_answer(&req, &mut self.rng),
            Difficulty::Easy => greedy_answer(g, &req, &mut self.rng, 1.0),
            Difficulty::Normal | Difficulty::Hard => self.search(g, seat, &req),
        }
    }

    fn search(&mut self, g: &Game, seat: Seat, req: &Request) -> Answer {
        let candidates: Vec<Answer> = match req {
            Request::Main { actions, .. } => actions.iter().cloned().map(Answer::Act).collect(),
            Request::Respond { options, .. } | Request::CounterPlay { options, .. } => {
                std::iter::once(Answer::Pass).chain(options.iter().map(|c| Answer::Card(*c))).collect()
            }
            Request::ChooseOrder { options, .. } => {
                std::iter::once(Answer::Pass).chain(options.iter().map(|c| Answer::Card(*c))).collect()
            }
            _ => return greedy_answer(g, req, &mut self.rng, 0.0),
        };
        if candidates.len() == 1 {
            return candidates.into_iter().next().unwrap_or(Answer::Pass);
        }
        let (rollouts, turns, noise) = budget(self.difficulty);
        let base_seed: u64 = self.rng.random();
        let mut best = (f64::MIN, 0usize);
        for (i, cand) in candidates.iter().enumerate() {
            let mut total = 0.0;
            for r in 0..rollouts {
                // The same determinizations for every candidate (common random numbers).
                let seed = base_seed.wrapping_add(r as u64 * 0x9e37_79b9_7f4a_7c15);
                let mut sim = g.with_hidden_shuffled(seat, seed);
                sim.set_recording(false);
                if sim.submit(seat, cand.clone()).is_err() {
                    total = f64::MIN;
                    break;
                }
                let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabcdef);
                total += rollout(&mut sim, seat, turns, noise, &mut rng);
            }
            // The cheap score breaks near-ties (a prior, not a second opinion).
            if let Answer::Act(a) = cand
                && total > f64::MIN
            {
                total += 0.01 * action_score(g, seat, a);
            }
            if total > best.0 {
                best = (total, i);
            }
        }
        candidates.into_iter().nth(best.1).unwrap_or(Answer::Pass)
    }
}

/// Plays greedy-random moves for about `turns` turns; returns `seat`'s value in [0, 1].
fn rollout(g: &mut Game, seat: Seat, turns: u32, noise: f64, rng: &mut ChaCha8Rng) -> f64 {
    let stop = g.turn() + turns;
    let mut steps = 0;
    while let Some(req) = g.pending().cloned() {
        if g.turn() >= stop || steps > 400 {
            break;
        }
        let a = greedy_answer(g, &req, rng, noise);
        if g.submit(req.seat(), a).is_err() {
            let b = random_answer(&req, rng);
            if g.submit(req.seat(), b).is_err() {
                break;
            }
        }
        steps += 1;
    }
    match g.outcome() {
        Some(o) if o.winner == seat => 1.0,
        Some(_) => 0.0,
        None => evaluate(g, seat),
    }
}

/// A static evaluation in (0, 1): resource (the fortress) first, then army and hand.
pub fn evaluate(g: &Game, seat: Seat) -> f64 {
    let side = |s: Seat| {
        let p = g.player(s);
        // A general on the field threatens a siege of its 武 every turn; hand cards are potential.
        let army: f64 = p.field.iter().map(|u| g.force(u.card, Role::None).max(0) as f64 * 1.5 + 1.0).sum();
        let hand = (p.hand.len() as f64).min(g.hand_limit(s) as f64);
        p.resource.len() as f64 + 0.3 * hand + army
    };
    let d = side(seat) - side(1 - seat);
    1.0 / (1.0 + (-d / 10.0).exp())
}

/// How much a hand card is worth keeping (payments spend the cheapest).
fn keep_value(g: &Game, c: CardId) -> f64 {
    let d = g.def(c);
    match &d.class {
        Class::General { force, wit, .. } => 2.0 + (*force.max(wit)) as f64 * 0.4,
        Class::Special { .. } => 1.8,
        Class::Equipment { .. } => 1.5,
        Class::Advantage { .. } => 1.2,
        Class::Event { .. } => {
            if d.effects.iter().any(|e| matches!(e, Effect::Burn(_) | Effect::Win)) {
                1.6
            } else {
                1.0
            }
        }
        Class::Stratagem { .. } => 1.1,
        Class::Order => 0.0,
    }
}

fn cheapest(g: &Game, from: &[CardId], count: u8) -> Vec<CardId> {
    let mut v: Vec<(f64, CardId)> = from.iter().map(|c| (keep_value(g, *c), *c)).collect();
    v.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    v.into_iter().take(count as usize).map(|(_, c)| c).collect()
}

/// A cheap score of a main-step action for `seat` (higher is better).
pub fn action_score(g: &Game, seat: Seat, a: &Action) -> f64 {
    let p = g.player(seat);
    let upkeep_room = p.resource.len() as f64 - p.field.len() as f64;
    match a {
        Action::Siege { general } => 10.0 + g.force(*general, Role::Attacker) as f64,
        Action::Attack { general, target } => {
            let (af, df) = (g.force(*general, Role::Attacker), g.force(*target, Role::Defender));
            if af > df {
                8.0 + df as f64 * 0.3
            } else if af == df {
                0.5
            } else {
                -6.0
            }
        }
        Action::Stratagem { card, caster, target } => {
            let bonus = g.def(*card).wit_bonus;
            if g.wit(*caster, None) + bonus > g.wit(*target, None) { 7.0 } else { -4.0 }
        }
        Action::Recruit { card, .. } => {
            if upkeep_room < 4.0 {
                -2.0
            } else {
                let c = g.cost(seat, *card) as f64;
                let Class::General { force, .. } = g.def(*card).class else { return 0.0 };
                4.0 + force as f64 * 0.5 - c * 0.6
            }
        }
        Action::Equip { card, general } => {
            if g.owner(*card) == seat
                && g.unit(*general).is_some_and(|u| g.player(seat).field.iter().any(|x| x.card == u.card))
            {
                3.0 - g.cost(seat, *card) as f64 * 0.3
            } else {
                3.5
            }
        }
        Action::Event { card, .. } => {
            let d = g.def(*card);
            let burn: f64 = d.effects.iter().map(|e| if let Effect::Burn(n) = e { *n as f64 } else { 0.0 }).sum();
            1.0 + burn * 1.5 - g.cost(seat, *card) as f64 * 0.4
        }
        Action::Active { .. } => 2.5,
        Action::PlaceAdvantage { .. } => {
            if g.advantage().is_some_and(|a| a.owner == seat) {
                -1.0
            } else {
                1.5
            }
        }
        Action::InvokeAdvantage => 6.0,
        Action::Move { to, .. } => match to {
            Place::Outer(s) if *s != seat => 4.0,
            Place::Outer(_) => 1.5,
            Place::Inner(_) => -1.0,
        },
        Action::End => 0.0,
    }
}

/// Whether answering `action` with option `c` makes sense: always for a 特 or 对 card; for a general's
/// reactive 特效 that takes the attack (舍身取义), only when the guard survives a clash the attacked
/// general would lose (or, in a 武力攻击, trades itself for the attacker).
pub fn reaction_sensible(g: &Game, seat: Seat, action: &Action, c: CardId) -> bool {
    if !g.player(seat).field.iter().any(|u| u.card == c) {
        return true;
    }
    match g.reaction_of(c) {
        Some((_, _, SpecialEffect::Guard)) => match action {
            Action::Attack { general, target } => {
                let att = g.force(*general, Role::Attacker);
                let (guard, guarded) = (g.force(c, Role::Defender), g.force(*target, Role::Defender));
                guarded < att && guard >= att
            }
            Action::Stratagem { card, caster, target } => {
                let element = match g.def(*card).class {
                    Class::Stratagem { element, .. } => Some(element),
                    _ => None,
                };
                let cw = g.wit(*caster, element).saturating_add(g.def(*card).wit_bonus);
                g.wit(*target, None) < cw && g.wit(c, None) >= cw
            }
            _ => false,
        },
        _ => true,
    }
}

/// Greedy with noise (`noise` 0 = pure greedy): the request's answer with the best cheap score.
pub fn greedy_answer(g: &Game, req: &Request, rng: &mut ChaCha8Rng, noise: f64) -> Answer {
    let seat = req.seat();
    match req {
        Request::Main { actions, .. } => {
            let mut best = (f64::MIN, None);
            for a in actions {
                let s = action_score(g, seat, a) + if noise > 0.0 { rng.random_range(0.0..noise) } else { 0.0 };
                if s > best.0 {
                    best = (s, Some(a));
                }
            }
            best.1.map_or(Answer::Pass, |a| Answer::Act(a.clone()))
        }
        Request::Pay { count, from, .. } | Request::Discard { count, from, .. } => {
            Answer::Cards(cheapest(g, from, *count))
        }
        Request::Respond { options, action, .. } => {
            let sensible: Vec<CardId> =
                options.iter().copied().filter(|c| reaction_sensible(g, seat, action, *c)).collect();
            sensible.choose(rng).map_or(Answer::Pass, |c| Answer::Card(*c))
        }
        Request::CounterPlay { options, .. } => options.choose(rng).map_or(Answer::Pass, |c| Answer::Card(*c)),
        Request::ChooseOrder { options, .. } => options.first().map_or(Answer::Pass, |c| Answer::Card(*c)),
        Request::Search { options, .. } => options
            .iter()
            .max_by(|a, b| keep_value(g, **a).total_cmp(&keep_value(g, **b)).then(b.cmp(a)))
            .map_or(Answer::Pass, |c| Answer::Card(*c)),
        Request::NameCards { count, options, .. } => {
            let wanted = ["unified_realm", "burn_supplies", "lure_tiger", "feint", "pillage"];
            let mut names: Vec<String> =
                wanted.iter().filter(|w| options.iter().any(|o| o == *w)).map(|w| w.to_string()).collect();
            for o in options {
                if !names.contains(o) {
                    names.push(o.clone());
                }
            }
            names.truncate(*count as usize);
            Answer::Names(names)
        }
    }
}
