//! 将军令 fuzz: 10,000 seeded random-legal games over every pair of pre-built decks, checking after every
//! step: card conservation, one pending request until the end, views independent of hidden
//! information; and that every game ends by one of the five win conditions. A failure prints its seed.

use sanguosha::order::deck::builtin_decks;
use sanguosha::order::sim::play_random;
use sanguosha::order::{WinReason, builtin_pool};
use std::collections::BTreeMap;

const GAMES: u64 = 10_000;

#[test]
fn ten_thousand_random_games_keep_every_invariant_and_end_by_a_win_condition() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let games: u64 = std::env::var("ORDER_FUZZ_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(GAMES);
    let mut failures = Vec::new();
    let mut reasons: BTreeMap<String, u64> = BTreeMap::new();
    let mut max_turns = 0;
    for seed in 0..games {
        let a = &decks[(seed % decks.len() as u64) as usize];
        let b = &decks[((seed / decks.len() as u64) % decks.len() as u64) as usize];
        match play_random(pool.clone(), a, b, seed, true, 20_000) {
            Ok(st) => {
                *reasons.entry(format!("{:?}", st.outcome.reason)).or_default() += 1;
                max_turns = max_turns.max(st.turns);
            }
            Err(f) => failures.push(f.to_string()),
        }
        if failures.len() > 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "failing seeds:\n{}", failures.join("\n"));
    let total: u64 = reasons.values().sum();
    assert_eq!(total, games);
    // Random play reaches the three common ends; the special victory needs 5 generals at once.
    for r in [WinReason::NoResource, WinReason::CannotPayBurn, WinReason::CannotPayUpkeep] {
        assert!(reasons.get(&format!("{r:?}")).copied().unwrap_or(0) > 0, "{r:?} never happened: {reasons:?}");
    }
    println!("fuzzed {games} games: {reasons:?}, longest {max_turns} turns");
}

/// A random legal deck from the whole pool: 1–3 factions, 40–60 cards, ≤ 3 per name, 0–3 军令.
fn random_deck(pool: &sanguosha::order::Pool, rng: &mut rand_chacha::ChaCha8Rng) -> sanguosha::order::Deck {
    use rand::RngExt;
    use rand::seq::SliceRandom;
    use sanguosha::order::{Class, Faction};
    let mut factions = vec![Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun];
    factions.shuffle(rng);
    factions.truncate(rng.random_range(1..=3));
    let fits = |c: &sanguosha::order::CardDef| c.real_factions().all(|f| factions.contains(&f));
    let mut candidates: Vec<&str> =
        pool.cards.iter().filter(|c| fits(c) && !matches!(c.class, Class::Order)).map(|c| c.id.as_str()).collect();
    candidates.shuffle(rng);
    let target = rng.random_range(40..=60usize);
    let mut cards: Vec<(String, u8)> = Vec::new();
    // One general of each declared faction first, so every declared faction is used.
    for f in &factions {
        if let Some(g) = pool.cards.iter().find(|c| c.is_general() && c.factions == [*f]) {
            cards.push((g.id.clone(), 1));
        }
    }
    let mut size: usize = cards.len();
    'fill: for _ in 0..10 {
        for c in &candidates {
            if size >= target {
                break 'fill;
            }
            let n = rng.random_range(1..=3u8).min((target - size) as u8);
            match cards.iter_mut().find(|(x, _)| x == c) {
                Some((_, k)) => {
                    let add = n.min(3 - *k);
                    *k += add;
                    size += add as usize;
                }
                None => {
                    cards.push((c.to_string(), n));
                    size += n as usize;
                }
            }
        }
    }
    let mut orders: Vec<String> =
        pool.cards.iter().filter(|c| matches!(c.class, Class::Order)).map(|c| c.id.clone()).collect();
    orders.shuffle(rng);
    orders.truncate(rng.random_range(0..=3));
    sanguosha::order::Deck { id: "random".into(), style: String::new(), factions, orders, cards }
}

#[test]
fn random_legal_decks_from_the_whole_pool_keep_every_invariant() {
    let pool = builtin_pool().expect("pool");
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(2024);
    let mut failures = Vec::new();
    let mut played = 0;
    for seed in 0..2_000u64 {
        let a = random_deck(&pool, &mut rng);
        let b = random_deck(&pool, &mut rng);
        for d in [&a, &b] {
            assert_eq!(d.validate(&pool), Ok(()), "the generator made an illegal deck: {d:?}");
        }
        match play_random(pool.clone(), &a, &b, 50_000 + seed, true, 20_000) {
            Ok(_) => played += 1,
            Err(f) => failures.push(f.to_string()),
        }
        if failures.len() > 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "failing seeds:\n{}", failures.join("\n"));
    assert_eq!(played, 2_000);
}

#[test]
fn random_games_reach_the_reactive_abilities() {
    // The fuzz above plays the decks with 周泰 and 满宠: check that random play really invokes their
    // reactive 特效 (so the invariants are checked across them), counting in recorded games.
    use sanguosha::order::deck::builtin_decks;
    use sanguosha::order::sim::random_answer;
    use sanguosha::order::{Event, builtin_pool, game_from_decks};
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let with = |id: &str| decks.iter().position(|d| d.id == id).expect("deck");
    let (mut reacted, mut guarded) = (0, 0);
    for seed in 0..3000u64 {
        let a = if seed % 2 == 0 { with("wu_guard") } else { with("wei_guard") };
        let b = (seed as usize * 3) % decks.len();
        let mut g = game_from_decks(pool.clone(), &decks[b], &decks[a], seed).expect("game");
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(req) = g.pending().cloned() {
            g.submit(req.seat(), random_answer(&req, &mut rng)).expect("legal");
            sanguosha::order::sim::invariants(&g, false, seed).expect("invariants");
        }
        for l in g.drain_events() {
            match l.event {
                Event::Reacted { .. } => reacted += 1,
                Event::Guarded { .. } => guarded += 1,
                _ => {}
            }
        }
    }
    println!("reacted {reacted}, guarded {guarded}");
    assert!(reacted > 0 && guarded > 0, "reacted {reacted}, guarded {guarded}");
}
