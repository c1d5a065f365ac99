//! 将军令 benchmark (`cargo bench --bench order`): prints figures, asserts nothing.
//! - random-legal games per second and decisions per second on one thread (events off);
//! - the cost of cloning a mid-game state;
//! - AI decision latency (normal and hard) over real games against random play.

use sanguosha::order::ai::Difficulty;
use sanguosha::order::deck::builtin_decks;
use sanguosha::order::sim::{play_random, random_answer};
use sanguosha::order::{arena, builtin_pool, game_from_decks};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::var("ORDER_BENCH_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let n = decks.len() as u64;
    for seed in 0..500 {
        let _ = play_random(
            pool.clone(),
            &decks[(seed % n) as usize],
            &decks[((seed / n) % n) as usize],
            seed,
            false,
            100_000,
        );
    }
    let start = Instant::now();
    let (mut decisions, mut turns) = (0u64, 0u64);
    for seed in 0..games {
        let st = play_random(
            pool.clone(),
            &decks[(seed % n) as usize],
            &decks[((seed / n) % n) as usize],
            7_000 + seed,
            false,
            100_000,
        )
        .expect("game ends");
        decisions += st.decisions;
        turns += st.turns as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("将军令 random-legal games: {games} in {secs:.2} s");
    println!("  games/s       {:>12.0}", games as f64 / secs);
    println!("  decisions/s   {:>12.0}", decisions as f64 / secs);
    println!("  mean turns    {:>12.1}", turns as f64 / games as f64);

    let mut g = game_from_decks(pool.clone(), &decks[0], &decks[2], 42).expect("game");
    g.set_recording(false);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(42);
    for _ in 0..60 {
        let Some(req) = g.pending().cloned() else { break };
        g.submit(req.seat(), random_answer(&req, &mut rng)).expect("legal");
    }
    let reps = 100_000;
    let start = Instant::now();
    for _ in 0..reps {
        black_box(g.clone());
    }
    println!("clone of a mid-game state: {:.2} µs", start.elapsed().as_secs_f64() * 1e6 / reps as f64);

    for d in [Difficulty::Normal, Difficulty::Hard] {
        let r = arena::run(pool.clone(), &decks, d, Difficulty::Random, 1, 3).expect("arena");
        println!(
            "AI {d} vs random: won {:.1}% of {} games; decision p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            r.a_rate() * 100.0,
            r.games,
            r.latency_ms(0.5),
            r.latency_ms(0.95),
            r.latency_ms(1.0)
        );
    }
}
