//! Runs every scenario under `tests/scenarios/` (the same files `sgs scenario FILE` runs) and fails
//! with the file name and the failing expectations.

use sanguosha::rules::scenario::Scenario;

#[test]
fn every_scenario_file_passes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios");
    let mut files = Vec::new();
    let mut dirs = vec![dir];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("readable folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|e| e == "ron") {
                files.push(p);
            }
        }
    }
    files.sort();
    assert!(files.len() >= 50, "expected the scenario suite, found {} files", files.len());
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("readable");
        let sc = match Scenario::from_ron(&text) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{}:{}: {}", f.display(), e.line, e.message));
                continue;
            }
        };
        match sc.run() {
            Err(e) => failures.push(format!("{}: {}", f.display(), e.message)),
            Ok(r) => {
                if r.results.is_empty() {
                    failures.push(format!("{}: no expectations", f.display()));
                }
                for s in &r.script_errors {
                    failures.push(format!("{}: {s}", f.display()));
                }
                for (e, got) in &r.results {
                    if let Some(got) = got {
                        failures.push(format!("{}: {e:?}: {got}", f.display()));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} scenario failures:\n{}", failures.len(), failures.join("\n"));
}

/// A small scenario: seat 0 slashes seat 1, which has no 闪; `expect` is spliced in.
fn slash_scenario(expect: &str, answers: &str) -> String {
    format!(
        r#"Scenario(
            name: "runner check",
            seats: [(role: lord, hand: ["slash ♠7"]), (role: rebel)],
            answers: [{answers}],
            expect: [{expect}],
        )"#
    )
}

const SLASH: &str = "(seat: 0, answer: Use(source: Card(14), targets: [1]))";

fn run(text: &str) -> Result<sanguosha::rules::scenario::Report, String> {
    let sc = Scenario::from_ron(text).map_err(|e| e.to_string())?;
    sc.run().map_err(|e| e.to_string())
}

#[test]
fn the_runner_passes_a_true_expectation_and_fails_a_false_one() {
    assert!(run(&slash_scenario("Hp(seat: 1, hp: 3)", SLASH)).expect("runs").passed());
    assert!(!run(&slash_scenario("Hp(seat: 1, hp: 4)", SLASH)).expect("runs").passed());
}

#[test]
fn an_expectation_about_a_missing_seat_is_an_error() {
    let e = run(&slash_scenario("Hp(seat: 5, hp: 3)", SLASH)).expect_err("seat 5 does not exist");
    assert!(e.contains("seat 5"), "{e}");
    let e = run(&slash_scenario("After(answers: 1, expect: HandCount(seat: 2, count: 0))", SLASH)).expect_err("seat 2");
    assert!(e.contains("seat 2"), "{e}");
}

#[test]
fn an_after_that_can_never_fire_is_an_error() {
    let e = run(&slash_scenario("After(answers: 3, expect: Hp(seat: 1, hp: 3))", SLASH)).expect_err("only 1 answer");
    assert!(e.contains("After(answers: 3)"), "{e}");
    // The script stops at a refused answer: later `After`s were never checked, and that fails.
    let refused = format!("{SLASH}, (seat: 1, answer: EndPhase), (seat: 0, answer: EndPhase)");
    let r = run(&slash_scenario("After(answers: 3, expect: Hp(seat: 1, hp: 3))", &refused)).expect("runs");
    assert!(!r.passed());
    assert!(r.results.iter().any(|(_, got)| got.as_deref().is_some_and(|g| g.contains("never checked"))), "{r:?}");
}

#[test]
fn count_must_name_a_real_event_kind() {
    assert!(run(&slash_scenario(r#"Count(event: "Damage", count: 1)"#, SLASH)).expect("runs").passed());
    let e = run(&slash_scenario(r#"Count(event: "Dammage", count: 0)"#, SLASH)).expect_err("no such kind");
    assert!(e.contains("Dammage"), "{e}");
    assert!(Scenario::from_ron(&slash_scenario("NotHappened(Dammage(seat: 1))", SLASH)).is_err());
}

#[test]
fn unknown_fields_are_an_error() {
    let text = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("name:", "nmae: \"x\", name:");
    assert!(Scenario::from_ron(&text).is_err());
    let text = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("(role: rebel)", "(role: rebel, hpp: 2)");
    assert!(Scenario::from_ron(&text).is_err());
    let text = slash_scenario("Hp(seat: 1, hp: 3)", &SLASH.replace("answer:", "illegall: true, answer:"));
    assert!(Scenario::from_ron(&text).is_err());
}

#[test]
fn pending_may_name_what_asks() {
    let ok = r#"Pending(seat: 1, kind: Respond, by: Card(slash))"#;
    let text = slash_scenario(ok, "").replace(r#"(role: rebel)"#, r#"(role: rebel, hand: ["jink ♦2"])"#);
    let text = text.replace("answers: []", &format!("answers: [{SLASH}]"));
    assert!(run(&text).expect("runs").passed());
    let wrong = text.replace("by: Card(slash)", "by: Card(duel)");
    assert!(!run(&wrong).expect("runs").passed());
}

#[test]
fn cards_may_be_named_readably() {
    let by_id = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace(r#""slash ♠7""#, "14");
    let a = run(&by_id).expect("runs");
    let b = run(&slash_scenario("Hp(seat: 1, hp: 3)", SLASH)).expect("runs");
    assert!(a.passed() && b.passed());
    assert_eq!(a.events, b.events);
    let twice = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("(role: rebel)", r#"(role: rebel, hand: [14])"#);
    let e = run(&twice).expect_err("card 14 twice");
    assert!(e.contains("slash ♠7"), "{e}");
}

#[test]
fn the_deck_is_built_from_the_listed_packages() {
    let ex_card = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("(role: rebel)", "(role: rebel, hand: [105])");
    let e = run(&ex_card).expect_err("card 105 is an EX card");
    assert!(e.contains("`ex` package"), "{e}");
    let with_ex = ex_card.replace("seats:", "packages: [standard, ex], seats:");
    assert!(run(&with_ex).expect("runs").passed());
    let old_flag = ex_card.replace("seats:", "ex_cards: true, seats:");
    assert!(run(&old_flag).expect("runs").passed());
    let no_such = ex_card.replace("seats:", "packages: [standard, maneuvering], seats:");
    assert!(Scenario::from_ron(&no_such).is_err(), "an unknown package is an error");
}

#[test]
fn the_mode_decides_whether_a_table_can_be_played() {
    let two_lords = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("(role: rebel)", "(role: lord)");
    let e = run(&two_lords).expect_err("identity mode has one lord");
    assert!(e.contains("2 seats are the lord"), "{e}");
    let no_lord = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("role: lord", "role: loyalist");
    let e = run(&no_lord).expect_err("identity mode needs a lord");
    assert!(e.contains("no seat is the lord"), "{e}");
    let named = slash_scenario("Hp(seat: 1, hp: 3)", SLASH).replace("seats:", "mode: identity, seats:");
    assert!(run(&named).expect("runs").passed());
}
