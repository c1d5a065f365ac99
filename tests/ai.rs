//! The AI's sanity suite (required or forbidden answers in set positions) and the no-peek test.

use sanguosha::ai::heuristic::Heuristic;
use sanguosha::ai::{Bot, Difficulty};
use sanguosha::rules::scenario::Scenario;
use sanguosha::rules::*;

fn bot_answer(g: &Game, seat: Seat, extra: &[Event]) -> Answer {
    answer_as(Difficulty::Hard, g, seat, extra, g.view(seat))
}

/// The answer of a fresh bot of `difficulty` that has seen the seat's events, then `extra`, deciding on `view`.
fn answer_as(difficulty: Difficulty, g: &Game, seat: Seat, extra: &[Event], view: View) -> Answer {
    let mut bot = Heuristic::new(seat, difficulty, 7);
    for e in g.events_for(seat).map(|e| &e.event).chain(extra) {
        bot.observe(e);
    }
    bot.decide(&view)
}

fn scenario(text: &str) -> Game {
    let sc = Scenario::from_ron(text).unwrap_or_else(|e| panic!("{e}"));
    let mut g = sc.build().unwrap_or_else(|e| panic!("{e}"));
    for step in &sc.answers {
        g.submit(step.seat, step.answer.clone()).unwrap_or_else(|e| panic!("{e}"));
    }
    g
}

fn card(id: u32) -> CardId {
    CardId::from_data_id(id).unwrap()
}

#[test]
fn dying_with_a_peach_uses_it() {
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14]), (role: rebel, hp: 1, hand: [32])], answers: [(seat: 0, answer: Use(source: Card(14), targets: [1]))])",
    );
    assert_eq!(g.pending().unwrap().seat, 1);
    assert_eq!(bot_answer(&g, 1, &[]), Answer::Respond(Using::Card(card(32))));
}

#[test]
fn a_rebel_does_not_save_the_dying_lord() {
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hp: 1), (role: renegade, hand: [14]), (role: rebel, hand: [32])], current: 1, answers: [(seat: 1, answer: Use(source: Card(14), targets: [0]))])",
    );
    assert_eq!(g.pending().unwrap().seat, 2);
    assert_eq!(bot_answer(&g, 2, &[]), Answer::Pass);
}

#[test]
fn a_loyalist_never_slashes_the_lord() {
    let g =
        scenario("Scenario(name: \"\", seats: [(role: lord, hp: 1), (role: loyalist, hand: [14, 15])], current: 1)");
    let a = bot_answer(&g, 1, &[]);
    assert!(!matches!(&a, Answer::Use { targets, .. } if targets.contains(&0)), "{a:?}");
}

#[test]
fn a_rebel_takes_lethal_on_the_lord() {
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hp: 1), (role: rebel, hand: [14, 39]), (role: loyalist), (role: renegade)], current: 1)",
    );
    assert_eq!(bot_answer(&g, 1, &[]), Answer::Use { source: Using::Card(card(14)), targets: vec![0] });
}

#[test]
fn no_nullification_against_a_friends_ex_nihilo() {
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [39]), (role: loyalist, hand: [21])], answers: [(seat: 0, answer: Use(source: Card(39), targets: []))])",
    );
    assert_eq!(g.pending().unwrap().seat, 1);
    assert_eq!(bot_answer(&g, 1, &[]), Answer::Pass);
}

#[test]
fn nullifies_an_enemys_trick_on_a_friend() {
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [21]), (role: rebel, hand: [11])], current: 1, answers: [(seat: 1, answer: Use(source: Card(11), targets: [0]))])",
    );
    // The indulgence sits in the lord's judge zone; judged next turn. Play on to it.
    let mut g = g;
    g.submit(1, Answer::EndPhase).unwrap();
    while g.pending().is_some_and(|r| r.seat == 1) {
        let r = g.pending().unwrap().clone();
        g.submit(1, agent::random_answer(&r, &mut <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1)))
            .unwrap();
    }
    let r = g.pending().unwrap().clone();
    assert!(matches!(r.kind, RequestKind::Respond { pattern: Pattern::Named(CardKind::Nullification), .. }), "{r:?}");
    assert_eq!(bot_answer(&g, 0, &[]), Answer::Respond(Using::Card(card(21))));
}

#[test]
fn does_not_eat_a_peach_at_full_hp() {
    let g = scenario("Scenario(name: \"\", seats: [(role: lord, hand: [32, 29]), (role: rebel)])");
    let a = bot_answer(&g, 0, &[]);
    assert!(!matches!(&a, Answer::Use { source: Using::Card(c), .. } if *c == card(32)), "{a:?}");
}

#[test]
fn the_lord_does_not_slash_a_probable_loyalist() {
    // Seat 1 saved the lord with a 桃 earlier; seat 1 is then the only target in range at 1 HP.
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14, 15]), (role: loyalist, hp: 1), (role: rebel), (role: rebel), (role: renegade)])",
    );
    let saved = Event::CardUsed { user: 1, kind: CardKind::Peach, cards: vec![card(34)], targets: vec![0], via: None };
    let a = bot_answer(&g, 0, &[saved]);
    assert!(!matches!(&a, Answer::Use { targets, .. } if targets.contains(&1)), "{a:?}");
}

#[test]
fn decisions_do_not_depend_on_hidden_roles_or_unseen_cards() {
    let mut checked = 0;
    for seed in 0..60u64 {
        let mut g = Game::new(Setup::identity(6, seed % 2 == 0, false), seed).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        let steps = 20 + (seed % 40) as usize;
        let mut log = Vec::new();
        for _ in 0..steps {
            let Some(r) = g.pending().cloned() else { break };
            g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
            log.extend(g.drain_events());
        }
        let Some(req) = g.pending().cloned() else { continue };
        if matches!(req.kind, RequestKind::Arrange { .. } | RequestKind::Distribute { .. }) {
            continue; // these show the asker cards from the deck, which it has then seen
        }
        let seat = req.seat;
        let other = g.with_hidden_shuffled(seat, seed ^ 0xabc);
        assert_eq!(g.view(seat), other.view(seat), "seed {seed}: the view changed");
        let visible: Vec<&Event> = log.iter().filter(|e| e.vis.visible_to(seat)).map(|e| &e.event).collect();
        let decide = |game: &Game| {
            let mut bot = Heuristic::new(seat, Difficulty::Normal, seed);
            for e in &visible {
                bot.observe(e);
            }
            bot.decide(&game.view(seat))
        };
        assert_eq!(decide(&g), decide(&other), "seed {seed}");
        // The reshuffle really hid something different.
        assert!(
            g.players().iter().zip(other.players()).any(|(a, b)| a.hand != b.hand || a.identity != b.identity)
                || g.deck() != other.deck()
        );
        checked += 1;
    }
    assert!(checked > 40, "only {checked} positions checked");
}

#[test]
fn the_heuristic_never_answers_illegally_or_stalls() {
    use sanguosha::ai::{BotKind, Table};
    for seed in 0..150u64 {
        let players = 2 + (seed % 9) as u8;
        let g = Game::new(Setup::identity(players, seed % 2 == 0, seed % 3 == 0), seed).unwrap();
        let kinds = [
            BotKind::Heuristic(Difficulty::Easy),
            BotKind::Heuristic(Difficulty::Normal),
            BotKind::Heuristic(Difficulty::Hard),
            BotKind::Random,
        ];
        let bots = (0..players).map(|s| kinds[(s as usize + seed as usize) % 4].make(s, seed)).collect();
        let mut t = Table::new(g, bots);
        let mut steps = 0;
        loop {
            t.deliver();
            match t.step() {
                Ok(Some(_)) => steps += 1,
                Ok(None) => break,
                Err(e) => panic!("seed {seed}: {e:?}"),
            }
            assert!(t.game().turn_count() < 1_000, "seed {seed}: no end after 1000 turns");
            assert!(steps < 200_000, "seed {seed}: 200,000 decisions without an end (a no-progress loop)");
        }
        assert!(steps > 0 && t.game().is_over());
    }
}

#[test]
fn a_loyalist_waits_for_evidence_before_attacking_a_hidden_seat() {
    // Eight seats; the loyalist at seat 1 holds a 决斗 and a 杀 and sees no one's role but the lord's.
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord), (role: loyalist, hand: [1, 14]), (role: rebel), (role: rebel), (role: rebel), (role: rebel), (role: loyalist), (role: renegade)], current: 1)",
    );
    let normal = |extra: &[Event]| answer_as(Difficulty::Normal, &g, 1, extra, g.view(1));
    // On priors alone each hidden seat is a teammate one time in six: hold fire.
    let a = normal(&[]);
    assert!(!matches!(&a, Answer::Use { targets, .. } if !targets.is_empty()), "{a:?}");
    // Seat 2 has attacked the lord twice: now it is the target.
    let hit = Event::CardUsed { user: 2, kind: CardKind::Slash, cards: vec![card(16)], targets: vec![0], via: None };
    let a = normal(&[hit.clone(), hit]);
    assert!(matches!(&a, Answer::Use { targets, .. } if targets == &vec![2]), "{a:?}");
}

#[test]
fn the_hard_bot_does_not_start_a_duel_it_is_likely_to_lose() {
    // The rebel holds a 决斗 and a 闪 but no 杀; the lord holds three unknown cards.
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14, 15, 16]), (role: rebel, hand: [1, 29]), (role: loyalist), (role: renegade)], current: 1)",
    );
    let duel = Answer::Use { source: Using::Card(card(1)), targets: vec![0] };
    assert_ne!(bot_answer(&g, 1, &[]), duel);
    // The normal bot takes the gamble.
    assert_eq!(answer_as(Difficulty::Normal, &g, 1, &[], g.view(1)), duel);
}

#[test]
fn a_lord_who_cannot_tell_loyalist_from_renegade_gambles_only_in_a_long_game() {
    // The rebel is dead; seat 1 is the loyalist and seat 3 the renegade, and nothing tells them apart.
    let g = scenario(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14]), (role: loyalist), (role: rebel, alive: false), (role: renegade)])",
    );
    let decide = |turn: u32| answer_as(Difficulty::Normal, &g, 0, &[], View { turn, ..g.view(0) });
    // Early on, a coin flip on a possible loyalist is not worth it.
    assert_eq!(decide(1), Answer::EndPhase);
    // A hundred rounds on, the table would stall for ever: the lord attacks one of them.
    assert!(matches!(decide(300), Answer::Use { targets, .. } if targets.len() == 1), "{:?}", decide(300));
}
