//! 将军令 AI: honest (the decision does not change when everything hidden from the bot is reshuffled),
//! and stronger than random play.

use sanguosha::order::ai::{Bot, Difficulty};
use sanguosha::order::arena;
use sanguosha::order::deck::builtin_decks;
use sanguosha::order::sim::random_answer;
use sanguosha::order::{builtin_pool, game_from_decks};

#[test]
fn the_search_bot_does_not_peek_at_hidden_cards() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let mut checked = 0;
    for seed in 0..12u64 {
        let mut g = game_from_decks(pool.clone(), &decks[(seed % 8) as usize], &decks[((seed + 3) % 8) as usize], seed)
            .expect("game");
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        for step in 0..120 {
            let Some(req) = g.pending().cloned() else { break };
            let s = req.seat();
            if step % 10 == 5 {
                for d in [Difficulty::Easy, Difficulty::Normal] {
                    let real = Bot::new(d, 99).decide(&g, s);
                    for salt in 0..3 {
                        let shuffled = g.with_hidden_shuffled(s, 1000 + salt);
                        assert_ne!(ron::to_string(&shuffled.player(1 - s).hand).ok(), None,);
                        let again = Bot::new(d, 99).decide(&shuffled, s);
                        assert_eq!(
                            real, again,
                            "seed {seed} step {step}: {d} decided differently on reshuffled hidden cards"
                        );
                        checked += 1;
                    }
                }
            }
            g.submit(s, random_answer(&req, &mut rng)).expect("legal");
        }
    }
    assert!(checked > 100, "checked {checked}");
}

#[test]
fn the_normal_bot_beats_random_play() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let r = arena::run(pool, &decks, Difficulty::Normal, Difficulty::Random, 1, 5).expect("arena");
    println!("normal vs random: {:.1}% of {} games, p95 {:.1} ms", r.a_rate() * 100.0, r.games, r.latency_ms(0.95));
    assert!(r.a_rate() >= 0.95, "normal won only {:.1}%", r.a_rate() * 100.0);
}

#[test]
fn the_greedy_bot_beats_random_play() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let r = arena::run(pool, &decks, Difficulty::Easy, Difficulty::Random, 1, 9).expect("arena");
    println!("easy vs random: {:.1}% of {} games", r.a_rate() * 100.0, r.games);
    assert!(r.a_rate() >= 0.75, "easy won only {:.1}%", r.a_rate() * 100.0);
}

#[test]
fn the_normal_bot_beats_the_greedy_one() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let r = arena::run(pool, &decks, Difficulty::Normal, Difficulty::Easy, 1, 21).expect("arena");
    println!("normal vs easy: {:.1}% of {} games", r.a_rate() * 100.0, r.games);
    assert!(r.a_rate() >= 0.6, "normal won only {:.1}%", r.a_rate() * 100.0);
}
