//! Engine benchmark (`cargo bench --bench engine`): prints figures, asserts nothing.
//! - 8-player random-legal games per second and decisions per second, on one thread;
//! - the cost of cloning a mid-game state (and its size as a RON save).

use sanguosha::rules::{Game, Setup, agent};
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let players: u8 = std::env::var("SGS_BENCH_PLAYERS").ok().and_then(|s| s.parse().ok()).unwrap_or(8);
    let games: u64 = std::env::var("SGS_BENCH_GAMES").ok().and_then(|s| s.parse().ok()).unwrap_or(5_000);

    for generals in [false, true] {
        let setup = Setup::identity(players, generals, false);
        // Warm up, then time whole games with event recording off (as self-play and AI rollouts run).
        for seed in 0..200 {
            let _ = sanguosha::sim::play_random(setup.clone(), seed, false, 100_000);
        }
        let start = Instant::now();
        let mut decisions = 0u64;
        let mut turns = 0u64;
        for seed in 0..games {
            let st = sanguosha::sim::play_random(setup.clone(), 1_000 + seed, false, 100_000).expect("game ends");
            decisions += st.decisions;
            turns += st.turns as u64;
        }
        let secs = start.elapsed().as_secs_f64();
        let with = if generals { "with generals" } else { "no generals" };
        println!("random-legal {players}-player games, {with}: {games} in {secs:.2} s");
        println!("  games/s       {:>12.0}", games as f64 / secs);
        println!("  decisions/s   {:>12.0}", decisions as f64 / secs);
        println!("  µs/decision   {:>12.3}", secs * 1e6 / decisions as f64);
        println!("  mean turns    {:>12.1}", turns as f64 / games as f64);
    }

    // A mid-game state: 8 players, 150 decisions in, events drained.
    let mut g = Game::new(Setup::identity(8, true, true), 42).expect("setup");
    g.set_recording(false);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(42);
    for _ in 0..150 {
        let Some(r) = g.pending().cloned() else { break };
        g.submit(r.seat, agent::random_answer(&r, &mut rng)).expect("legal");
    }
    let n = 200_000;
    let start = Instant::now();
    for _ in 0..n {
        black_box(black_box(&g).clone());
    }
    let ns = start.elapsed().as_nanos() as f64 / n as f64;
    println!("mid-game clone (8 players, turn {}): {:.0} ns", g.turn_count(), ns);
    let save = ron::to_string(&g).expect("serializable");
    println!("mid-game save size: {} bytes (RON)", save.len());
}
