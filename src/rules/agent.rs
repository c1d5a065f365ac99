//! A random-legal answerer: picks uniformly among the legal answers of a request. Used by the fuzz
//! tests, `simulate` and benchmarks, and as the fallback AI until the heuristic AI lands.

use super::request::{Answer, CardSource, Request, RequestKind, TargetSpec, Using};
use super::types::Seat;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngExt};

/// A random legal answer to `req` (sees nothing but the request).
pub fn random_answer<R: Rng + ?Sized>(req: &Request, rng: &mut R) -> Answer {
    match &req.kind {
        RequestKind::Play { options, recast } => {
            // Ending the phase is one more option, and so is each card that may be recast.
            let i = rng.random_range(0..=options.len() + recast.len());
            if let Some(&c) = i.checked_sub(options.len() + 1).and_then(|k| recast.get(k)) {
                return Answer::Recast(c);
            }
            let Some(o) = options.get(i) else {
                return Answer::EndPhase;
            };
            Answer::Use { source: pick_source(&o.source, rng), targets: pick_targets(&o.targets, rng) }
        }
        RequestKind::Respond { options, .. } => {
            let i = rng.random_range(0..=options.len());
            match options.get(i) {
                Some(s) => Answer::Respond(pick_source(s, rng)),
                None => Answer::Pass,
            }
        }
        RequestKind::ChooseCards { from, min, max } => {
            let n = rng.random_range(*min..=(*max).min(from.len() as u8).max(*min)) as usize;
            Answer::Cards(from.sample(rng, n).copied().collect())
        }
        RequestKind::ChooseSeats { from, min, max } => {
            let n = rng.random_range(*min..=(*max).min(from.len() as u8).max(*min)) as usize;
            Answer::Seats(from.sample(rng, n).copied().collect())
        }
        RequestKind::ChooseOption { options } => Answer::Choice(rng.random_range(0..options.len().max(1)) as u8),
        RequestKind::Confirm { .. } => Answer::Confirm(rng.random_bool(0.5)),
        RequestKind::Arrange { cards, bottom_allowed } => {
            let mut c = cards.clone();
            c.shuffle(rng);
            let k = if *bottom_allowed { rng.random_range(0..=c.len()) } else { c.len() };
            let bottom = c.split_off(k);
            Answer::Arrange { top: c, bottom }
        }
        RequestKind::Distribute { cards, seats, min } => {
            let n = rng.random_range((*min as usize).min(cards.len())..=cards.len());
            let mut c = cards.clone();
            c.shuffle(rng);
            c.truncate(n);
            let mut parts: Vec<(Seat, Vec<_>)> = Vec::new();
            for card in c {
                let Some(&s) = seats.choose(rng) else { break };
                match parts.iter_mut().find(|(x, _)| *x == s) {
                    Some((_, v)) => v.push(card),
                    None => parts.push((s, vec![card])),
                }
            }
            Answer::Distribute(parts)
        }
    }
}

fn pick_source<R: Rng + ?Sized>(s: &CardSource, rng: &mut R) -> Using {
    match s {
        CardSource::Card(c) => Using::Card(*c),
        CardSource::Convert { skill, from, min, max } => {
            let n = rng.random_range(*min..=(*max).min(from.len() as u8).max(*min)) as usize;
            Using::Convert { skill: *skill, cards: from.sample(rng, n).copied().collect() }
        }
    }
}

fn pick_targets<R: Rng + ?Sized>(t: &TargetSpec, rng: &mut R) -> Vec<Seat> {
    if !t.pairs.is_empty() {
        let Some((a, bs)) = t.pairs.choose(rng) else {
            return Vec::new();
        };
        let Some(b) = bs.choose(rng) else {
            return vec![*a];
        };
        return vec![*a, *b];
    }
    let hi = (t.max as usize).min(t.seats.len()).max(t.min as usize);
    let n = rng.random_range(t.min as usize..=hi);
    t.seats.sample(rng, n).copied().collect()
}
