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
