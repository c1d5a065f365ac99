//! 将军令: runs every scenario under `tests/order_scenarios/` (the same files `sgs order scenario FILE`
//! runs), and checks the pool, the pre-built decks, deck validation, determinism and refusals.

use sanguosha::order::cards::Pool;
use sanguosha::order::deck::{Deck, DeckError, builtin_decks};
use sanguosha::order::scenario::Scenario;
use sanguosha::order::sim::random_answer;
use sanguosha::order::{Answer, Faction, Request, builtin_pool, game_from_decks};

#[test]
fn every_order_scenario_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/order_scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("folder")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "expected the scenario suite, found {}", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        let sc = match Scenario::from_ron(&f.display().to_string(), &text) {
            Ok(s) => s,
            Err(e) => {
                failures.push(e.to_string());
                continue;
            }
        };
        match sc.run() {
            Err(e) => failures.push(format!("{}: {e}", f.display())),
            Ok(r) => {
                if r.results.is_empty() {
                    failures.push(format!("{}: no expectations", f.display()));
                }
                for s in &r.script_errors {
                    failures.push(format!("{}: {s}", f.display()));
                }
                for (e, got) in &r.results {
                    if let Some(got) = got {
                        failures.push(format!("{}: {e:?}: got {got}", f.display()));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} scenario failures:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_pool_covers_every_class_mark_and_keyword() {
    let pool = builtin_pool().expect("pool");
    let text = sanguosha::order::cards::POOL_RON;
    for class in ["general", "treasure", "troop", "event", "thirty-six", "stratagem", "special", "order", "advantage"] {
        assert!(pool.cards.iter().any(|c| c.class_id() == class), "no {class} card");
    }
    for kw in [
        "Rebel",
        "Beast",
        "Counter]",
        "Enemy]",
        "Aid",
        "EnterOutside",
        "Swift",
        "InnateCounter",
        "Immortal",
        "Revenge",
        "Burn",
        "Search",
        "Recycle",
        "Exile",
        "Shatter",
        "Bounce",
        "PushBack",
        "Hasten",
        "Win",
        "Fire",
        "Water",
        "Earth",
        "Odd",
        "Heaven",
        "Men",
        "Negate",
        "Evade",
        "Soften",
        "Reaction",
        "Guard",
        "Shackle",
        "Adversity",
        "Stockpile",
    ] {
        assert!(text.contains(kw), "the pool uses no {kw}");
    }
    for f in [Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun] {
        let generals = pool.cards.iter().filter(|c| c.is_general() && c.factions.contains(&f)).count();
        assert!(generals >= 6, "{f:?} has {generals} generals");
    }
}

#[test]
fn eight_prebuilt_decks_two_per_faction_are_legal() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    assert_eq!(decks.len(), 8);
    for f in [Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun] {
        let mine: Vec<_> = decks.iter().filter(|d| d.factions[0] == f).collect();
        assert!(mine.iter().any(|d| d.style == "aggressive") && mine.iter().any(|d| d.style == "defensive"), "{f:?}");
        for d in mine {
            assert_eq!(d.size(), 40, "{}", d.id);
        }
    }
}

fn deck(text: &str) -> Deck {
    ron::from_str(text).expect("deck RON")
}

#[test]
fn deck_validation_refuses_each_broken_rule_with_a_reason() {
    let pool: Pool = (*builtin_pool().expect("pool")).clone();
    let base = builtin_decks(&pool).expect("decks").into_iter().find(|d| d.id == "shu_aggro").expect("shu_aggro");
    assert_eq!(base.validate(&pool), Ok(()));
    assert_eq!(base.hand_limit(), 10);

    let mut small = base.clone();
    small.cards[0].1 -= 1;
    assert_eq!(small.validate(&pool), Err(DeckError::Size(39)));

    let mut big = base.clone();
    for _ in 0..7 {
        big.cards.push(("burn_supplies".into(), 3));
    }
    assert!(matches!(big.validate(&pool), Err(DeckError::TooMany { .. })));

    let mut four = base.clone();
    four.cards.push(("liubei".into(), 2));
    assert_eq!(four.validate(&pool), Err(DeckError::TooMany { card: "liubei".into(), copies: 4 }));

    let mut wei = base.clone();
    wei.cards[0] = ("caocao".into(), 2);
    assert_eq!(wei.validate(&pool), Err(DeckError::Undeclared { card: "caocao".into(), faction: Faction::Wei }));

    let mut unused = base.clone();
    unused.factions.push(Faction::Wu);
    assert_eq!(unused.validate(&pool), Err(DeckError::DeclaredUnused(Faction::Wu)));

    let mut order = base.clone();
    order.cards[0] = ("rebel_army".into(), 2);
    assert_eq!(order.validate(&pool), Err(DeckError::OrderInDeck("rebel_army".into())));

    let mut unknown = base.clone();
    unknown.cards[0] = ("excalibur".into(), 2);
    assert_eq!(unknown.validate(&pool), Err(DeckError::UnknownCard("excalibur".into())));

    // The hand limit follows the declared factions: 2 → 8, 3 → 6 (无 does not count).
    let two = deck(r#"(id: "x", factions: [Qun, Wei], cards: [])"#);
    assert_eq!(two.hand_limit(), 8);
    let three = deck(r#"(id: "x", factions: [Qun, Wei, Wu], cards: [])"#);
    assert_eq!(three.hand_limit(), 6);
}

#[test]
fn a_bad_deck_file_reports_its_path_and_line() {
    let pool = builtin_pool().expect("pool");
    let text =
        "(\n  id: \"x\",\n  factions: [Shu],\n  cards: [\n    (\"liubei\", 3),\n    (\"no_such_card\", 1),\n  ],\n)\n";
    let e = Deck::from_ron("my.ron", text, &pool).expect_err("unknown card");
    assert_eq!((e.path.as_str(), e.line), ("my.ron", 6), "{e}");
    let e = Deck::from_ron("my.ron", "(id: \"x\",\n factions: [Shu],\n cards: [oops]", &pool).expect_err("syntax");
    assert_eq!(e.line, 3, "{e}");
    let e = Pool::from_ron("p.ron", "(cards: [\n (id: \"a\", class: Order),\n])").expect_err("no order effect");
    assert_eq!(e.line, 2, "{e}");
}

#[test]
fn same_seed_and_answers_give_the_same_events_and_illegal_answers_change_nothing() {
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    let run = |seed: u64| {
        let mut g = game_from_decks(pool.clone(), &decks[0], &decks[3], seed).expect("game");
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        let mut refused = 0;
        for _ in 0..400 {
            let Some(req) = g.pending().cloned() else { break };
            let before = ron::to_string(&g).expect("ron");
            // A wrong seat, a wrong kind and an action that is not offered are refused unchanged.
            assert!(g.submit(1 - req.seat(), Answer::Pass).is_err());
            if !matches!(req, Request::Respond { .. } | Request::CounterPlay { .. } | Request::ChooseOrder { .. }) {
                assert!(g.submit(req.seat(), Answer::Pass).is_err());
                refused += 1;
            }
            assert!(g.submit(req.seat(), Answer::Names(vec!["x".into()])).is_err());
            assert_eq!(ron::to_string(&g).expect("ron"), before);
            g.submit(req.seat(), random_answer(&req, &mut rng)).expect("legal");
        }
        assert!(refused > 10);
        g
    };
    let (a, b) = (run(7), run(7));
    assert_eq!(a.events(), b.events());
    assert_ne!(a.events(), run(8).events());
    // A save is the state in RON: it loads back to the same game.
    let text = ron::to_string(&a).expect("save");
    let back: sanguosha::order::Game = ron::from_str(&text).expect("load");
    assert_eq!(ron::to_string(&back).expect("ron"), text);
}

#[test]
fn every_card_deck_and_event_has_text_in_every_language() {
    use sanguosha::i18n::{LANGS, Localizer};
    use sanguosha::order::text;
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    for lang in LANGS {
        let loc = Localizer::new(lang).expect("locale");
        for c in &pool.cards {
            for line in [text::card_name(&loc, c), text::card_header(&loc, c), text::card_text(&loc, c)] {
                assert!(
                    !line.contains('[')
                        || line.contains("[消耗]")
                        || line.contains("[攻城]")
                        || line.contains("[战胜]")
                        || line.contains("[戰勝]")
                        || line.contains("[戦勝]")
                        || line.contains("[武力"),
                    "{lang} {}: {line}",
                    c.id
                );
                assert!(!line.contains("{$"), "{lang} {}: {line}", c.id);
            }
            assert!(loc.has(&format!("order-card-{}", c.id)), "{lang}: {}", c.id);
        }
        for d in &decks {
            assert!(loc.has(&format!("order-deck-{}", d.id)), "{lang}: deck {}", d.id);
        }
        for seed in 0..30 {
            let mut g =
                game_from_decks(pool.clone(), &decks[seed % 8], &decks[(seed + 5) % 8], seed as u64).expect("game");
            let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed as u64);
            while let Some(req) = g.pending().cloned() {
                for a in g.legal_actions(req.seat()).iter().take(5) {
                    let line = text::action(&loc, &g, req.seat(), a);
                    assert!(!line.contains("{$") && !line.contains("[order"), "{lang}: {line}");
                }
                let p = text::prompt(&loc, &g, &req);
                assert!(!p.contains("[order"), "{lang}: {p}");
                g.submit(req.seat(), random_answer(&req, &mut rng)).expect("legal");
            }
            for l in g.events() {
                let line = text::event(&loc, &g, 0, &l.event);
                assert!(
                    !line.is_empty() && !line.contains("[order") && !line.contains("{$"),
                    "{lang}: {line} for {:?}",
                    l.event
                );
            }
        }
    }
}

#[test]
fn terminal_play_runs_bots_to_the_end_and_a_human_through_typed_numbers() {
    use sanguosha::i18n::Localizer;
    use sanguosha::order::ai::Difficulty;
    use sanguosha::order::cli::{Player, play};
    let loc = Localizer::new("zh-Hans").expect("locale");
    // Two bots: the game ends with a winner.
    let mut empty = std::io::Cursor::new(Vec::<u8>::new());
    let w = play(
        &loc,
        "wu_guard",
        "qun_aggro",
        [Player::Bot(Difficulty::Easy), Player::Bot(Difficulty::Random)],
        4,
        &mut empty,
    )
    .expect("plays");
    assert!(w.is_some());
    // A human who answers nonsense, then "1" forever: nonsense is refused and asked again; the game goes on
    // until the input ends (or the game does) without an error.
    let mut typed = String::from("x\n99\n");
    for _ in 0..3000 {
        typed.push_str("1\n");
    }
    let mut input = std::io::Cursor::new(typed.into_bytes());
    let r = play(&loc, "shu_aggro", "wei_guard", [Player::Human, Player::Bot(Difficulty::Easy)], 5, &mut input);
    assert!(r.is_ok(), "{r:?}");
    // A deck that does not exist is an error value with the reason, not a panic.
    let mut none = std::io::Cursor::new(Vec::<u8>::new());
    let e =
        play(&loc, "no_such_deck", "wei_guard", [Player::Human, Player::Human], 1, &mut none).expect_err("bad deck");
    assert!(e.contains("no_such_deck"), "{e}");
}

#[test]
fn private_events_reach_only_their_seat() {
    use sanguosha::order::Event;
    let pool = builtin_pool().expect("pool");
    let decks = builtin_decks(&pool).expect("decks");
    for seed in 0..40u64 {
        let mut g = game_from_decks(pool.clone(), &decks[(seed % 8) as usize], &decks[((seed + 1) % 8) as usize], seed)
            .expect("game");
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(seed);
        while let Some(req) = g.pending().cloned() {
            g.submit(req.seat(), random_answer(&req, &mut rng)).expect("legal");
        }
        let mut private = 0;
        for s in 0..2u8 {
            for l in g.visible_events(s) {
                if let Event::DrewCards { seat, .. } = l.event {
                    assert_eq!(seat, s, "seed {seed}: seat {s} sees the cards seat {seat} drew");
                    private += 1;
                }
            }
        }
        assert!(private > 0);
        // A seat's view lists only its own hand, and the other hand and both resources as counts.
        for s in 0..2u8 {
            let v = g.view(s);
            assert_eq!(v.hand, g.player(s).hand);
            for c in &g.player(1 - s).hand {
                assert!(!v.names.contains_key(c), "seed {seed}: the opponent's hand card {c:?} is named");
            }
            for c in g.player(s).resource.iter().chain(g.player(1 - s).resource.iter()) {
                assert!(!v.names.contains_key(c), "seed {seed}: a resource card {c:?} is named");
            }
        }
    }
}

#[test]
fn a_broken_scenario_file_is_an_error_not_a_panic() {
    let bad_seat = r#"Scenario(name: "x", current: 3, sides: [(), ()], expect: [NoWinner])"#;
    assert!(Scenario::from_ron("x.ron", bad_seat).expect("parses").run().is_err());
    let one_side = r#"Scenario(name: "x", sides: [()], expect: [NoWinner])"#;
    assert!(Scenario::from_ron("x.ron", one_side).expect("parses").run().is_err());
    let unknown = r#"Scenario(name: "x", sides: [(hand: ["excalibur"]), ()], expect: [NoWinner])"#;
    assert!(Scenario::from_ron("x.ron", unknown).expect("parses").run().is_err());
    let huge = r#"Scenario(name: "x", sides: [(filler: 65000), ()], expect: [NoWinner])"#;
    assert!(Scenario::from_ron("x.ron", huge).expect("parses").run().is_err());
    let bad_expect = r#"Scenario(name: "x", sides: [(filler: 3), (filler: 3)], expect: [HandLimit(seat: 9, n: 1)])"#;
    let r = Scenario::from_ron("x.ron", bad_expect).expect("parses").run().expect("runs");
    assert!(r.results[0].1.is_some());
    let e = Scenario::from_ron("x.ron", "Scenario(name: \"x\",\n sides: [oops])").expect_err("syntax");
    assert_eq!((e.path.as_str(), e.line), ("x.ron", 2));
}
