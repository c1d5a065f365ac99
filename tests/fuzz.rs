//! Seeded fuzzing: random-legal games over 2–10 players, with and without generals and EX cards,
//! checking the invariants of `sim::invariants` after every step. A failure prints its seed.

use sanguosha::rules::Setup;
use sanguosha::sim::play_random;

const GAMES: u64 = 10_000;

#[test]
fn ten_thousand_random_games_keep_every_invariant() {
    let mut failures = Vec::new();
    let mut per_count = [0u32; 11];
    for seed in 0..GAMES {
        let players = 2 + (seed % 9) as u8;
        let setup = Setup::identity(players, seed % 3 == 0, seed % 2 == 0);
        match play_random(setup, seed, true, 2_000) {
            Ok(_) => per_count[players as usize] += 1,
            Err(f) => failures.push(f.to_string()),
        }
        if failures.len() > 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "failing seeds:\n{}", failures.join("\n"));
    for (n, &count) in per_count.iter().enumerate().skip(2) {
        assert!(count >= 1000, "{n} players: only {count} games");
    }
    println!("fuzzed {GAMES} games: {per_count:?}");
}

#[test]
fn ten_thousand_random_games_with_generals_keep_every_invariant() {
    let mut failures = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for seed in 0..GAMES {
        let players = 2 + (seed % 9) as u8;
        let setup = Setup::identity(players, true, seed % 2 == 1);
        match play_random(setup, 1_000_000 + seed, true, 2_000) {
            Ok(st) => seen.extend(st.generals.into_iter().flatten().map(|g| g.def().id)),
            Err(f) => failures.push(f.to_string()),
        }
        if failures.len() > 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "failing seeds:\n{}", failures.join("\n"));
    assert_eq!(seen.len(), 27, "every general appears: {seen:?}");
}
