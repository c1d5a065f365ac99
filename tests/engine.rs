//! Engine-level rules and properties that are easier to state in Rust than as scenario files.

use sanguosha::rules::data::{CardKind, Package, Subtype, generals};

const BASE_DECK: usize = 104;
use sanguosha::rules::scenario::{Scenario, SeatSetup};
use sanguosha::rules::*;
use std::collections::HashMap;

#[test]
fn roles_match_the_table_for_every_player_count() {
    let want = [
        (2, [1, 0, 0, 1]),
        (3, [1, 0, 1, 1]),
        (4, [1, 1, 1, 1]),
        (5, [1, 1, 2, 1]),
        (6, [1, 1, 3, 1]),
        (7, [1, 2, 3, 1]),
        (8, [1, 2, 4, 1]),
        (9, [1, 3, 4, 1]),
        (10, [1, 3, 4, 2]),
    ];
    for (n, counts) in want {
        for seed in 0..5 {
            let g = Game::new(Setup { players: n, ..Default::default() }, seed).unwrap();
            let roles: Vec<Role> = g.players().iter().filter_map(|p| p.role()).collect();
            let c = [Role::Lord, Role::Loyalist, Role::Rebel, Role::Renegade]
                .map(|r| roles.iter().filter(|&&x| x == r).count());
            assert_eq!(c, counts, "{n} players");
        }
    }
    assert!(Game::new(Setup { players: 1, ..Default::default() }, 0).is_err());
    assert!(Game::new(Setup { players: 11, ..Default::default() }, 0).is_err());
}

#[test]
fn roles_are_dealt_at_random_and_the_game_starts_with_the_lord() {
    let mut lord_seats = std::collections::HashSet::new();
    for seed in 0..40 {
        let g = Game::new(Setup { players: 6, ..Default::default() }, seed).unwrap();
        lord_seats.insert(g.lord());
        assert_eq!(g.current(), g.lord());
        assert_eq!(g.pending().unwrap().seat, g.lord(), "the lord's play phase comes first");
    }
    assert!(lord_seats.len() >= 4, "the lord's seat varies with the seed");
}

#[test]
fn only_the_lord_role_is_public() {
    let g = Game::new(Setup { players: 8, ..Default::default() }, 7).unwrap();
    let lord = g.lord();
    for s in 0..8u8 {
        let v = g.view(s);
        for p in &v.players {
            let expect = p.seat == s || p.seat == lord;
            assert_eq!(p.identity.is_some(), expect, "seat {s} viewing {}", p.seat);
            assert_eq!(p.hand.is_some(), p.seat == s);
        }
    }
}

#[test]
fn lord_gets_extra_hp_only_with_five_or_more() {
    for (n, lord_hp) in [(2, 4), (4, 4), (5, 5), (8, 5)] {
        let g = Game::new(Setup { players: n, ..Default::default() }, 3).unwrap();
        assert_eq!(g.player(g.lord()).max_hp, lord_hp, "{n} players");
        for p in g.players().iter().filter(|p| p.role() != Some(Role::Lord)) {
            assert_eq!(p.max_hp, 4);
        }
    }
}

#[test]
fn everyone_starts_with_four_cards() {
    let g = Game::new(Setup { players: 7, ..Default::default() }, 11).unwrap();
    for p in g.players() {
        let expect = if p.seat == g.lord() { 6 } else { 4 }; // the lord has drawn 2 already
        assert_eq!(p.hand.len(), expect);
    }
    assert_eq!(g.deck().len(), BASE_DECK - 7 * 4 - 2);
}

#[test]
fn general_selection_lord_first_then_others_simultaneously() {
    let mut g = Game::new(Setup::identity(5, true, false), 5).unwrap();
    let lord = g.lord();
    let r = g.pending().unwrap().clone();
    assert_eq!(r.seat, lord);
    let RequestKind::ChooseOption { options } = &r.kind else { panic!() };
    assert_eq!(options.len(), 5);
    let ids: Vec<&str> = options
        .iter()
        .map(|c| match c {
            Choice::General(g) => g.def().id,
            _ => "",
        })
        .collect();
    for fixed in ["caocao", "liubei", "sunquan"] {
        assert!(ids.contains(&fixed), "lord offered {fixed}");
    }
    g.submit(lord, Answer::Choice(1)).unwrap();
    assert_eq!(g.player(lord).general().map(|x| x.def().id), None, "HP and generals are applied once all have chosen");
    // Others choose in seat order from the lord's next, each from 3, hidden from the rest until all chose.
    let mut offered = Vec::new();
    for k in 1..5u8 {
        let r = g.pending().unwrap().clone();
        assert_eq!(r.seat, (lord + k) % 5);
        let RequestKind::ChooseOption { options } = &r.kind else { panic!() };
        assert_eq!(options.len(), 3);
        offered.extend(options.iter().copied());
        let other = (r.seat + 1) % 5;
        if k > 1 {
            let prev = (lord + k - 1) % 5;
            assert!(g.view(other).players[prev as usize].general.is_none() || other == prev, "a choice stays hidden");
        }
        g.submit(r.seat, Answer::Choice(2)).unwrap();
    }
    let distinct: std::collections::HashSet<_> = offered.iter().collect();
    assert_eq!(distinct.len(), offered.len(), "no general offered twice");
    for p in g.players() {
        let general = p.general().expect("every seat has a general");
        let extra = if p.role() == Some(Role::Lord) { 1 } else { 0 };
        assert_eq!(p.max_hp as u8, general.def().hp + extra);
        assert_eq!(p.hp, p.max_hp);
    }
    let lord_general = g.player(lord).general().unwrap();
    assert_eq!(lord_general.def().id, ids[1]);
}

#[test]
fn ten_players_are_offered_two_generals_each() {
    let mut g = Game::new(Setup::identity(10, true, false), 9).unwrap();
    g.submit(g.lord(), Answer::Choice(0)).unwrap();
    for _ in 0..9 {
        let r = g.pending().unwrap().clone();
        let RequestKind::ChooseOption { options } = &r.kind else { panic!() };
        assert_eq!(options.len(), 2);
        g.submit(r.seat, Answer::Choice(0)).unwrap();
    }
    assert!(matches!(g.pending().unwrap().kind, RequestKind::Play { .. }));
}

#[test]
fn illegal_answers_change_nothing() {
    let mut g = Game::new(Setup { players: 4, ..Default::default() }, 21).unwrap();
    let before = ron::to_string(&g).unwrap();
    let seat = g.pending().unwrap().seat;
    let other = (seat + 1) % 4;
    assert!(matches!(g.submit(other, Answer::EndPhase), Err(Illegal::NotYourTurn { .. })));
    assert!(matches!(g.submit(seat, Answer::Pass), Err(Illegal::WrongKind)));
    assert!(g.submit(seat, Answer::Use { source: Using::Card(CardId(200)), targets: vec![] }).is_err());
    assert!(
        g.submit(
            seat,
            Answer::Use { source: Using::Convert { skill: SkillId::Spear, cards: vec![] }, targets: vec![] }
        )
        .is_err()
    );
    assert_eq!(ron::to_string(&g).unwrap(), before);
    assert!(g.why_not(seat, &Answer::EndPhase).is_ok());
}

fn play_out(g: &mut Game, seed: u64) -> Vec<Logged> {
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
    let mut log = g.drain_events();
    while let Some(r) = g.pending().cloned() {
        let a = agent::random_answer(&r, &mut rng);
        g.submit(r.seat, a).unwrap();
        log.extend(g.drain_events());
    }
    log
}

#[test]
fn same_setup_seed_and_answers_give_the_same_events() {
    let setup = Setup::identity(6, true, true);
    let a = play_out(&mut Game::new(setup.clone(), 99).unwrap(), 5);
    let b = play_out(&mut Game::new(setup.clone(), 99).unwrap(), 5);
    assert_eq!(ron::to_string(&a).unwrap(), ron::to_string(&b).unwrap());
    let c = play_out(&mut Game::new(setup, 100).unwrap(), 5);
    assert_ne!(ron::to_string(&a).unwrap(), ron::to_string(&c).unwrap());
}

#[test]
fn a_mid_game_clone_and_a_save_round_trip_play_on_identically() {
    let mut g = Game::new(Setup { players: 8, ..Default::default() }, 4).unwrap();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(1);
    for _ in 0..60 {
        let r = g.pending().unwrap().clone();
        g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
    }
    g.drain_events();
    let saved = ron::to_string(&g).unwrap();
    let mut restored: Game = ron::from_str(&saved).unwrap();
    let mut cloned = g.clone();
    let a = play_out(&mut g, 8);
    let b = play_out(&mut cloned, 8);
    let c = play_out(&mut restored, 8);
    assert_eq!(a, b);
    assert_eq!(a, c);
}

#[test]
fn the_game_is_a_draw_when_deck_and_discard_cannot_supply_a_draw() {
    // Every card sits in a hand or equipment slot; the next draw finds nothing.
    let mut seats = vec![
        SeatSetup { role: Some(Role::Lord), ..Default::default() },
        SeatSetup { role: Some(Role::Rebel), ..Default::default() },
    ];
    for i in 1..=BASE_DECK as u32 {
        let c = CardId::from_data_id(i).unwrap();
        seats[(i % 2) as usize].hand.push(c);
    }
    let mut sc = Scenario::with_seats("draw", seats);
    sc.phase = Phase::Draw;
    let g = sc.build().unwrap();
    assert_eq!(g.outcome().map(|o| o.winner.clone()), Some(Winner::Draw));
    assert!(g.pending().is_none());
}

#[test]
fn deck_data_matches_the_reference() {
    assert_eq!(Package::Standard.cards(), 0..BASE_DECK);
    assert_eq!(Package::Ex.cards(), BASE_DECK..BASE_DECK + 4);
    assert_eq!(Package::all().map(|p| p.id()).collect::<Vec<_>>(), ["standard", "ex"]);
    let mut counts: HashMap<CardKind, usize> = HashMap::new();
    for i in 1..=BASE_DECK as u32 {
        *counts.entry(CardId::from_data_id(i).unwrap().kind()).or_default() += 1;
    }
    assert_eq!(counts[&CardKind::Slash], 30);
    assert_eq!(counts[&CardKind::Jink], 15);
    assert_eq!(counts[&CardKind::Peach], 8);
    assert_eq!(counts[&CardKind::Nullification], 3);
    let by_sub = |s: Subtype| counts.iter().filter(|(k, _)| k.subtype() == s).map(|(_, n)| n).sum::<usize>();
    assert_eq!(by_sub(Subtype::Basic), 53);
    assert_eq!(by_sub(Subtype::Trick) + by_sub(Subtype::DelayedTrick), 34);
    assert_eq!(
        by_sub(Subtype::Weapon)
            + by_sub(Subtype::Armor)
            + by_sub(Subtype::DefensiveHorse)
            + by_sub(Subtype::OffensiveHorse),
        17
    );
    // Every suit/rank pair occurs exactly twice in the base deck.
    let mut pairs: HashMap<(Suit, u8), usize> = HashMap::new();
    for i in 1..=BASE_DECK as u32 {
        let c = CardId::from_data_id(i).unwrap();
        *pairs.entry((c.suit(), c.rank())).or_default() += 1;
    }
    assert!(pairs.values().all(|&n| n == 2) && pairs.len() == 52);
    let ex: Vec<(CardKind, Suit, u8)> =
        (105..=108).map(|i| CardId::from_data_id(i).unwrap()).map(|c| (c.kind(), c.suit(), c.rank())).collect();
    assert_eq!(
        ex,
        vec![
            (CardKind::IceSword, Suit::Spade, 2),
            (CardKind::RenwangShield, Suit::Club, 2),
            (CardKind::Lightning, Suit::Heart, 12),
            (CardKind::Nullification, Suit::Diamond, 12)
        ]
    );
    let ranges: Vec<(CardKind, u8)> =
        CardKind::all().filter(|k| k.subtype() == Subtype::Weapon).map(|k| (k, k.info().range)).collect();
    assert_eq!(
        ranges,
        vec![
            (CardKind::Crossbow, 1),
            (CardKind::DoubleSword, 2),
            (CardKind::QinggangSword, 2),
            (CardKind::IceSword, 2),
            (CardKind::Blade, 3),
            (CardKind::Spear, 3),
            (CardKind::Axe, 3),
            (CardKind::Halberd, 4),
            (CardKind::KylinBow, 5)
        ]
    );
    for k in CardKind::all() {
        assert_eq!(k.info().kind, k, "kind table in enum order");
    }
    assert_eq!(generals().len(), 27);
}

#[test]
fn a_card_made_of_mixed_colours_is_colourless() {
    let red = CardId::from_data_id(29).unwrap();
    let black = CardId::from_data_id(14).unwrap();
    let black2 = CardId::from_data_id(15).unwrap();
    let v = VCard { kind: CardKind::Slash, cards: vec![red, black].into(), via: None };
    assert_eq!(v.color(), Color::Colorless);
    assert_eq!(v.suit(), None);
    let v = VCard { kind: CardKind::Slash, cards: vec![black, black2].into(), via: None };
    assert_eq!(v.color(), Color::Black);
    assert_eq!(v.suit(), None);
    assert_eq!(VCard::real(red).suit(), Some(Suit::Heart));
}

#[test]
fn distance_is_the_shorter_way_round_and_attack_range_is_queryable() {
    let g = Game::new(Setup { players: 6, ..Default::default() }, 1).unwrap();
    for (a, b, d) in [(0, 1, 1), (0, 2, 2), (0, 3, 3), (0, 4, 2), (0, 5, 1), (3, 0, 3), (2, 2, 0)] {
        assert_eq!(g.distance(a, b), d, "{a}->{b}");
    }
    assert_eq!(g.attack_range(0), 1);
    assert!(g.in_attack_range(0, 1) && !g.in_attack_range(0, 2));
}

#[test]
fn a_bad_scenario_file_names_its_line() {
    let err = Scenario::from_ron("Scenario(\n  name: \"x\",\n  seats: [ (role: lord, hand: [999]) ],\n)").unwrap_err();
    assert_eq!(err.line, 3);
    assert!(err.message.contains("999"));
    let err = Scenario::from_ron("Scenario(\n  name: \"x\",\n  seats: [ (role: king) ],\n)").unwrap_err();
    assert_eq!(err.line, 3);
}

#[test]
fn the_rules_engine_imports_no_bevy_or_egui() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/rules");
    let mut stack = vec![root];
    let mut checked = 0;
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).unwrap();
                for bad in ["bevy", "egui", "std::thread", "std::time", "SystemTime", "thread_rng", "rand::rng("] {
                    assert!(!text.contains(bad), "{} mentions `{bad}`", p.display());
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 20);
}

#[test]
fn events_carry_visibility_draws_are_private() {
    let g = Game::new(Setup { players: 4, ..Default::default() }, 2).unwrap();
    let lord = g.lord();
    let other = (lord + 1) % 4;
    let mine: Vec<_> = g.events_for(other).collect();
    let saw_own_cards = mine.iter().any(
        |e| matches!(&e.event, Event::CardsMoved { cards, to: Zone::Hand(s), .. } if *s == other && !cards.is_empty()),
    );
    let saw_lord_cards = mine.iter().any(
        |e| matches!(&e.event, Event::CardsMoved { cards, to: Zone::Hand(s), .. } if *s == lord && !cards.is_empty()),
    );
    assert!(saw_own_cards && !saw_lord_cards);
}

#[test]
fn target_problems_explain_out_of_range_and_the_like() {
    let sc = Scenario::from_ron(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14, 6]), (role: loyalist), (role: rebel, hand: [29]), (role: renegade)])",
    )
    .unwrap();
    let g = sc.build().unwrap();
    assert_eq!(g.target_problem(0, CardKind::Slash, 2), Some(TargetProblem::OutOfRange { distance: 2, range: 1 }));
    assert_eq!(g.target_problem(0, CardKind::Slash, 1), None);
    assert_eq!(g.target_problem(0, CardKind::Snatch, 2), Some(TargetProblem::TooFar { distance: 2 }));
    assert_eq!(g.target_problem(0, CardKind::Snatch, 1), Some(TargetProblem::NoCards));
    assert_eq!(g.target_problem(0, CardKind::Slash, 0), Some(TargetProblem::Yourself));
    assert_eq!(g.target_problem(0, CardKind::Collateral, 1), Some(TargetProblem::NoWeapon));
}

#[test]
fn always_asked_seats_get_every_window_even_with_nothing_to_answer() {
    let sc = Scenario::from_ron(
        "Scenario(name: \"\", seats: [(role: lord, hand: [14, 6]), (role: rebel, hand: [39]), (role: loyalist)])",
    )
    .unwrap();
    // Default: seat 1 holds no 闪, so it is not asked and simply takes the damage.
    let mut g = sc.build().unwrap();
    g.submit(0, Answer::Use { source: Using::Card(CardId::from_data_id(14).unwrap()), targets: vec![1] }).unwrap();
    assert_eq!(g.pending().unwrap().seat, 0);
    assert_eq!(g.player(1).hp, 3);
    // With seats 1 and 2 always asked: the same 杀 asks seat 1, who may only pass.
    let mut g = sc.build().unwrap();
    let mut set = sanguosha::rules::types::SeatSet::default();
    set.insert(1);
    set.insert(2);
    g.set_always_ask(set);
    g.submit(0, Answer::Use { source: Using::Card(CardId::from_data_id(14).unwrap()), targets: vec![1] }).unwrap();
    let r = g.pending().unwrap().clone();
    assert_eq!(r.seat, 1);
    assert!(
        matches!(&r.kind, RequestKind::Respond { pattern: Pattern::Named(CardKind::Jink), options, .. } if options.is_empty())
    );
    assert!(g.submit(1, Answer::Respond(Using::Card(CardId::from_data_id(39).unwrap()))).is_err());
    g.submit(1, Answer::Pass).unwrap();
    assert_eq!(g.player(1).hp, 3);
    // A trick opens a 无懈 window for the always-asked seats, in order from the current player.
    g.submit(0, Answer::Use { source: Using::Card(CardId::from_data_id(6).unwrap()), targets: vec![1] }).unwrap();
    let asked: Vec<Seat> = (0..2)
        .map(|_| {
            let r = g.pending().unwrap().clone();
            assert!(matches!(r.kind, RequestKind::Respond { pattern: Pattern::Named(CardKind::Nullification), .. }));
            g.submit(r.seat, Answer::Pass).unwrap();
            r.seat
        })
        .collect();
    assert_eq!(asked, vec![1, 2]);
}

#[test]
fn games_with_every_seat_always_asked_still_end_and_keep_invariants() {
    for seed in 0..300u64 {
        let players = 2 + (seed % 9) as u8;
        let mut g = Game::new(Setup::identity(players, seed % 2 == 0, false), seed).unwrap();
        g.set_always_ask(sanguosha::rules::types::SeatSet::all(players));
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(r) = g.pending().cloned() {
            g.submit(r.seat, agent::random_answer(&r, &mut rng)).unwrap();
            sanguosha::sim::invariants(&g).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            assert!(g.turn_count() < 3_000, "seed {seed}");
            g.drain_events();
        }
    }
}

#[test]
fn a_face_down_general_shows_only_to_its_owner() {
    let text = r#"Scenario(
        name: "face down",
        seats: [(role: lord, general: "guanyu", deputy: "machao", face_down: [1]), (role: rebel, general: "zhangfei")],
        expect: [Hp(seat: 0, hp: 4)],
    )"#;
    let g = Scenario::from_ron(text).expect("parses").build().expect("builds");
    let guanyu = g.player(0).general().expect("face up");
    let own = &g.view(0).players[0];
    assert_eq!(own.generals[0], Some((guanyu, true)));
    assert!(matches!(own.generals[1], Some((_, false))), "the owner sees its face-down deputy");
    let other = &g.view(1).players[0];
    assert_eq!(other.generals, [Some((guanyu, true)), None], "others do not");
    assert_eq!(other.general, Some(guanyu));
    assert!(sanguosha::sim::invariants(&g).is_ok());
}

#[test]
fn the_target_list_agrees_with_the_target_check_everywhere() {
    // legal_targets takes a faster road than may_target; over many positions they must agree.
    use rand::SeedableRng;
    let mut compared = 0;
    for seed in 0..40u64 {
        let mut g = Game::new(Setup::identity(4 + (seed % 5) as u8, seed % 2 == 0, seed % 3 == 0), seed).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..400 {
            let Some(r) = g.pending().cloned() else { break };
            for user in 0..g.players().len() as Seat {
                if !g.player(user).alive {
                    continue;
                }
                for kind in CardKind::all() {
                    let card = VCard { kind, cards: Default::default(), via: None };
                    for reach in [Reach::Normal, Reach::AnyDistance] {
                        let by_check: Vec<Seat> = g
                            .alive_from(user)
                            .into_iter()
                            .filter(|&t| g.may_target(user, &card, t, reach).is_ok())
                            .collect();
                        assert_eq!(g.legal_targets(user, &card, reach), by_check, "seed {seed}, {kind:?}, {reach:?}");
                        compared += 1;
                    }
                }
            }
            g.submit(r.seat, sanguosha::rules::agent::random_answer(&r, &mut rng)).unwrap();
        }
    }
    assert!(compared > 10_000, "{compared}");
}

/// Seat 1 sees the 桃 (id 32) arrive last through 五谷丰登, then seat 0 takes a face-down card of seat 1's
/// hand with 顺手牵羊 aiming at the 桃's arrival position. Returns the card taken.
fn snatch_after_seeing_a_peach_arrive(seed: u64, index: u8) -> CardId {
    let text = r#"Scenario(
        name: "blind pick",
        seats: [(role: lord, hand: [31, 6]), (role: rebel, hand: [14, 15, 16])],
        deck: [17, 32],
    )"#;
    let mut sc = Scenario::from_ron(text).expect("parses");
    sc.seed = seed;
    let mut g = sc.build().expect("builds");
    let card = |id| CardId::from_data_id(id).unwrap();
    g.submit(0, Answer::Use { source: Using::Card(card(31)), targets: vec![] }).unwrap();
    // 五谷丰登: seat 0 takes the 杀, seat 1 the 桃 that is left — everybody at the table saw it arrive.
    while let Some(r) = g.pending().cloned() {
        match &r.kind {
            RequestKind::Play { .. } => break,
            RequestKind::ChooseCards { from, .. } => {
                let pick = if from.contains(&Pick::Card(card(17))) { card(17) } else { card(32) };
                g.submit(r.seat, Answer::Cards(vec![Pick::Card(pick)])).unwrap();
            }
            _ => g.submit(r.seat, Answer::Pass).unwrap(),
        }
    }
    assert_eq!(g.player(1).hand.last(), Some(&card(32)), "the 桃 arrived last");
    assert_eq!(g.player(1).hand.len(), 4);
    let before = g.player(0).hand.clone();
    g.submit(0, Answer::Use { source: Using::Card(card(6)), targets: vec![1] }).unwrap();
    while let Some(r) = g.pending().cloned() {
        match &r.kind {
            RequestKind::ChooseCards { .. } if r.seat == 0 => {
                g.submit(0, Answer::Cards(vec![Pick::Hidden { seat: 1, index }])).unwrap();
                break;
            }
            _ => g.submit(r.seat, Answer::Pass).unwrap(),
        }
    }
    let got: Vec<CardId> = g.player(0).hand.iter().copied().filter(|c| !before.contains(c)).collect();
    assert_eq!(got.len(), 1, "seed {seed}: 顺手牵羊 takes exactly one card");
    assert_eq!(g.player(1).hand.len(), 3);
    got[0]
}

#[test]
fn a_blind_pick_is_a_random_card_of_the_hand_whatever_the_index() {
    let hand = [14, 15, 16, 32].map(|id| CardId::from_data_id(id).unwrap());
    let mut taken: HashMap<CardId, u32> = HashMap::new();
    for seed in 0..400u64 {
        let at_arrival = snatch_after_seeing_a_peach_arrive(seed, 3);
        // The index carries no information: every index gives the same card …
        for index in 0..3 {
            assert_eq!(snatch_after_seeing_a_peach_arrive(seed, index), at_arrival, "seed {seed}, index {index}");
        }
        // … and the same seed gives the same card again (replays stay identical).
        assert_eq!(snatch_after_seeing_a_peach_arrive(seed, 3), at_arrival, "seed {seed}");
        assert!(hand.contains(&at_arrival));
        *taken.entry(at_arrival).or_default() += 1;
    }
    // Aiming at where the 桃 arrived takes it about a quarter of the time, not always; every card comes up.
    // (400 draws of p = 1/4: mean 100, sd ≈ 8.7; the bounds are more than 4 sd away.)
    for c in hand {
        let n = taken.get(&c).copied().unwrap_or(0);
        assert!((60..=140).contains(&n), "{c:?} taken {n} times of 400: {taken:?}");
    }
}
