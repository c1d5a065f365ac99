use sanguosha::rules::Setup;
fn main() {
    let n: u8 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(8);
    let games: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let mut ok = 0;
    for seed in 0..games {
        match sanguosha::sim::play_random(
            Setup {
                players: n,
                generals: seed % 2 == 0,
                ex_cards: seed % 3 == 0,
            },
            seed,
            true,
            3000,
        ) {
            Ok(_) => ok += 1,
            Err(f) => {
                println!("FAIL {f}");
            }
        }
    }
    println!("{ok}/{games} ok");
}
