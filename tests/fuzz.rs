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
        let setup = Setup { players, generals: seed % 3 == 0, ex_cards: seed % 2 == 0 };
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
    use sanguosha::rules::{agent, Game};
    use std::collections::HashSet;
    let mut failures = Vec::new();
    let mut seen = HashSet::new();
    for seed in 0..GAMES {
        let players = 2 + (seed % 9) as u8;
        let setup = Setup { players, generals: true, ex_cards: seed % 2 == 1 };
        // Which generals took part (same seed → same game as play_random below).
        let g = Game::new(setup.clone(), 1_000_000 + seed).expect("setup");
        let mut g2 = g.clone();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while g2.player(0).general.is_none() {
            let Some(r) = g2.pending().cloned() else { break };
            g2.submit(r.seat, agent::random_answer(&r, &mut rng)).expect("legal");
        }
        for p in g2.players() {
            if let Some(gen_id) = p.general {
                seen.insert(gen_id.def().id);
            }
        }
        if let Err(f) = play_random(setup, 1_000_000 + seed, true, 2_000) {
            failures.push(f.to_string());
        }
        if failures.len() > 5 {
            break;
        }
    }
    assert!(failures.is_empty(), "failing seeds:\n{}", failures.join("\n"));
    assert_eq!(seen.len(), 27, "every general appears: {seen:?}");
}
