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

/// A position where seat 0 has just attacked `target` with `attacker`, beside 周泰 (武 3, +2 defending,
/// reactive 特效 舍身取义 for 1 card); seat 1 is asked to answer.
fn guard_position(attacker: &str, target: &str) -> sanguosha::order::Game {
    use sanguosha::order::scenario::Scenario;
    let text = format!(
        r#"Scenario(
            name: "guard",
            sides: [
                (factions: [Shu, Qun], filler: 12, field: [(card: "{attacker}", at: EnemyOuter)]),
                (factions: [Wu], hand: ["rockslide", "rockslide", "repair_walls"], filler: 12,
                 field: [(card: "zhoutai", at: OwnOuter), (card: "{target}", at: OwnOuter)]),
            ],
            answers: [(seat: 0, answer: Act(Attack(general: "{attacker}", target: "!{target}")))],
        )"#
    );
    let sc = Scenario::from_ron("guard", &text).expect("scenario");
    let r = sc.run().expect("runs");
    assert!(r.script_errors.is_empty(), "{:?}", r.script_errors);
    r.game
}

fn zhoutai(g: &sanguosha::order::Game) -> sanguosha::order::game::CardId {
    g.player(1).field.iter().map(|u| u.card).find(|c| g.name(*c) == "zhoutai").expect("zhoutai")
}

#[test]
fn the_bots_guard_when_the_guard_wins_the_clash() {
    // 魏延 (武 4) against 鲁肃 (1): 周泰 defends with 5 and wins.
    let g = guard_position("weiyan", "lusu");
    let z = zhoutai(&g);
    let Some(sanguosha::order::Request::Respond { options, .. }) = g.pending() else { panic!("{:?}", g.pending()) };
    assert!(options.contains(&z), "the reaction is offered");
    for d in [Difficulty::Easy, Difficulty::Normal] {
        for seed in 0..4 {
            let a = Bot::new(d, seed).decide(&g, 1);
            assert_eq!(a, sanguosha::order::Answer::Card(z), "{d} seed {seed} did not guard");
        }
    }
}

#[test]
fn the_bots_do_not_guard_a_general_that_wins_its_own_clash() {
    // 黄忠 (武 3) against 太史慈 (武 4, draws 2 when it wins): guarding would only cost a card and the draw.
    let g = guard_position("huangzhong", "taishici");
    let z = zhoutai(&g);
    let Some(sanguosha::order::Request::Respond { options, .. }) = g.pending() else { panic!("{:?}", g.pending()) };
    assert!(options.contains(&z), "the reaction is offered");
    for d in [Difficulty::Easy, Difficulty::Normal] {
        for seed in 0..4 {
            let a = Bot::new(d, seed).decide(&g, 1);
            assert_ne!(a, sanguosha::order::Answer::Card(z), "{d} seed {seed} guarded needlessly");
        }
    }
}

#[test]
fn the_greedy_bot_does_not_guard_into_a_lost_clash() {
    // 吕布 (武 7) against 鲁肃: 周泰 (5 defending) would fall in its place; the cheap policy passes.
    let g = guard_position("lubu", "lusu");
    let z = zhoutai(&g);
    for seed in 0..4 {
        let a = Bot::new(Difficulty::Easy, seed).decide(&g, 1);
        assert_ne!(a, sanguosha::order::Answer::Card(z), "seed {seed} guarded into a lost clash");
    }
}
